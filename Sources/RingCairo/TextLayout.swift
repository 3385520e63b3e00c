import CRingCairo
import RingKit

/// A ``RingText`` set by Pango with MB's layout (spec §5), ready to draw or to describe.
///
/// Each line (the label, and the caption under it) is one Pango paragraph. The label's runs
/// are font attributes over their UTF-8 byte ranges, so they share one baseline, are kerned
/// and shaped (Arabic joins, Devanagari conjuncts), are ordered by the bidi algorithm
/// (auto-direction: the first strong character decides), and take each character their face
/// lacks from another installed face (see ``FontLibrary/fallbackFamilies``). The label's line
/// box is as wide as the runs' advances together and as tall as the largest ascent plus the
/// largest descent; it is centred on `text.center`. The caption's line box starts at its
/// bottom. When `text.fit` is set and the ink reaches outside that circle, every size is
/// scaled by the largest factor that brings it inside.
///
/// Sizes are in points at 72 dpi with metrics unhinted and glyph positions unrounded, so the
/// layout is the same at every scale and on every surface: PNG, PDF and SVG agree.
final class TextLayout {
  /// The label line.
  let label: TextLine
  /// The caption line, or nil.
  let caption: TextLine?
  /// The factor the fit scaled every size by: 1 when the text fitted as it was.
  let scale: Double

  /// Measures `text` on a scratch surface of its own, for writers that draw no pixels (SVG,
  /// captions being fitted).
  convenience init(measuring text: RingText) throws(RenderError) {
    let scratch = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    try self.init(text, measuringWith: scratch.raw)
    withExtendedLifetime(scratch) {}
  }

  /// Lays `text` out for drawing into `cr` (whose state it does not change).
  init(_ text: RingText, measuringWith cr: OpaquePointer) throws(RenderError) {
    var (label, caption) = try Self.lines(text, scale: 1, cr: cr)
    var scale = 1.0
    if let fit = text.fit {
      // Every size scales by one factor, so the ink's corners move linearly towards
      // text.center; the largest factor that puts them all inside the circle is found by
      // bisection (inside-ness is monotone in the factor when text.center is inside).
      let corners = ([label.inkBox] + (caption.map { [$0.inkBox] } ?? [])).flatMap { box in
        [
          Point(x: box.x, y: box.y), Point(x: box.x + box.width, y: box.y), Point(x: box.x, y: box.y + box.height),
          Point(x: box.x + box.width, y: box.y + box.height),
        ]
        .map { Point(x: $0.x - text.center.x, y: $0.y - text.center.y) }
      }
      func fits(_ factor: Double) -> Bool {
        corners.allSatisfy { corner in
          let x = text.center.x + factor * corner.x - fit.center.x
          let y = text.center.y + factor * corner.y - fit.center.y
          // A hundredth of a point to spare: Pango rounds extents to 1/1024 pt, so the ink laid
          // out again at the smaller size may land a rounding step from where it was scaled to.
          return (x * x + y * y).squareRoot() <= fit.radius - 0.01
        }
      }
      if !corners.allSatisfy({ corner in
        let x = text.center.x + corner.x - fit.center.x
        let y = text.center.y + corner.y - fit.center.y
        return (x * x + y * y).squareRoot() <= fit.radius
      }) {
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
          let middle = (low + high) / 2
          if fits(middle) { low = middle } else { high = middle }
        }
        // Nothing fits when the offset puts the centre outside the circle; keep a legible size.
        scale = max(low, 0.05)
        (label, caption) = try Self.lines(text, scale: scale, cr: cr)
      }
    }
    self.label = label
    self.caption = caption
    self.scale = scale
  }

  /// The label and caption lines with every size multiplied by `scale`.
  private static func lines(
    _ text: RingText, scale: Double, cr: OpaquePointer
  ) throws(RenderError) -> (TextLine, TextLine?) {
    let runs = text.runs.map { TextRun(text: $0.text, fontName: $0.fontName, fontSize: $0.fontSize * scale) }
    let label = try TextLine(runs: runs, center: text.center, cr: cr)
    guard let caption = text.caption else { return (label, nil) }
    let run = TextRun(text: caption.run.text, fontName: caption.run.fontName, fontSize: caption.run.fontSize * scale)
    // Laid out once to learn its height, then placed with its top on the label's bottom.
    let probe = try TextLine(runs: [run], center: .zero, cr: cr)
    let top = label.origin.y + label.height
    let line = try TextLine(runs: [run], center: Point(x: text.center.x, y: top + probe.height / 2), cr: cr)
    return (label, line)
  }

  /// Draws the label in `text.color` and the caption in its colour into `cr`, which must be
  /// the context (or have the target settings of the context) it was laid out for.
  func draw(_ text: RingText, into cr: OpaquePointer) {
    cairo_set_source_rgba(cr, text.color.red, text.color.green, text.color.blue, text.color.alpha)
    label.draw(into: cr)
    if let caption, let color = text.caption?.color {
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
      caption.draw(into: cr)
    }
  }

  /// Characters that no installed face has, in both lines, without repeats.
  var uncoveredCharacters: [Unicode.Scalar] {
    var all = label.uncoveredCharacters
    for scalar in caption?.uncoveredCharacters ?? [] where !all.contains(scalar) { all.append(scalar) }
    return all
  }

  // Forwarded from the label line, which is what MB's layout describes.
  var runs: [TextLine.PlacedRun] { label.runs }
  var baseline: Double { label.baseline }
  var width: Double { label.width }
  var origin: Point { label.origin }
  var inkBox: Rect { label.inkBox }
  var isRightToLeft: Bool { label.isRightToLeft }
}
