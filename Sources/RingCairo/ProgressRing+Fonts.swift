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
}
