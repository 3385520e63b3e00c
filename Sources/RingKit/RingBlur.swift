/// A blurred silhouette in a ``RingDrawing``: shapes filled in one colour, moved by an offset
/// and blurred, as a shadow or a glow.
public struct RingBlur: Sendable, Hashable {
  /// The outlines whose union is the silhouette (non-zero winding each).
  public var paths: [RingPath]
  /// How far the silhouette is moved, in points.
  public var offset: Point
  /// The blur radius in points; the Gaussian's standard deviation is half of it.
  public var radius: Double
  /// The colour the silhouette is filled with.
  public var color: RingColor
  /// A rectangle, in points, outside which the blurred silhouette leaves no visible ink.
  public var area: Rect

  /// Creates a blurred silhouette.
  public init(paths: [RingPath], offset: Point, radius: Double, color: RingColor, area: Rect) {
    self.paths = paths
    self.offset = offset
    self.radius = radius
    self.color = color
    self.area = area
  }

  /// The Gaussian's standard deviation, in points.
  public var standardDeviation: Double { radius / 2 }
}
