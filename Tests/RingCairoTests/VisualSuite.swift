import RingKit
import RingSnapshotTesting

// Shared by the visual regression suite (Visual*Tests.swift), whose references are the PNGs in
// Snapshots/Visual*Tests/. Rings without text are font-independent and use the default
// tolerance; rings with text use `textTolerance`.

/// Text is rasterised by FreeType, whose hinting and glyph edges change between versions by
/// more than anti-aliasing explains, so references with text allow a few differing pixels.
/// A changed digit differs by far more, even in MB's thin face, whose strokes are mostly
/// anti-aliased edges (`VisualTextTests.textToleranceStillSeesADigitChange`).
let textTolerance = SnapshotTolerance.default.allowing(8)

/// The default ring with `value` of `maxValue`, without text, changed by `configure`.
func shape(
  _ value: Double, of maxValue: Double = 100, _ configure: (inout ProgressRing) -> Void = { _ in }
) -> ProgressRing {
  var ring = ProgressRing(value: value, maxValue: maxValue)
  ring.showValueString = false
  configure(&ring)
  return ring
}

/// MB's own look (`ProgressRing.mb`) at `value`, changed by `configure`.
func mbRing(_ value: Double, _ configure: (inout ProgressRing) -> Void = { _ in }) -> ProgressRing {
  var ring = ProgressRing.mb
  ring.value = value
  configure(&ring)
  return ring
}

/// Colours that tell the two bands and their frames apart in a picture.
enum VisualColor {
  static let progress = RingColor(rgb: 0x2563EB)
  static let track = RingColor(rgb: 0xCBD5E1)
  static let frame = RingColor(rgb: 0xDC2626)
  static let teal = RingColor(rgb: 0x0FA3B1)
}
