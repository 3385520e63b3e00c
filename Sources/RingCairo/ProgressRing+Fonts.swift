import RingKit

extension ProgressRing {
  /// The characters of the centre text that no installed font has, in order, without repeats.
  ///
  /// Pango takes each character the ring's font lacks from another installed face; what no face
  /// has is drawn as a box showing its code point. An empty array means every character has a
  /// glyph (or there is no text). The answer does not depend on the canvas, but the time does:
  /// Pango keeps the fonts it loads for each size, so asking on the canvas the ring will be
  /// drawn on lets the drawing reuse them (each new size costs fontconfig a sort of every
  /// installed font).
  ///
  /// - Parameter canvas: The canvas the ring will be drawn on; any canvas gives the same answer.
  /// - Throws: ``RenderError/invalid(_:)`` when the ring cannot be laid out.
  public func uncoveredCharacters(
    on canvas: RingCanvas = RingCanvas(size: 100)
  ) throws(RenderError) -> [Unicode.Scalar] {
    guard let text = try layout(on: canvas, rasterizing: false).text else { return [] }
    return try TextLayout(measuring: text).uncoveredCharacters
  }

  /// Whether the centre text is cut short with an ellipsis when the ring is drawn on `canvas`
  /// as `format`: with `LabelFit.shrink`, text that does not fit once its smallest run is at
  /// `RingLayout.minimumLabelPixels` pixels ends in "…" (see `RingText.FitCircle`).
  ///
  /// - Parameters:
  ///   - canvas: The canvas the ring will be drawn on; its scale counts for raster formats.
  ///   - format: The format it will be written as; SVG and PDF are one pixel per point.
  /// - Throws: ``RenderError/invalid(_:)`` when the ring cannot be laid out.
  public func ellipsizesText(on canvas: RingCanvas, as format: ImageFormat = .png) throws(RenderError) -> Bool {
    guard let text = try layout(on: canvas, rasterizing: format != .svg && format != .pdf).text else { return false }
    return try TextLayout(measuring: text).isCutShort
  }

  /// Whether the centre text's ink reaches past an edge of `canvas`, where the drawing cuts it:
  /// text that is not fitted (`LabelFit.none`, the mb preset's) and is wider or taller than the
  /// canvas, or moved out by `textOffset`.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` when the ring cannot be laid out.
  public func textReachesPastCanvas(on canvas: RingCanvas) throws(RenderError) -> Bool {
    guard let text = try layout(on: canvas, rasterizing: false).text else { return false }
    let measured = try TextLayout(measuring: text)
    return ([measured.label] + (measured.caption.map { [$0] } ?? [])).contains { line in
      let ink = line.inkBox
      return ink.width > 0
        && (ink.x < 0 || ink.y < 0 || ink.x + ink.width > canvas.width || ink.y + ink.height > canvas.height)
    }
  }
}
