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
    try drawRaster(on: canvas).surface.raster()
  }

  /// Renders the ring as a PNG file's bytes.
  ///
  /// The image is `canvas.pixelWidth` × `canvas.pixelHeight` pixels; it records
  /// 72 dpi × `canvas.scale` (pHYs) and `accessibilityDescription` as its tEXt
  /// `Description`, for screen readers and image tools.
  public func pngData(on canvas: RingCanvas) throws(RenderError) -> Data {
    try drawRaster(on: canvas).surface.pngData(scale: canvas.scale, description: accessibilityDescription)
  }

  /// Renders the ring as a lossless WebP file's bytes (libwebp, loaded on first use).
  ///
  /// The image is `canvas.pixelWidth` × `canvas.pixelHeight` pixels, and decodes to exactly
  /// the pixels of ``pngData(on:)``, transparent ones included; `accessibilityDescription`
  /// and the software are in its XMP metadata.
  public func webpData(on canvas: RingCanvas) throws(RenderError) -> Data {
    try WebPWriter.encode(raster(on: canvas), description: accessibilityDescription)
  }

  /// Renders the ring as an SVG document of `canvas.width` × `canvas.height` pixels (one per
  /// point); the scale does not apply.
  ///
  /// The SVG is written from the geometry rather than by Cairo: a few hundred bytes of paths and
  /// real `<text>` (with a font fallback list), `role="img"`, an `aria-label` and a `<title>`
  /// holding `accessibilityDescription`, and no ids, so it can be pasted inline
  /// into HTML. It draws what the PNG shows.
  public func svg(on canvas: RingCanvas) throws(RenderError) -> String {
    let layout = try layout(on: canvas, rasterizing: false)
    let body = try SVGWriter.elements(of: layout, size: (canvas.width, canvas.height), background: canvas.background)
    return SVGWriter.document(title: accessibilityDescription, width: canvas.width, height: canvas.height, body: body)
  }

  /// ``svg(on:)`` as UTF-8 bytes.
  public func svgData(on canvas: RingCanvas) throws(RenderError) -> Data {
    Data(try svg(on: canvas).utf8)
  }

  /// Renders the ring as a one-page PDF of `canvas.width` × `canvas.height` points; the scale
  /// does not apply.
  ///
  /// The document is titled with `accessibilityDescription`, the ring is tagged as a Figure and
  /// the document is marked as tagged (`pdfinfo` says "Tagged: yes"), with viewers told to show
  /// the title. (Cairo 1.16 cannot attach alt text to the Figure itself, so the title carries
  /// it.)
  public func pdfData(on canvas: RingCanvas) throws(RenderError) -> Data {
    let layout = try layout(on: canvas, rasterizing: false)
    let surface = try CairoSurface.pdf(width: canvas.width, height: canvas.height, title: accessibilityDescription)
    let context = try CairoContext(surface: surface)
    try RingPainter(cr: context.raw).paint(layout, background: canvas.background, figureTag: true)
    return Data(try surface.finishStream())
  }

  /// The PNG as a `data:image/png;base64,…` URI, for an HTML `<img src>` or CSS `url()`: one
  /// line of ASCII, without a newline.
  public func pngDataURI(on canvas: RingCanvas) throws(RenderError) -> String {
    "data:image/png;base64," + (try pngData(on: canvas).base64EncodedString())
  }

  // MARK: - Shared steps

  /// Validates the ring and the canvas and lays the ring out.
  ///
  /// Besides ``ProgressRing/validate()`` and the canvas checks, this resolves the fonts (so a
  /// malformed fontconfig pattern is reported against its property) and, for rasters, keeps
  /// every font under ``RingCanvas/maxPixelsPerSide`` pixels, past which FreeType fails.
  func layout(on canvas: RingCanvas, rasterizing: Bool) throws(RenderError) -> RingLayout {
    let layout: RingLayout
    do throws(RingValidationError) {
      try rasterizing ? canvas.validateRaster() : canvas.validate()
      // A point is a pixel of an SVG or a PDF at 100 %; a raster has `scale` pixels per point.
      let scale = rasterizing ? canvas.scale : 1
      layout = try RingLayout(
        ring: keepingTrackVisible(on: canvas, scale: scale), width: canvas.width, height: canvas.height, scale: scale)
    } catch {
      throw .invalid(error)
    }
    guard let text = layout.text else { return layout }
    for (key, name) in [(RenderSpec.Key.valueFontName, valueFontName), (.unitFontName, unitFontName)]
    where text.runs.contains(where: { $0.fontName == name }) {
      do throws(RenderError) {
        _ = try FontLibrary.shared.face(named: name)
      } catch .invalid(let error) {
        throw .invalid(RingValidationError(key, reason: error.reason))
      }
    }
    let limit = Double(RingCanvas.maxPixelsPerSide)
    let sizes: [(RenderSpec.Key, Double?)] = [
      (.valueFontSize, valueFontSize), (.valueDecimalFontSize, valueDecimalFontSize), (.unitFontSize, unitFontSize),
    ]
    for case let (key, size?) in sizes where rasterizing && size * canvas.scale > limit {
      throw .invalid(
        RingValidationError(
          key,
          reason:
            "\(FixedPoint.compact(size)) pt at scale \(FixedPoint.compact(canvas.scale)) is over the limit of \(Int(limit)) px"
        ))
    }
    return layout
  }

  /// Lays the ring out and draws it on a new image surface, which is returned: for `make bench`,
  /// which times drawing, ringgen's encoding and Cairo's apart on the same frame.
  package func drawnSurface(on canvas: RingCanvas) throws(RenderError) -> CairoSurface {
    try drawRaster(on: canvas).surface
  }

  /// Lays the ring out and draws it on a new image surface, whose context is returned;
  /// `offset` (points) moves the drawing, not the background; `arcs` says how arcs are split
  /// into curves (animation frames split them steadily).
  func drawRaster(
    on canvas: RingCanvas, shiftedBy offset: Point = .zero, arcs: RingPainter.ArcSplitting = .cairo
  ) throws(RenderError) -> CairoContext {
    let layout = try layout(on: canvas, rasterizing: true)
    let context = try CairoContext.image(for: canvas)
    if offset != .zero { cairo_translate(context.raw, offset.x, offset.y) }
    try RingPainter(cr: context.raw, arcs: arcs).paint(layout, background: nil)
    return context
  }
}
