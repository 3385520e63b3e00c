import CRingCairo
import RingKit

/// Draws a ``BadgeLayout`` with Cairo: the two backgrounds in the rounded clip, shields'
/// gradient, the ring (through ``RingPainter``, as any ring) and the texts set by Pango.
enum BadgePainter {
  /// A new image surface with the badge drawn at `scale`.
  static func surface(of layout: BadgeLayout, scale: Double) throws(RenderError) -> CairoSurface {
    let canvas = RingCanvas(width: layout.width, height: layout.height, scale: scale)
    do throws(RingValidationError) { try canvas.validateRaster() } catch { throw .invalid(error) }
    let context = try CairoContext.image(for: canvas)
    try draw(layout, into: context.raw)
    return context.surface
  }

  private static func draw(_ layout: BadgeLayout, into cr: OpaquePointer) throws(RenderError) {
    cairo_save(cr)
    roundedRectangle(cr, width: layout.width, height: layout.height, radius: layout.cornerRadius)
    cairo_clip(cr)
    fill(cr, Rect(x: 0, y: 0, width: layout.leftWidth, height: layout.height), layout.labelColor)
    fill(
      cr, Rect(x: layout.leftWidth, y: 0, width: layout.width - layout.leftWidth, height: layout.height),
      layout.valueColor)
    if layout.hasGradient, let gradient = cairo_pattern_create_linear(0, 0, 0, layout.height) {
      defer { cairo_pattern_destroy(gradient) }
      cairo_pattern_add_color_stop_rgba(gradient, 0, 0xBB / 255.0, 0xBB / 255.0, 0xBB / 255.0, 0.1)
      cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0.1)
      cairo_set_source(cr, gradient)
      cairo_rectangle(cr, 0, 0, layout.width, layout.height)
      cairo_fill(cr)
    }
    cairo_restore(cr)

    let ringLayout: RingLayout
    do throws(RingValidationError) {
      ringLayout = try RingLayout(
        ring: layout.ring, width: layout.ringSize, height: layout.ringSize, snapsToPixels: false)
    } catch {
      throw .invalid(error)
    }
    cairo_save(cr)
    cairo_translate(cr, layout.ringOrigin.x, layout.ringOrigin.y)
    try RingPainter(cr: cr).paint(ringLayout, background: nil)
    cairo_restore(cr)

    for (text, font) in [(layout.label, layout.labelFont), (layout.message, layout.messageFont)] {
      if let shadow = text.shadow {
        try show(text, font: font, layout: layout, color: shadow, alpha: 0.3, dy: 1, cr: cr)
      }
      try show(text, font: font, layout: layout, color: text.color, alpha: 1, dy: 0, cr: cr)
    }
  }

  /// One line of `text` in `font` at `size` pixels, laid out by Pango with its box centred on 0.
  static func line(_ text: String, font: String, size: Double, cr: OpaquePointer) throws(RenderError) -> TextLine {
    try TextLine(runs: [TextRun(text: text, fontName: font, fontSize: size)], center: .zero, cr: cr)
  }

  /// Draws a text centred on its `centerX` with its baseline on the layout's; spaced text
  /// character by character, each from its start in the plan.
  private static func show(
    _ text: BadgeLayout.Text, font: String, layout: BadgeLayout, color: RingColor, alpha: Double, dy: Double,
    cr: OpaquePointer
  ) throws(RenderError) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, alpha)
    let pieces: [(String, Double?)] =
      text.characterStarts.isEmpty
      ? [(text.string, nil)] : zip(text.string, text.characterStarts).map { (String($0), $1) }
    for (piece, start) in pieces {
      let line = try line(piece, font: font, size: layout.fontSize, cr: cr)
      cairo_save(cr)
      cairo_translate(cr, start.map { $0 + line.width / 2 } ?? text.centerX, layout.baseline + dy - line.baseline)
      line.draw(into: cr)
      cairo_restore(cr)
    }
  }

  private static func fill(_ cr: OpaquePointer, _ rect: Rect, _ color: RingColor) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
    cairo_fill(cr)
  }

  private static func roundedRectangle(_ cr: OpaquePointer, width: Double, height: Double, radius: Double) {
    guard radius > 0 else {
      cairo_rectangle(cr, 0, 0, width, height)
      return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, width - radius, radius, radius, -Double.pi / 2, 0)
    cairo_arc(cr, width - radius, height - radius, radius, 0, Double.pi / 2)
    cairo_arc(cr, radius, height - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(cr, radius, radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
