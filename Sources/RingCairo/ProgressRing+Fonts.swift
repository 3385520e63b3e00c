import RingKit

extension ProgressRing {
  /// The characters of the centre text that no installed font has, in order, without repeats.
  ///
  /// Pango takes each character the ring's font lacks from another installed face; what no face
  /// has is drawn as a box showing its code point. An empty array means every character has a
  /// glyph (or there is no text). The answer does not depend on the canvas.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` when the ring cannot be laid out.
  public func uncoveredCharacters() throws(RenderError) -> [Unicode.Scalar] {
    guard let text = try layout(on: RingCanvas(size: 100), rasterizing: false).text else { return [] }
    return try TextLayout(measuring: text).uncoveredCharacters
  }
}
