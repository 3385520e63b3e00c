// libchafa 1.12 for RingTerminal's sixels (and the bench's yardstick), loaded with dlopen the
// first time a sixel image is encoded.
//
// Linking it would load libchafa and GLib into every ringgen process, though only sixel output
// uses them. As in ring_pango.h, no chafa or GLib header is included: the types are declared
// with chafa's own struct tags, the functions with chafa's prototypes, and CRingABICheck checks
// every declaration against chafa's headers when the tests compile.
#ifndef RING_CHAFA_H
#define RING_CHAFA_H

#include <stddef.h>
#include <stdint.h>

typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaCanvas ChafaCanvas;
typedef struct ChafaSymbolMap ChafaSymbolMap;
typedef struct ChafaTermDb ChafaTermDb;
typedef struct ChafaTermInfo ChafaTermInfo;
typedef struct _GString GString;

/// The enumeration values used (ChafaPixelMode, ChafaPixelType, ChafaCanvasMode, ChafaDitherMode).
#define RING_CHAFA_PIXEL_MODE_SIXELS 1u
#define RING_CHAFA_PIXEL_BGRA8_PREMULTIPLIED 1u
#define RING_CHAFA_PIXEL_ARGB8_PREMULTIPLIED 2u
#define RING_CHAFA_CANVAS_MODE_TRUECOLOR 0u
#define RING_CHAFA_CANVAS_MODE_INDEXED_240 2u
#define RING_CHAFA_CANVAS_MODE_INDEXED_16 3u
#define RING_CHAFA_DITHER_MODE_NONE 0u

// Each function: return type, chafa's (or GLib's) name, parameters, and the arguments that
// forward them. Enumerations are unsigned int, their underlying type; gboolean and gint are int,
// gunichar uint32_t, gfloat float.
#define RING_CHAFA_FUNCTIONS(X) \
  X(ChafaCanvasConfig *, chafa_canvas_config_new, (void), ()) \
  X(void, chafa_canvas_config_unref, (ChafaCanvasConfig *config), (config)) \
  X(void, chafa_canvas_config_set_geometry, (ChafaCanvasConfig *config, int width, int height), \
    (config, width, height)) \
  X(void, chafa_canvas_config_set_cell_geometry, (ChafaCanvasConfig *config, int cell_width, int cell_height), \
    (config, cell_width, cell_height)) \
  X(void, chafa_canvas_config_set_pixel_mode, (ChafaCanvasConfig *config, unsigned int pixel_mode), \
    (config, pixel_mode)) \
  X(void, chafa_canvas_config_set_canvas_mode, (ChafaCanvasConfig *config, unsigned int mode), (config, mode)) \
  X(void, chafa_canvas_config_set_dither_mode, (ChafaCanvasConfig *config, unsigned int dither_mode), \
    (config, dither_mode)) \
  X(void, chafa_canvas_config_set_work_factor, (ChafaCanvasConfig *config, float work_factor), \
    (config, work_factor)) \
  X(void, chafa_canvas_config_set_preprocessing_enabled, (ChafaCanvasConfig *config, int preprocessing_enabled), \
    (config, preprocessing_enabled)) \
  X(void, chafa_canvas_config_set_symbol_map, (ChafaCanvasConfig *config, const ChafaSymbolMap *symbol_map), \
    (config, symbol_map)) \
  X(ChafaSymbolMap *, chafa_symbol_map_new, (void), ()) \
  X(void, chafa_symbol_map_unref, (ChafaSymbolMap *symbol_map), (symbol_map)) \
  X(void, chafa_symbol_map_add_by_range, (ChafaSymbolMap *symbol_map, uint32_t first, uint32_t last), \
    (symbol_map, first, last)) \
  X(ChafaCanvas *, chafa_canvas_new, (const ChafaCanvasConfig *config), (config)) \
  X(void, chafa_canvas_unref, (ChafaCanvas *canvas), (canvas)) \
  X(void, chafa_canvas_draw_all_pixels, \
    (ChafaCanvas *canvas, unsigned int src_pixel_type, const uint8_t *src_pixels, int src_width, int src_height, \
     int src_rowstride), \
    (canvas, src_pixel_type, src_pixels, src_width, src_height, src_rowstride)) \
  X(uint32_t, chafa_canvas_get_char_at, (ChafaCanvas *canvas, int x, int y), (canvas, x, y)) \
  X(void, chafa_canvas_get_colors_at, (ChafaCanvas *canvas, int x, int y, int *fg_out, int *bg_out), \
    (canvas, x, y, fg_out, bg_out)) \
  X(GString *, chafa_canvas_print, (ChafaCanvas *canvas, ChafaTermInfo *term_info), (canvas, term_info)) \
  X(ChafaTermDb *, chafa_term_db_get_default, (void), ()) \
  X(ChafaTermInfo *, chafa_term_db_get_fallback_info, (ChafaTermDb *term_db), (term_db)) \
  X(void, chafa_term_info_unref, (ChafaTermInfo *term_info), (term_info)) \
  X(char *, g_string_free, (GString *string, int free_segment), (string, free_segment))

/// Loads libchafa (once per process; later calls return the first answer, and a call made while
/// another thread loads waits for it). Returns NULL when every function below is ready, or a
/// message saying why not. Call it, and check it, before any other.
const char *ring_chafa_load(void);

// chafa's (and GLib's) functions of the same name, with the `ring_` prefix.
#define RING_CHAFA_DECLARE(result, name, parameters, arguments) result ring_##name parameters;
RING_CHAFA_FUNCTIONS(RING_CHAFA_DECLARE)
#undef RING_CHAFA_DECLARE

/// The bytes of `string` (a GString) and, in `length`, how many there are.
const char *ring_chafa_string_bytes(const GString *string, size_t *length);

#endif
