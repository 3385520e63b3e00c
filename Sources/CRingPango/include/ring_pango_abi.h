// Pango's public struct layouts that ring_pango.c reads, under our own tags. CRingABICheck
// checks them against Pango's headers; nothing else should include this file.
#ifndef RING_PANGO_ABI_H
#define RING_PANGO_ABI_H

#include <stdint.h>

struct ring_pango_attribute {  // PangoAttribute
  const void *klass;
  unsigned int start_index;
  unsigned int end_index;
};

struct ring_pango_analysis {  // PangoAnalysis
  void *shape_engine;
  void *lang_engine;
  void *font;
  uint8_t level;
  uint8_t gravity;
  uint8_t flags;
  uint8_t script;
  void *language;
  void *extra_attrs;
};

// PANGO_ANALYSIS_FLAG_IS_ELLIPSIS: the analysis of the run that stands for ellipsized text.
#define RING_PANGO_ANALYSIS_FLAG_IS_ELLIPSIS (1 << 1)

struct ring_pango_item {  // PangoItem
  int offset;
  int length;
  int num_chars;
  struct ring_pango_analysis analysis;
};

struct ring_pango_glyph_info {  // PangoGlyphInfo
  uint32_t glyph;
  int width;
  int x_offset;
  int y_offset;
  unsigned int attr;
};

struct ring_pango_glyph_string {  // PangoGlyphString
  int num_glyphs;
  struct ring_pango_glyph_info *glyphs;
  int *log_clusters;
  int space;
};

struct ring_pango_glyph_item {  // PangoGlyphItem (PangoLayoutRun)
  struct ring_pango_item *item;
  struct ring_pango_glyph_string *glyphs;
  int y_offset;
  int start_x_offset;
  int end_x_offset;
};

#endif
