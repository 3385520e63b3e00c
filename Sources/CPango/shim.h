// Pango lays out and draws ringgen's text on Cairo contexts (shaping, kerning, bidi, and
// per-character font fallback through fontconfig). Only RingCairo imports this module.
#include <pango/pangocairo.h>
