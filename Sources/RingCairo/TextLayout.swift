import CRingCairo
import RingKit

/// Where each run of a ``RingText`` goes: MB's layout (spec §5) measured with Cairo.
///
/// The line box is as wide as the runs' advances together and as tall as the largest ascent
/// plus the largest descent; it is centred on `text.center`, and every run sits on one
/// baseline. The painter and the SVG writer both place text from this, so they agree.
struct TextLayout {
  /// A run, its font, and where it starts, in points.
  struct PlacedRun {
    let run: TextRun
    let face: FontFace
    /// The run's left end on the baseline.
    let x: Double
  }

  /// The runs, left to right.
  let runs: [PlacedRun]
  /// The baseline's y, in points.
  let baseline: Double
  /// The width of the line box, in points.
  let width: Double

  /// Measures `text` on a scratch surface of its own, for writers that draw no pixels (SVG,
  /// captions being fitted).
  init(measuring text: RingText) throws(RenderError) {
    let scratch = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    self = try withExtendedLifetime(scratch) { () throws(RenderError) in
      try TextLayout(text, measuringWith: scratch.raw)
    }
  }

  /// Measures `text` with unhinted metrics through `cr`, whose font settings it changes.
  init(_ text: RingText, measuringWith cr: OpaquePointer) throws(RenderError) {
    RingPainter.useUnhintedText(cr)
    var measured: [(run: TextRun, face: FontFace, advance: Double)] = []
    var ascent = 0.0
    var descent = 0.0
    var width = 0.0
    for run in text.runs {
      let face = try FontLibrary.shared.face(named: run.fontName)
      cairo_set_font_face(cr, face.raw)
      cairo_set_font_size(cr, run.fontSize)
      var fontExtents = cairo_font_extents_t()
      cairo_font_extents(cr, &fontExtents)
      var textExtents = cairo_text_extents_t()
      cairo_text_extents(cr, run.text, &textExtents)
      ascent = max(ascent, fontExtents.ascent)
      descent = max(descent, fontExtents.descent)
      width += textExtents.x_advance
      measured.append((run, face, textExtents.x_advance))
    }
    var x = text.center.x - width / 2
    var runs: [PlacedRun] = []
    for (run, face, advance) in measured {
      runs.append(PlacedRun(run: run, face: face, x: x))
      x += advance
    }
    self.runs = runs
    self.width = width
    baseline = text.center.y - (ascent + descent) / 2 + ascent
  }
}
