/// A point or offset on the canvas, in points, with y growing downwards.
public struct Point: Sendable, Hashable, Codable {
  /// Horizontal position in points, growing to the right.
  public var x: Double
  /// Vertical position in points, growing downwards.
  public var y: Double

  /// Creates a point from its coordinates in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
}
