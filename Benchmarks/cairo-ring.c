// The references for `make bench`: the default ring on 256 × 256 points, drawn with plain
// libcairo (its toy text API, fontconfig underneath) and written with
// cairo_surface_write_to_png, the way a C program would do it without ringgen. Built with
// -DRING_PANGO_LABEL (pango-ring), the label is set by Pango, as issue #11 requires of
// ringgen: its time over cairo-ring's is what any program pays for Pango.
//
// Usage: cairo-ring OUTPUT.png          the ring at 15 of 30
//        cairo-ring --batch N FOLDER    N rings, values 0…30 of 30, as FOLDER/ring-I.png
#include <cairo.h>
#ifdef RING_PANGO_LABEL
#include <pango/pangocairo.h>
#endif
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void band(cairo_t *cr, double radius, double width, double from, double to,
                 cairo_line_cap_t cap, double r, double g, double b) {
  // Stroking the centre line at width + 1 matches ringgen's fill-then-1-pt-frame for opaque
  // bands whose fill and frame colours are the same.
  cairo_new_path(cr);
  cairo_arc(cr, 128, 128, radius, from, to);
  cairo_set_line_width(cr, width + 1);
  cairo_set_line_cap(cr, cap);
  cairo_set_source_rgb(cr, r, g, b);
  cairo_stroke(cr);
}

/// Draws the ring at `value` of 30 and writes it to `path`.
static int ring(double value, const char *path) {
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 256, 256);
  cairo_t *cr = cairo_create(surface);

  band(cr, 118, 18, 0, 2 * M_PI, CAIRO_LINE_CAP_BUTT, 0xE5 / 255.0, 0xE7 / 255.0, 0xEB / 255.0);
  if (value > 0) {
    band(cr, 118, 18, -M_PI / 2, -M_PI / 2 + 2 * M_PI * value / 30, CAIRO_LINE_CAP_ROUND, 0x25 / 255.0,
         0x63 / 255.0, 0xEB / 255.0);
  }

#ifdef RING_PANGO_LABEL
  // The percentage at height / 5 and "%" at height / 7 as two runs of one Pango layout (DejaVu
  // Sans, unhinted, 72 dpi, unrounded positions: ringgen's settings), the line box centred.
  char percent[16];
  snprintf(percent, sizeof percent, "%.0f%%", value * 100 / 30);
  PangoContext *context = pango_cairo_create_context(cr);
  pango_cairo_context_set_resolution(context, 72);
  pango_context_set_round_glyph_positions(context, FALSE);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(context, options);
  cairo_font_options_destroy(options);
  PangoLayout *layout = pango_layout_new(context);
  pango_layout_set_text(layout, percent, -1);
  PangoAttrList *attributes = pango_attr_list_new();
  const double sizes[2] = {254.0 / 5, 254.0 / 7};
  const unsigned ends[2] = {(unsigned)strlen(percent) - 1, (unsigned)strlen(percent)};
  for (int run = 0; run < 2; run++) {
    PangoFontDescription *description = pango_font_description_from_string("DejaVu Sans");
    pango_font_description_set_absolute_size(description, sizes[run] * PANGO_SCALE);
    PangoAttribute *attribute = pango_attr_font_desc_new(description);
    attribute->start_index = run == 0 ? 0 : ends[0];
    attribute->end_index = ends[run];
    pango_attr_list_insert(attributes, attribute);
    pango_font_description_free(description);
  }
  pango_layout_set_attributes(layout, attributes);
  pango_attr_list_unref(attributes);
  PangoRectangle logical;
  pango_layout_get_extents(layout, NULL, &logical);
  cairo_move_to(cr, 128 - (logical.width / 2.0 + logical.x) / PANGO_SCALE,
                128 - (logical.height / 2.0 + logical.y) / PANGO_SCALE);
  cairo_set_source_rgb(cr, 0x1F / 255.0, 0x29 / 255.0, 0x37 / 255.0);
  pango_cairo_show_layout(cr, layout);
  g_object_unref(layout);
  g_object_unref(context);
#else
  // The percentage at height / 5 and "%" at height / 7, on one baseline, the line box centred.
  char percent[16];
  snprintf(percent, sizeof percent, "%.0f", value * 100 / 30);
  cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_source_rgb(cr, 0x1F / 255.0, 0x29 / 255.0, 0x37 / 255.0);
  cairo_text_extents_t number, unit;
  cairo_font_extents_t font;
  cairo_set_font_size(cr, 254.0 / 7);
  cairo_text_extents(cr, "%", &unit);
  cairo_set_font_size(cr, 254.0 / 5);
  cairo_text_extents(cr, percent, &number);
  cairo_font_extents(cr, &font);
  double x = 128 - (number.x_advance + unit.x_advance) / 2;
  double baseline = 128 - (font.ascent + font.descent) / 2 + font.ascent;
  cairo_move_to(cr, x, baseline);
  cairo_show_text(cr, percent);
  cairo_set_font_size(cr, 254.0 / 7);
  cairo_show_text(cr, "%");
#endif

  cairo_status_t status = cairo_surface_write_to_png(surface, path);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  if (status != CAIRO_STATUS_SUCCESS) {
    fprintf(stderr, "cairo-ring: %s: %s\n", path, cairo_status_to_string(status));
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2) return ring(15, argv[1]);
  if (argc == 4 && strcmp(argv[1], "--batch") == 0) {
    int count = atoi(argv[2]);
    char path[4096];
    for (int index = 0; index < count; index++) {
      snprintf(path, sizeof path, "%s/ring-%d.png", argv[3], index);
      if (ring(30.0 * index / (count > 1 ? count - 1 : 1), path) != 0) return 1;
    }
    return 0;
  }
  fprintf(stderr, "usage: cairo-ring OUTPUT.png | cairo-ring --batch N FOLDER\n");
  return 64;
}
