import CRingCairo
import RingKit

extension CairoContext {
  /// A context on a new image surface of `canvas`'s size in pixels, scaled so that drawing is
  /// in points, and covered with the canvas's background when it has one. The canvas must
  /// already be validated for rasterising.
  static func image(for canvas: RingCanvas) throws(RenderError) -> CairoContext {
    let context = try CairoContext(surface: CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight))
    cairo_scale(context.raw, canvas.scale, canvas.scale)
    if let background = canvas.background { RingPainter(cr: context.raw).cover(with: background) }
    return context
  }
}
