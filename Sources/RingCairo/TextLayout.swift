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
/// bottom. When `text.fit` is set and the ink reaches outside that circle, the label's sizes
/// are scaled by the largest factor that brings it inside with the caption's lines under it,
/// and the caption's by the largest that then brings it inside too: a long caption shrinks
/// (and is cut short) on its own, not the label with it.
///
/// Sizes are in points at 72 dpi with metrics unhinted and glyph positions unrounded, so the
/// layout is the same at every scale and on every surface: PNG, PDF and SVG agree.
final class TextLayout {
  /// The label line.
  let label: TextLine
  /// The caption line, or nil.
  let caption: TextLine?
  /// The factor the fit scaled the label's sizes by: 1 when the text fitted as it was.
  let scale: Double
  /// Whether a line was cut short to fit at the fit's smallest size: it ends in an ellipsis, or
  /// shows nothing when not even that fits.
  private(set) var isCutShort = false

  /// Measures `text` on a scratch surface of its own, for writers that draw no pixels (SVG,
  /// captions being fitted).
  convenience init(measuring text: RingText) throws(RenderError) {
    let scratch = try CairoContext(surface: CairoSurface.image(width: 1, height: 1))
    try self.init(text, measuringWith: scratch.raw)
    withExtendedLifetime(scratch) {}
  }

  /// Lays `text` out for drawing into `cr` (whose state it does not change).
  init(_ text: RingText, measuringWith cr: OpaquePointer) throws(RenderError) {
    var (label, caption) = try Self.lines(text, scale: 1, captionScale: 1, cr: cr)
    var scale = 1.0
    if let fit = text.fit {
      func inside(_ corner: Point, spare: Double) -> Bool {
        let (x, y) = (corner.x - fit.center.x, corner.y - fit.center.y)
        return (x * x + y * y).squareRoot() <= fit.radius - spare
      }
      // The caption counts no wider than the label, so its height makes room under the label
      // but its length does not shrink the label; a caption narrower than the label counts whole.
      let column = caption.map { line in
        let left = max(line.inkBox.x, label.inkBox.x)
        let right = min(line.inkBox.x + line.inkBox.width, label.inkBox.x + label.inkBox.width)
        return Rect(x: left, y: line.inkBox.y, width: max(right - left, 0), height: line.inkBox.height)
      }
      // Every size scales by one factor, so the ink's corners move linearly towards
      // text.center; the largest factor that puts them all inside the circle is found by
      // bisection (inside-ness is monotone in the factor when text.center is inside).
      let corners = Self.corners(of: [label.inkBox] + (column.map { [$0] } ?? []))
      let scaled = { (corner: Point, factor: Double) in
        Point(
          x: text.center.x + factor * (corner.x - text.center.x), y: text.center.y + factor * (corner.y - text.center.y)
        )
      }
      let smallest = (text.runs.map(\.fontSize) + (text.caption.map { [$0.run.fontSize] } ?? [])).min() ?? 0
      // The smallest run (the caption's too) stops at the floor; without one, a twentieth
      // keeps the text legible when nothing fits (an offset that puts the centre outside).
      let floor = fit.minimumFontSize > 0 && smallest > 0 ? min(fit.minimumFontSize / smallest, 1) : 0.05
      // A hundredth of a point to spare: Pango rounds extents to 1/1024 pt, so the ink laid
      // out again at the smaller size may land a rounding step from where it was scaled to.
      if !corners.allSatisfy({ inside($0, spare: 0) }) {
        scale = max(
          Self.largestFactor { factor in corners.allSatisfy { inside(scaled($0, factor), spare: 0.01) } }, floor)
        (label, caption) = try Self.lines(text, scale: scale, captionScale: scale, cr: cr)
      }
      var captionScale = scale
      if let line = caption, !Self.corners(of: [line.inkBox]).allSatisfy({ inside($0, spare: 0) }) {
        // The caption shrinks about the middle of its top, which stays on the label's bottom.
        let top = Point(x: text.center.x, y: line.origin.y)
        let ink = Self.corners(of: [line.inkBox])
        let factor = Self.largestFactor { factor in
          ink.allSatisfy {
            inside(Point(x: top.x + factor * ($0.x - top.x), y: top.y + factor * ($0.y - top.y)), spare: 0.01)
          }
        }
        let size = text.caption?.run.fontSize ?? 0
        let captionFloor = fit.minimumFontSize > 0 && size > 0 ? min(fit.minimumFontSize / size, 1) : 0.05
        captionScale = min(max(scale * factor, captionFloor), scale)
        (label, caption) = try Self.lines(text, scale: scale, captionScale: captionScale, cr: cr)
      }
      let cut = try Self.ellipsized(text, scale: scale, captionScale: captionScale, lines: (label, caption), cr: cr)
      isCutShort = cut.0 !== label || cut.1 !== caption
      (label, caption) = cut
    }
    self.label = label
    self.caption = caption
    self.scale = scale
  }

