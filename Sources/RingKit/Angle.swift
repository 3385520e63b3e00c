/// An angle around the ring, in radians, measured clockwise from 12 o'clock.
///
/// This is RingKit's one angle convention, used by every type in the package:
///
/// - 0 points straight up (12 o'clock), π/2 to 3 o'clock, π to 6 o'clock, 3π/2 to 9 o'clock;
/// - angles grow **clockwise as you look at the picture**, on a canvas whose y axis points down;
/// - the point at angle θ and radius r around a centre c is `(c.x + r·sin θ, c.y − r·cos θ)`.
///
/// MBCircularProgressBar computes its angles in Core Graphics' convention (0 at 3 o'clock);
/// ``RingLayout`` turns those formulas into this one, and each renderer converts back to its
/// own convention in exactly one function (for Cairo, `Angle.cairoRadians` in `RingCairo`).
///
/// Angles are not normalised: 2π is a full clockwise turn, not 0, and negative angles run
/// counter-clockwise from the top.
public struct Angle: Sendable, Hashable, Codable, Comparable {
  /// The angle in radians, clockwise from 12 o'clock.
  public var radians: Double

  /// Creates an angle from radians, clockwise from 12 o'clock.
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle of `degrees` degrees, clockwise from 12 o'clock.
  public static func degrees(_ degrees: Double) -> Angle {
    Angle(radians: degrees * .pi / 180)
  }

  /// An angle of `turns` full turns, clockwise from 12 o'clock (0.25 is 3 o'clock).
  public static func turns(_ turns: Double) -> Angle {
    Angle(radians: turns * 2 * .pi)
  }

  /// The angle in degrees, clockwise from 12 o'clock.
  public var degrees: Double { radians * 180 / .pi }

  /// No rotation: 12 o'clock.
  public static let zero = Angle(radians: 0)

  /// One full clockwise turn, 2π.
  public static let fullTurn = Angle(radians: 2 * .pi)

  /// The point at this angle, `radius` points away from `center`.
  public func point(radius: Double, around center: Point) -> Point {
    Point(x: center.x + radius * sine(radians), y: center.y - radius * cosine(radians))
  }

  /// The angle at which `point` lies seen from `center` (0 when they coincide).
  public init(of point: Point, around center: Point) {
    self.init(radians: arcTangent(point.x - center.x, center.y - point.y))
  }

  /// The unit vector pointing clockwise along a circle at this angle (the forward tangent).
  public var clockwiseTangent: Point {
    Point(x: cosine(radians), y: sine(radians))
  }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}
