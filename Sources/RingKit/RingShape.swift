/// One filled and optionally framed outline of a ``RingDrawing``: how a band, or the centre
/// disc, is put on the page.
public struct RingShape: Sendable, Hashable {
  /// A line drawn along the outline: mitred joins (limit 10), centred on the outline.
  public struct Frame: Sendable, Hashable {
    /// What the line is painted with.
    public var paint: RingPaint
    /// The line's width, in points.
    public var width: Double

    /// Creates a frame.
    public init(paint: RingPaint, width: Double) {
      self.paint = paint
      self.width = width
    }
  }

  /// The outline, filled with the non-zero winding rule.
  public var path: RingPath
  /// What the inside of ``path`` is painted with.
  public var fill: RingPaint
  /// The line drawn along ``path`` after the fill, if any.
  public var frame: Frame?

  /// Creates a shape.
  public init(path: RingPath, fill: RingPaint, frame: Frame? = nil) {
    self.path = path
    self.fill = fill
    self.frame = frame
  }
}
