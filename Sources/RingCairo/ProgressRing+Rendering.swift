import CRingCairo
import FoundationEssentials
import RingKit

extension ProgressRing {
  /// Renders the ring as straight RGBA8 pixels.
  ///
  /// ```swift
  /// let raster = try ProgressRing(value: 15, maxValue: 30).raster(on: RingCanvas(size: 256, scale: 2))
  /// raster.width     // 512
  /// raster[256, 12]  // a pixel of the progress band, at 12 o'clock
  /// ```
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a property or canvas that cannot be drawn,
  ///   ``RenderError/cairo(operation:message:)`` when Cairo fails.
  public func raster(on canvas: RingCanvas) throws(RenderError) -> RingRaster {
    let (layout, context) = try prepareRaster(on: canvas)
    try RingPainter(context: context).paint(layout, background: canvas.background)
    return try context.surface.raster()
  }

  /// Renders the ring as a PNG file's bytes.
  ///
  /// The image is `canvas.pixelWidth` × `canvas.pixelHeight` pixels; it records
  /// 72 dpi × `canvas.scale` (pHYs) and ``ProgressRing/accessibilityDescription`` as its tEXt
  /// `Description`, for screen readers and image tools.
  public func pngData(on canvas: RingCanvas) throws(RenderError) -> Data {
    try PNGEncoder.standard.encode(raster(on: canvas), scale: canvas.scale, description: accessibilityDescription)
  }

  /// Renders the ring as an SVG document of `canvas.width` × `canvas.height` pixels (one per
  /// point); the scale does not apply.
  public func svgData(on canvas: RingCanvas) throws(RenderError) -> Data {
    try renderVector(on: canvas, surface: CairoSurface.svg(width: canvas.width, height: canvas.height))
  }

  /// Renders the ring as a one-page PDF of `canvas.width` × `canvas.height` points, titled
  /// with ``ProgressRing/accessibilityDescription``; the scale does not apply.
  public func pdfData(on canvas: RingCanvas) throws(RenderError) -> Data {
    try renderVector(
      on: canvas,
      surface: CairoSurface.pdf(width: canvas.width, height: canvas.height, title: accessibilityDescription))
  }

  /// Renders the ring in `format`; see ``pngData(on:)``, ``svgData(on:)`` and ``pdfData(on:)``.
  public func render(as format: ImageFormat, on canvas: RingCanvas) throws(RenderError) -> Data {
    switch format {
    case .png: try pngData(on: canvas)
    case .svg: try svgData(on: canvas)
    case .pdf: try pdfData(on: canvas)
    }
  }

  // MARK: - Shared steps

  func layout(on canvas: RingCanvas) throws(RenderError) -> RingLayout {
    do throws(RingValidationError) {
      try canvas.validate()
      return try RingLayout(ring: self, width: canvas.width, height: canvas.height)
    } catch {
      throw .invalid(error)
    }
  }

  /// Lays the ring out and makes a context on a new image surface, scaled to points.
  func prepareRaster(on canvas: RingCanvas) throws(RenderError) -> (RingLayout, CairoContext) {
    let layout = try layout(on: canvas)
    let surface = try CairoSurface.image(width: canvas.pixelWidth, height: canvas.pixelHeight)
    let context = try CairoContext(surface: surface)
    cairo_scale(context.raw, canvas.scale, canvas.scale)
    return (layout, context)
  }

  private func renderVector(on canvas: RingCanvas, surface: @autoclosure () throws(RenderError) -> CairoSurface) throws(RenderError) -> Data {
    let layout = try layout(on: canvas)
    let context = try CairoContext(surface: surface())
    try RingPainter(context: context).paint(layout, background: canvas.background)
    return Data(try context.surface.finishStream())
  }
}
