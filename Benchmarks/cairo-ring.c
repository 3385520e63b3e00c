// The reference for `make bench`: the default ring on 256 × 256 points, drawn with plain
// libcairo (its toy text API, fontconfig underneath) and written with
// cairo_surface_write_to_png, the way a C program would do it without ringgen.
//
// Usage: cairo-ring OUTPUT.png          the ring at 15 of 30
//        cairo-ring --batch N FOLDER    N rings, values 0…30 of 30, as FOLDER/ring-I.png
#include <cairo.h>
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