  /// The largest factor in 0…1 for which `fits` holds, by bisection (`fits` is monotone).
  private static func largestFactor(_ fits: (Double) -> Bool) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }

  /// The corners of `boxes`.
  private static func corners(of boxes: [Rect]) -> [Point] {
    boxes.flatMap { box in
      [
        Point(x: box.x, y: box.y), Point(x: box.x + box.width, y: box.y), Point(x: box.x, y: box.y + box.height),
        Point(x: box.x + box.width, y: box.y + box.height),
      ]
    }
  }

  /// `lines` (laid out at `scale`, too wide for the fit circle) cut short with an ellipsis, each
  /// at the width the circle has across the line's ink; a line with no room left shows nothing.
  private static func ellipsized(
    _ text: RingText, scale: Double, captionScale: Double, lines: (TextLine, TextLine?), cr: OpaquePointer
  ) throws(RenderError) -> (TextLine, TextLine?) {
    guard let fit = text.fit else { return lines }
    func inside(_ line: TextLine) -> Bool {
      corners(of: [line.inkBox]).allSatisfy { corner in
        let (x, y) = (corner.x - fit.center.x, corner.y - fit.center.y)
        return (x * x + y * y).squareRoot() <= fit.radius
      }
    }
    /// The widest line box, centred on text.center's x, whose ink (as tall as `box`) fits.
    func room(for box: Rect) -> Double {
      let reach = max(abs(box.y - fit.center.y), abs(box.y + box.height - fit.center.y))
      let half = (fit.radius * fit.radius - reach * reach).squareRoot() - abs(text.center.x - fit.center.x)
      return half.isFinite ? max(2 * half, 0) : 0
    }
    func cut(_ line: TextLine, runs: [TextRun], center: Point) throws(RenderError) -> TextLine {
      guard !inside(line) else { return line }
      var width = room(for: line.inkBox)
      var cut = try TextLine(runs: runs, center: center, maximumWidth: width, cr: cr)
      // Ink may reach a little past the line box (side bearings): narrow by what sticks out.
      for _ in 0..<4 where !inside(cut) && width > 0 {
        let overhang = max(
          fit.center.x - fit.radius - cut.inkBox.x, cut.inkBox.x + cut.inkBox.width - fit.center.x - fit.radius, 0)
        width = max(width - 2 * overhang - 0.1, 0)
        cut = try TextLine(runs: runs, center: center, maximumWidth: width, cr: cr)
      }
      if inside(cut) { return cut }
      return try TextLine(
        runs: runs.map { TextRun(text: "", fontName: $0.fontName, fontSize: $0.fontSize) }, center: center, cr: cr)
    }
    let (label, caption) = lines
    // Most text fits once scaled: nothing to cut, nothing laid out again.
    if inside(label) && caption.map(inside) != false { return lines }
    let scaledRuns = text.runs.map { TextRun(text: $0.text, fontName: $0.fontName, fontSize: $0.fontSize * scale) }
    let cutLabel = try cut(label, runs: scaledRuns, center: text.center)
    guard let caption, let captionRun = text.caption?.run else { return (cutLabel, nil) }
    let run = TextRun(
      text: captionRun.text, fontName: captionRun.fontName, fontSize: captionRun.fontSize * captionScale)
    // Where lines(_:scale:captionScale:cr:) put it: its top on the label's bottom.
    let captionCenter = Point(x: text.center.x, y: label.origin.y + label.height + caption.height / 2)
    return (cutLabel, try cut(caption, runs: [run], center: captionCenter))
  }

  /// The label with its sizes multiplied by `scale` and the caption with its by `captionScale`.
  private static func lines(
    _ text: RingText, scale: Double, captionScale: Double, cr: OpaquePointer
  ) throws(RenderError) -> (TextLine, TextLine?) {
    let runs = text.runs.map { TextRun(text: $0.text, fontName: $0.fontName, fontSize: $0.fontSize * scale) }
    let label = try TextLine(runs: runs, center: text.center, cr: cr)
    guard let caption = text.caption else { return (label, nil) }
    let run = TextRun(
      text: caption.run.text, fontName: caption.run.fontName, fontSize: caption.run.fontSize * captionScale)
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
