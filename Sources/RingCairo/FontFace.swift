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

  init(raw: OpaquePointer, family: String, style: String) {
    self.raw = raw
    self.family = family
    self.style = style
  }

  deinit { cairo_font_face_destroy(raw) }
}
