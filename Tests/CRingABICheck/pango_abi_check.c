// Every prototype, constant and mirrored layout in CRingPango is checked here, at compile time,
// against Pango's installed headers: a mismatch fails the test build rather than a render.
#include "ring_abi_check.h"

#include <pango/pangocairo.h>

#include "ring_pango.h"
#include "ring_pango_abi.h"

// RingPangoRectangle is passed where Pango takes a PangoRectangle.
_Static_assert(sizeof(RingPangoRectangle) == sizeof(PangoRectangle), "PangoRectangle size");
_Static_assert(offsetof(RingPangoRectangle, height) == offsetof(PangoRectangle, height), "PangoRectangle");

// Pango's prototype, with RingPangoRectangle for PangoRectangle, for each function in the table.
#define CHECK_pango_layout_get_extents \
  _Static_assert(SAME_TYPE(__typeof__(&pango_layout_get_extents), \
                           void (*)(PangoLayout *, PangoRectangle *, PangoRectangle *)), \
                 "pango_layout_get_extents prototype");
#define CHECK_pango_cairo_create_context CHECK_DIRECT(pango_cairo_create_context)
#define CHECK_pango_cairo_context_set_resolution CHECK_DIRECT(pango_cairo_context_set_resolution)
#define CHECK_pango_cairo_context_set_font_options CHECK_DIRECT(pango_cairo_context_set_font_options)
#define CHECK_pango_context_set_round_glyph_positions CHECK_DIRECT(pango_context_set_round_glyph_positions)
#define CHECK_pango_cairo_show_layout CHECK_DIRECT(pango_cairo_show_layout)
#define CHECK_pango_layout_new CHECK_DIRECT(pango_layout_new)
#define CHECK_pango_layout_set_text CHECK_DIRECT(pango_layout_set_text)
#define CHECK_pango_layout_set_attributes CHECK_DIRECT(pango_layout_set_attributes)
#define CHECK_pango_layout_set_width CHECK_DIRECT(pango_layout_set_width)
#define CHECK_pango_layout_set_ellipsize CHECK_DIRECT(pango_layout_set_ellipsize)
#define CHECK_pango_layout_get_baseline CHECK_DIRECT(pango_layout_get_baseline)
#define CHECK_pango_layout_get_line_readonly CHECK_DIRECT(pango_layout_get_line_readonly)
#define CHECK_pango_layout_line_get_resolved_direction CHECK_DIRECT(pango_layout_line_get_resolved_direction)
#define CHECK_pango_layout_get_iter CHECK_DIRECT(pango_layout_get_iter)
#define CHECK_pango_layout_iter_free CHECK_DIRECT(pango_layout_iter_free)
#define CHECK_pango_layout_iter_get_run_readonly CHECK_DIRECT(pango_layout_iter_get_run_readonly)
#define CHECK_pango_layout_iter_next_run CHECK_DIRECT(pango_layout_iter_next_run)
#define CHECK_pango_attr_list_new CHECK_DIRECT(pango_attr_list_new)
#define CHECK_pango_attr_list_unref CHECK_DIRECT(pango_attr_list_unref)
#define CHECK_pango_attr_list_insert CHECK_DIRECT(pango_attr_list_insert)
#define CHECK_pango_attr_font_desc_new CHECK_DIRECT(pango_attr_font_desc_new)
#define CHECK_pango_font_description_new CHECK_DIRECT(pango_font_description_new)
#define CHECK_pango_font_description_free CHECK_DIRECT(pango_font_description_free)
#define CHECK_pango_font_description_set_family CHECK_DIRECT(pango_font_description_set_family)
#define CHECK_pango_font_description_set_weight CHECK_DIRECT(pango_font_description_set_weight)
#define CHECK_pango_font_description_set_style CHECK_DIRECT(pango_font_description_set_style)
#define CHECK_pango_font_description_set_stretch CHECK_DIRECT(pango_font_description_set_stretch)
#define CHECK_pango_font_description_set_absolute_size CHECK_DIRECT(pango_font_description_set_absolute_size)
#define CHECK_pango_font_description_get_family CHECK_DIRECT(pango_font_description_get_family)
#define CHECK_pango_font_describe CHECK_DIRECT(pango_font_describe)
#define CHECK_g_object_unref CHECK_DIRECT(g_object_unref)
RING_PANGO_FUNCTIONS(CHECK_PROTOTYPE)

