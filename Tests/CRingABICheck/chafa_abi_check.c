// Every prototype, constant and mirrored layout in CRingChafa is checked here, at compile time,
// against chafa's and GLib's installed headers: a mismatch fails the test build.
#include "ring_abi_check.h"

#include <chafa.h>

#include "ring_chafa.h"
#include "ring_chafa_abi.h"

// The library's own prototype for each function in the table (see CHECK_PROTOTYPE).
#define CHECK_chafa_canvas_config_new CHECK_DIRECT(chafa_canvas_config_new)
#define CHECK_chafa_canvas_config_unref CHECK_DIRECT(chafa_canvas_config_unref)
#define CHECK_chafa_canvas_config_set_geometry CHECK_DIRECT(chafa_canvas_config_set_geometry)
#define CHECK_chafa_canvas_config_set_cell_geometry CHECK_DIRECT(chafa_canvas_config_set_cell_geometry)
#define CHECK_chafa_canvas_config_set_pixel_mode CHECK_DIRECT(chafa_canvas_config_set_pixel_mode)
#define CHECK_chafa_canvas_config_set_canvas_mode CHECK_DIRECT(chafa_canvas_config_set_canvas_mode)
#define CHECK_chafa_canvas_config_set_dither_mode CHECK_DIRECT(chafa_canvas_config_set_dither_mode)
#define CHECK_chafa_canvas_config_set_work_factor CHECK_DIRECT(chafa_canvas_config_set_work_factor)
#define CHECK_chafa_canvas_config_set_preprocessing_enabled CHECK_DIRECT(chafa_canvas_config_set_preprocessing_enabled)
#define CHECK_chafa_canvas_config_set_symbol_map CHECK_DIRECT(chafa_canvas_config_set_symbol_map)
#define CHECK_chafa_symbol_map_new CHECK_DIRECT(chafa_symbol_map_new)
#define CHECK_chafa_symbol_map_unref CHECK_DIRECT(chafa_symbol_map_unref)
#define CHECK_chafa_symbol_map_add_by_range CHECK_DIRECT(chafa_symbol_map_add_by_range)
#define CHECK_chafa_canvas_new CHECK_DIRECT(chafa_canvas_new)
#define CHECK_chafa_canvas_unref CHECK_DIRECT(chafa_canvas_unref)
#define CHECK_chafa_canvas_draw_all_pixels CHECK_DIRECT(chafa_canvas_draw_all_pixels)
#define CHECK_chafa_canvas_get_char_at CHECK_DIRECT(chafa_canvas_get_char_at)
#define CHECK_chafa_canvas_get_colors_at CHECK_DIRECT(chafa_canvas_get_colors_at)
#define CHECK_chafa_canvas_print CHECK_DIRECT(chafa_canvas_print)
#define CHECK_chafa_term_db_get_default CHECK_DIRECT(chafa_term_db_get_default)
#define CHECK_chafa_term_db_get_fallback_info CHECK_DIRECT(chafa_term_db_get_fallback_info)
#define CHECK_chafa_term_info_unref CHECK_DIRECT(chafa_term_info_unref)
#define CHECK_g_string_free CHECK_DIRECT(g_string_free)
RING_CHAFA_FUNCTIONS(CHECK_PROTOTYPE)

_Static_assert(RING_CHAFA_PIXEL_MODE_SIXELS == CHAFA_PIXEL_MODE_SIXELS, "CHAFA_PIXEL_MODE_SIXELS");
_Static_assert(RING_CHAFA_PIXEL_BGRA8_PREMULTIPLIED == CHAFA_PIXEL_BGRA8_PREMULTIPLIED, "BGRA8_PREMULTIPLIED");
_Static_assert(RING_CHAFA_PIXEL_ARGB8_PREMULTIPLIED == CHAFA_PIXEL_ARGB8_PREMULTIPLIED, "ARGB8_PREMULTIPLIED");
_Static_assert(RING_CHAFA_CANVAS_MODE_TRUECOLOR == CHAFA_CANVAS_MODE_TRUECOLOR, "CHAFA_CANVAS_MODE_TRUECOLOR");
_Static_assert(RING_CHAFA_CANVAS_MODE_INDEXED_240 == CHAFA_CANVAS_MODE_INDEXED_240, "CHAFA_CANVAS_MODE_INDEXED_240");
_Static_assert(RING_CHAFA_CANVAS_MODE_INDEXED_16 == CHAFA_CANVAS_MODE_INDEXED_16, "CHAFA_CANVAS_MODE_INDEXED_16");
_Static_assert(RING_CHAFA_DITHER_MODE_NONE == CHAFA_DITHER_MODE_NONE, "CHAFA_DITHER_MODE_NONE");

SAME_FIELD(struct ring_g_string, GString, str)
SAME_FIELD(struct ring_g_string, GString, len)
