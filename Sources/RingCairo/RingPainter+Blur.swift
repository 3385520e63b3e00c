import CRingCairo
import RingKit

extension RingPainter {
  /// Draws a shadow or glow: the silhouette is filled into an alpha mask at the device's
  /// resolution (at least 2 pixels per point on vector surfaces, where PDF then holds the
  /// blurred mask as a soft-mask image under vector bands), blurred, and painted through in
  /// the step's colour. The mask covers only the step's area within the clip.
  func draw(_ blur: RingBlur) throws(RenderError) {
    var dx = 1.0, dy = 0.0
    cairo_user_to_device_distance(cr, &dx, &dy)
    var scale = (dx * dx + dy * dy).squareRoot()
    let vector = cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE
    if vector { scale = max(scale, 2) }
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let left = max(blur.area.x, x1), top = max(blur.area.y, y1)
    let right = min(blur.area.x + blur.area.width, x2), bottom = min(blur.area.y + blur.area.height, y2)
    guard right > left, bottom > top, scale.isFinite, scale > 0 else { return }
    // On a vector surface the mask is an image of its own: at most 8192 pixels a side, which
    // a blur needs no more of (an image surface's mask is bounded by its clip, the canvas).
    if vector { scale = min(scale, 8192 / max(right - left, bottom - top)) }
    let originX = (left * scale).rounded(.down), originY = (top * scale).rounded(.down)
    let width = Int((right * scale).rounded(.up) - originX), height = Int((bottom * scale).rounded(.up) - originY)

    let mask = try CairoSurface.alpha(width: width, height: height)
    let maskContext = try CairoContext(surface: mask)
    cairo_translate(maskContext.raw, -originX, -originY)
    cairo_scale(maskContext.raw, scale, scale)
    cairo_translate(maskContext.raw, blur.offset.x, blur.offset.y)
    cairo_set_fill_rule(maskContext.raw, CAIRO_FILL_RULE_WINDING)
    let silhouette = RingPainter(cr: maskContext.raw, arcs: arcs)
    for path in blur.paths {
      cairo_new_path(maskContext.raw)
      silhouette.append(path)
      cairo_fill(maskContext.raw)
    }
    try check(cairo_status(maskContext.raw), "draw a shadow")
    cairo_surface_flush(mask.raw)
    guard let pixels = cairo_image_surface_get_data(mask.raw) else {
      throw .cairo(operation: "draw a shadow", message: "the mask has no pixels")
    }
    GaussianBlur.apply(
      to: pixels, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask.raw)),
      sigma: blur.standardDeviation * scale)
    cairo_surface_mark_dirty(mask.raw)

    guard let pattern = cairo_pattern_create_for_surface(mask.raw) else {
      throw .cairo(operation: "draw a shadow", message: "out of memory")
    }
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init(&matrix, scale, 0, 0, scale, -originX, -originY)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_save(cr)
    setColor(blur.color)
    cairo_mask(cr, pattern)
    cairo_restore(cr)
    try withExtendedLifetime((mask, maskContext)) { () throws(RenderError) in
      try check(cairo_pattern_status(pattern), "draw a shadow")
    }
  }
}
