import CRingCairo

/// Owns one Cairo font face made from a fontconfig match, and destroys it.
final class FontFace: @unchecked Sendable {
  // Sendable: Cairo font faces are reference-counted with atomic operations and immutable
  // once created, so one face may be used by many contexts on many threads.
  let raw: OpaquePointer
  /// The family fontconfig chose, for diagnostics and tests.
  let family: String
  /// The style fontconfig chose ("Book", "ExtraLight", …).
  let style: String
  /// fontconfig's weight (`FC_WEIGHT_*`: 0 thin … 80 regular … 200 bold … 210 black).
  let weight: Int32
  /// fontconfig's slant (`FC_SLANT_ROMAN`, `_ITALIC` or `_OBLIQUE`).
  let slant: Int32
  /// fontconfig's width (`FC_WIDTH_*`: 100 normal, 87 DejaVu Sans Condensed).
  let width: Int32

  init(raw: OpaquePointer, family: String, style: String, weight: Int32, slant: Int32, width: Int32) {
    self.raw = raw
    self.family = family
    self.style = style
    self.weight = weight
    self.slant = slant
    self.width = width
  }

  /// Whether the face is italic or oblique.
  var isItalic: Bool { slant != FC_SLANT_ROMAN }

  /// The CSS `font-weight` closest to fontconfig's weight.
  var cssWeight: Int {
    let steps: [(Int32, Int)] = [
      (FC_WEIGHT_THIN, 100), (FC_WEIGHT_EXTRALIGHT, 200), (FC_WEIGHT_LIGHT, 300), (FC_WEIGHT_REGULAR, 400),
      (FC_WEIGHT_MEDIUM, 500), (FC_WEIGHT_DEMIBOLD, 600), (FC_WEIGHT_BOLD, 700), (FC_WEIGHT_EXTRABOLD, 800),
      (FC_WEIGHT_BLACK, 900),
    ]
    return steps.min { abs($0.0 - weight) < abs($1.0 - weight) }?.1 ?? 400
  }

  deinit { cairo_font_face_destroy(raw) }
}
