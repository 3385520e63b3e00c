/// A stretch of the centre text set in one font at one size.
public struct TextRun: Sendable, Hashable {
  /// The characters.
  public var text: String
  /// The font, as the ring names it (resolved through fontconfig by the renderer).
  public var fontName: String
  /// The size in points.
  public var fontSize: Double

  /// Creates a run.
  public init(text: String, fontName: String, fontSize: Double) {
    self.text = text
    self.fontName = fontName
    self.fontSize = fontSize
  }
}