// Constants.
_Static_assert(RING_PANGO_SCALE == PANGO_SCALE, "PANGO_SCALE");
_Static_assert(RING_PANGO_STYLE_NORMAL == PANGO_STYLE_NORMAL, "PANGO_STYLE_NORMAL");
_Static_assert(RING_PANGO_STYLE_OBLIQUE == PANGO_STYLE_OBLIQUE, "PANGO_STYLE_OBLIQUE");
_Static_assert(RING_PANGO_STYLE_ITALIC == PANGO_STYLE_ITALIC, "PANGO_STYLE_ITALIC");
_Static_assert(RING_PANGO_STRETCH_ULTRA_CONDENSED == PANGO_STRETCH_ULTRA_CONDENSED, "PANGO_STRETCH_ULTRA_CONDENSED");
_Static_assert(RING_PANGO_STRETCH_NORMAL == PANGO_STRETCH_NORMAL, "PANGO_STRETCH_NORMAL");
// TextLine counts from ULTRA_CONDENSED in steps of one.
_Static_assert(PANGO_STRETCH_EXTRA_CONDENSED == 1 && PANGO_STRETCH_CONDENSED == 2 && PANGO_STRETCH_SEMI_CONDENSED == 3 &&
                 PANGO_STRETCH_SEMI_EXPANDED == 5 && PANGO_STRETCH_EXPANDED == 6 && PANGO_STRETCH_EXTRA_EXPANDED == 7,
               "PangoStretch steps");
_Static_assert(RING_PANGO_STRETCH_ULTRA_EXPANDED == PANGO_STRETCH_ULTRA_EXPANDED, "PANGO_STRETCH_ULTRA_EXPANDED");
_Static_assert(RING_PANGO_DIRECTION_RTL == PANGO_DIRECTION_RTL, "PANGO_DIRECTION_RTL");
_Static_assert(PANGO_GLYPH_UNKNOWN_FLAG == 0x10000000, "PANGO_GLYPH_UNKNOWN_FLAG");
_Static_assert(RING_PANGO_ELLIPSIZE_END == PANGO_ELLIPSIZE_END, "PANGO_ELLIPSIZE_END");
_Static_assert(RING_PANGO_ANALYSIS_FLAG_IS_ELLIPSIS == PANGO_ANALYSIS_FLAG_IS_ELLIPSIS, "PANGO_ANALYSIS_FLAG_IS_ELLIPSIS");

// Mirrored layouts: every field read or written, at Pango's offset and size.
SAME_FIELD(struct ring_pango_attribute, PangoAttribute, start_index)
SAME_FIELD(struct ring_pango_attribute, PangoAttribute, end_index)
SAME_FIELD(struct ring_pango_analysis, PangoAnalysis, font)
SAME_FIELD(struct ring_pango_item, PangoItem, offset)
SAME_FIELD(struct ring_pango_item, PangoItem, length)
SAME_FIELD(struct ring_pango_analysis, PangoAnalysis, flags)
SAME_FIELD(struct ring_pango_item, PangoItem, analysis)
SAME_FIELD(struct ring_pango_glyph_info, PangoGlyphInfo, glyph)
_Static_assert(sizeof(struct ring_pango_glyph_info) == sizeof(PangoGlyphInfo), "PangoGlyphInfo size");
SAME_FIELD(struct ring_pango_glyph_string, PangoGlyphString, num_glyphs)
SAME_FIELD(struct ring_pango_glyph_string, PangoGlyphString, glyphs)
SAME_FIELD(struct ring_pango_glyph_item, PangoGlyphItem, item)
SAME_FIELD(struct ring_pango_glyph_item, PangoGlyphItem, glyphs)
_Static_assert(SAME_TYPE(PangoLayoutRun, PangoGlyphItem), "PangoLayoutRun");
