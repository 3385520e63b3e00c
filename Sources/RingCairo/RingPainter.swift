import CRingCairo
import RingKit

/// Replays a ring's ``RingKit/RingDrawing`` into a Cairo context, in points: background, then
/// each step in order (centre disc, track, progress, text), as MBCircularProgressBar orders them.
///
/// The painter borrows the context: whoever made it destroys it. It leaves the context's state
/// as it found it. It decides no geometry: shapes, paints and the frame merge come from the plan.
struct RingPainter {
  /// The `cairo_t` to draw into.
  let cr: OpaquePointer

  /// How arcs become Bézier curves.
  var arcs: ArcSplitting = .cairo

  /// Draws `layout`; `background`, if any, covers the current clip first. With `figureTag`,
  /// the drawing is marked as a Figure for tagged PDF (other surfaces ignore tags).
  func paint(_ layout: RingLayout, background: RingColor?, figureTag: Bool = false) throws(RenderError) {
    try paint(layout.drawing, background: background, figureTag: figureTag)
  }

  /// Draws the steps of `drawing`, whatever part each draws, as ``paint(_:background:figureTag:)``
  /// draws a layout's.
  func paint(_ drawing: RingDrawing, background: RingColor?, figureTag: Bool = false) throws(RenderError) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if let background { cover(with: background) }
    if figureTag { cairo_tag_begin(cr, "Figure", nil) }
    for step in drawing.steps {
      switch step.ink {
      case .band(let band): try draw(band.shape)
      case .shape(let shape): try draw(shape)
      case .blur(let blur): try draw(blur)
      case .text(let text): try draw(text)
      }
    }
    if figureTag { cairo_tag_end(cr, "Figure") }
    try check(cairo_status(cr), "draw the ring")
  }

  /// Fills the shape's outline (non-zero winding), then frames it with a mitred line, as MB's
  /// `CGContextDrawPath(kCGPathFillStroke)` does.
  private func draw(_ shape: RingShape) throws(RenderError) {
    if shape.frame == nil, case .conic(let conic) = shape.fill,
      try ConicRaster.current.fill(shape.path, with: conic, in: cr, arcs: arcs)
    {
      return
    }
    cairo_new_path(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    append(shape.path)
    try use(shape.fill)
    guard let frame = shape.frame else {
      cairo_fill(cr)
      return
    }
    cairo_fill_preserve(cr)
    cairo_set_line_width(cr, frame.width)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    cairo_set_miter_limit(cr, 10)
    // The fill's source serves the frame as well when they share a paint (a gradient is built once).
    if frame.paint != shape.fill { try use(frame.paint) }
    cairo_stroke(cr)
  }

  /// Makes `paint` the source for the next fill or stroke. A gradient is an image of its
  /// colours on raster targets (``ConicRaster``) and a mesh elsewhere (``ConicMesh``).
  private func use(_ paint: RingPaint) throws(RenderError) {
    switch paint {
    case .solid(let color):
      setColor(color)
    case .conic(let conic):
      let pattern: OpaquePointer
      if let raster = try ConicRaster.current.pattern(for: conic, in: cr) {
        pattern = raster
      } else {
        pattern = try ConicMesh.pattern(for: conic)
      }
      defer { cairo_pattern_destroy(pattern) }
      cairo_set_source(cr, pattern)
    }
  }

  func append(_ path: RingPath) {
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(cr, point.x, point.y)
      case .line(let point):
        cairo_line_to(cr, point.x, point.y)
      case .arc(let center, let radius, let from, let to, let clockwise):
        appendArc(center: center, radius: radius, from: from.cairoRadians, to: to.cairoRadians, clockwise: clockwise)
      case .close:
        cairo_close_path(cr)
      }
    }
  }

  /// Sets the runs on one baseline and centres their line box on `text.center` (MB spec §5),
  /// through Pango (see ``TextLayout``).
  func draw(_ text: RingText) throws(RenderError) {
    try TextLayout(text, measuringWith: cr).draw(text, into: cr)
  }

  /// Paints `color` over the current clip.
  func cover(with color: RingColor) {
    setColor(color)
    cairo_paint(cr)
  }

  func setColor(_ color: RingColor) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}
