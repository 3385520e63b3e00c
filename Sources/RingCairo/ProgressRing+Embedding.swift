import CRingCairo
import FoundationEssentials
import RingKit

/// Shorthands for report generators: one call per format, sizes in points.
extension ProgressRing {
  /// A PNG of `width` × `height` points at `scale` pixels per point, with pHYs and alt text.
  public func png(
    width: Double, height: Double, scale: Double = 1, background: RingColor? = nil
  ) throws(RenderError) -> Data {
    try pngData(on: RingCanvas(width: width, height: height, scale: scale, background: background))
  }

  /// A one-page PDF of `width` × `height` points, titled with the alt text.
  public func pdf(width: Double, height: Double, background: RingColor? = nil) throws(RenderError) -> Data {
    try pdfData(on: RingCanvas(width: width, height: height, background: background))
  }

  /// An SVG document of `width` × `height` pixels (see ``svg(on:)``).
  public func svg(width: Double, height: Double, background: RingColor? = nil) throws(RenderError) -> String {
    try svg(on: RingCanvas(width: width, height: height, background: background))
  }

  /// Straight RGBA8 pixels of `width` × `height` points at `scale`; the raster knows its size.
  public func raster(
    width: Double, height: Double, scale: Double = 1, background: RingColor? = nil
  ) throws(RenderError) -> RingRaster {
    try raster(on: RingCanvas(width: width, height: height, scale: scale, background: background))
  }

  /// The PNG as a `data:image/png;base64,…` URI, for an HTML `<img src>` or CSS `url()`.
  public func pngDataURI(
    width: Double, height: Double, scale: Double = 1, background: RingColor? = nil
  ) throws(RenderError) -> String {
    try pngDataURI(on: RingCanvas(width: width, height: height, scale: scale, background: background))
  }

  /// Draws the ring into a Cairo context that the caller owns, filling `rect` (in the
  /// context's user space) as a canvas of `rect.width` × `rect.height` points.
  ///
  /// This is the one entry point that takes a C pointer: `cairoContext` is a `cairo_t *`,
  /// such as a page of the caller's PDF surface. The ring is clipped to `rect`; the context's
  /// state (current path, source, line and font settings, clip, transformation) is as it was
  /// afterwards, and the context is not destroyed. On a PDF surface the drawing is tagged as a
  /// Figure.
  ///
  /// ```swift
  /// // cr: a cairo_t * on the caller's PDF page
  /// try ring.drawIntoCairoContext(cr, rect: Rect(x: 72, y: 72, width: 144, height: 144))
  /// ```
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for an invalid ring or rectangle;
  ///   ``RenderError/cairo(operation:message:)`` when the context is (or ends up) in an error
  ///   state.
  public func drawIntoCairoContext(_ cairoContext: OpaquePointer, rect: Rect) throws(RenderError) {
    try check(cairo_status(cairoContext), "use the caller's context")
    let layout = try layout(on: RingCanvas(width: rect.width, height: rect.height), rasterizing: false)
    // cairo_save does not keep the current path, which clipping and drawing consume.
    let callersPath = cairo_copy_path(cairoContext)
    cairo_save(cairoContext)
    defer {
      cairo_restore(cairoContext)
      cairo_new_path(cairoContext)
      if let callersPath {
        cairo_append_path(cairoContext, callersPath)
        cairo_path_destroy(callersPath)
      }
    }
    cairo_new_path(cairoContext)
    cairo_translate(cairoContext, rect.x, rect.y)
    cairo_rectangle(cairoContext, 0, 0, rect.width, rect.height)
    cairo_clip(cairoContext)
    try RingPainter(cr: cairoContext).paint(layout, background: nil, figureTag: true)
  }
}
