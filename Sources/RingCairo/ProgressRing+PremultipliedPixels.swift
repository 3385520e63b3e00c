import RingKit

extension ProgressRing {
  /// Renders the ring and lends `body` its pixels as Cairo drew them (see
  /// ``PremultipliedPixels``), without converting or copying them.
  ///
  /// For readers of coverage, such as the terminal renderer, which need neither straight
  /// colours nor a copy; ``raster(on:)`` gives straight RGBA8 that can be kept.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a property or canvas that cannot be drawn,
  ///   ``RenderError/cairo(operation:message:)`` when Cairo fails.
  public func withPremultipliedPixels<Result>(
    on canvas: RingCanvas, _ body: (PremultipliedPixels) -> Result
  ) throws(RenderError) -> Result {
    // The surface keeps its own reference to the pixels once the context is gone.
    try drawRaster(on: canvas).surface.withPixels(body)
  }

  /// ``withPremultipliedPixels(on:_:)`` with the ring drawn `offset` points right and down of
  /// where the canvas lays it out: for a reader whose canvas has a side that is not a whole
  /// number of points (the terminal's, a whole number of cells tall), on which the layout's
  /// whole-point bounds put the ring off the canvas's centre.
  package func withPremultipliedPixels<Result>(
    on canvas: RingCanvas, shiftedBy offset: Point, _ body: (PremultipliedPixels) -> Result
  ) throws(RenderError) -> Result {
    try drawRaster(on: canvas, shiftedBy: offset).surface.withPixels(body)
  }
}
