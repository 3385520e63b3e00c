/// A rectangle on the canvas, in points: its top-left corner and its size.
public struct Rect: Sendable, Hashable, Codable {
  /// Left edge in points.
  public var x: Double
  /// Top edge in points.
  public var y: Double
  /// Width in points; a rectangle with a width or height ≤ 0 is empty.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a rectangle from its top-left corner and size, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }
  /// Whether the rectangle encloses no area.
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// The rectangle moved inwards by `inset` points on all four sides, as `CGRectInset` does.
  ///
  /// A negative inset grows the rectangle. An inset larger than half the width or height leaves
  /// an empty rectangle.
  public func insetBy(_ inset: Double) -> Rect {
    Rect(x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset)
  }

  /// The smallest rectangle with whole-point edges that contains this one, as `CGRectIntegral`
  /// does: the origin is floored and the far edges are ceiled.
  public var integral: Rect {
    let left = x.rounded(.down)
    let top = y.rounded(.down)
    let right = (x + width).rounded(.up)
    let bottom = (y + height).rounded(.up)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
