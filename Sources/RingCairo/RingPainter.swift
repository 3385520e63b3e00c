import CRingCairo
import RingKit

/// Draws a ``RingLayout`` into a Cairo context, in points: background, track, progress, text,
/// in MBCircularProgressBar's order.
///
/// The painter borrows the context: whoever made it destroys it. It leaves the context's state
/// as it found it.
struct RingPainter {
  /// The `cairo_t` to draw into.
  let cr: OpaquePointer

  /// Draws `layout`; `background`, if any, covers the current clip first. With `figureTag`,
  /// the drawing is marked as a Figure for tagged PDF (other surfaces ignore tags).
  func paint(_ layout: RingLayout, background: RingColor?, figureTag: Bool = false) throws(RenderError) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let background { cover(with: background) }
    if figureTag { cairo_tag_begin(cr, "Figure", nil) }
    if let track = layout.track { draw(track) }
    if let progress = layout.progress { draw(progress) }
    if let text = layout.text { try draw(text) }
    if figureTag { cairo_tag_end(cr, "Figure") }
    try check(cairo_status(cr), "draw the ring")
  }

  /// Fills the band's outline, then frames it with a 1-point line, as MB's
  /// `CGContextDrawPath(kCGPathFillStroke)` does; or fills ``RingKit/RingBand/mergedOutline``
  /// once, in about a third of the time, when that covers the same pixels.
  private func draw(_ band: RingBand) {
    cairo_new_path(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    setColor(band.fillColor)
    if let merged = band.mergedOutline {
      append(merged)
      cairo_fill(cr)
      return
    }
    append(band.outline)
    cairo_fill_preserve(cr)
    cairo_set_line_width(cr, RingBand.frameWidth)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cr, 10)
    setColor(band.strokeColor)
    cairo_stroke(cr)
  }

  private func append(_ path: RingPath) {
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(cr, point.x, point.y)
      case .line(let point):
        cairo_line_to(cr, point.x, point.y)
      case .arc(let center, let radius, let from, let to, let clockwise):
        // Cairo's increasing angles are clockwise on screen, as RingKit's are.
        let arc = clockwise ? cairo_arc : cairo_arc_negative
        arc(cr, center.x, center.y, radius, from.cairoRadians, to.cairoRadians)
      case .close:
        cairo_close_path(cr)
      }
    }
  }

  /// Sets the runs on one baseline and centres their line box on `text.center` (MB spec §5).
  func draw(_ text: RingText) throws(RenderError) {
    let layout = try TextLayout(text, measuringWith: cr)
    setColor(text.color)
    for placed in layout.runs {
      cairo_set_font_face(cr, placed.face.raw)
      cairo_set_font_size(cr, placed.run.fontSize)
      cairo_move_to(cr, placed.x, layout.baseline)
      cairo_show_text(cr, placed.run.text)
    }
  }

  /// Unhinted outlines and unrounded advances, so text lays out identically at every scale
  /// and in every output format.
  static func useUnhintedText(_ cr: OpaquePointer) {
    guard let options = cairo_font_options_create() else { return }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_set_font_options(cr, options)
  }

  /// Paints `color` over the current clip.
  func cover(with color: RingColor) {
    setColor(color)
    cairo_paint(cr)
  }

  private func setColor(_ color: RingColor) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}
