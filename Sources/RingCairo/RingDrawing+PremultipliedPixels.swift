import CRingCairo
import RingKit

extension RingDrawing {
  /// Draws this plan, made for `canvas` (its width, height and scale), `offset` points right
  /// and down of where it lies, and lends `body` the pixels as Cairo drew them (see
  /// ``PremultipliedPixels``): for a reader that lays a ring out once and replays the steps of
  /// its plan it chooses for its raster, reading the others besides, as the terminal does.
  ///
  /// The plan's fonts are not resolved first, as `ProgressRing.withPremultipliedPixels(on:_:)`
  /// resolves them to name the property at fault: it is for plans without text.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a canvas that cannot be drawn,
  ///   ``RenderError/cairo(operation:message:)`` when Cairo fails.
  package func withPremultipliedPixels<Result>(
    on canvas: RingCanvas, shiftedBy offset: Point, _ body: (PremultipliedPixels) -> Result
  ) throws(RenderError) -> Result {
    do throws(RingValidationError) {
      try canvas.validateRaster()
    } catch {
      throw .invalid(error)
    }
    let context = try CairoContext.image(for: canvas)
    if offset != .zero { cairo_translate(context.raw, offset.x, offset.y) }
    try RingPainter(cr: context.raw).paint(self, background: nil)
    return try context.surface.withPixels(body)
  }
}
