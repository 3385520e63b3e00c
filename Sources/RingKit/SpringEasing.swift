/// A damped spring that carries progress from 0 to 1 and settles there, fitted to the
/// animation's duration.
///
/// The spring (mass, stiffness, damping) starts at rest at 0 and is pulled to 1. Its motion is
/// stretched so that it settles — stays within 0.1 % of the target — exactly at the end of the
/// animation, the way duration-based springs in animation libraries work. Because of that
/// stretch, the shape depends only on the damping ratio ζ = damping / (2·√(stiffness·mass)):
/// below 1 it overshoots and oscillates (fewer, larger swings the lower it is), at 1 and above
/// it glides in without overshoot. `response` and stiffness set the spring's own timescale,
/// which the duration replaces.
public struct SpringEasing: Sendable, Hashable {
  /// Stiffness k, in newtons per metre for a 1-kg mass; above 0.
  public let stiffness: Double
  /// Damping coefficient c; above 0.
  public let damping: Double
  /// Mass m; above 0.
  public let mass: Double

  /// How close to the target counts as settled, as a fraction of the distance.
  public static let settledWithin = 0.001

  /// The damping ratios a spring may have: below 0.05 it rings so long that frames alias
  /// into noise; above 1000 it barely moves until the end.
  public static let dampingRatioRange = 0.05...1000.0

  /// A spring from its physical constants, or nil unless all three are finite and above 0 and
  /// the damping ratio lies in ``dampingRatioRange``.
  public init?(stiffness: Double, damping: Double, mass: Double = 1) {
    guard [stiffness, damping, mass].allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    guard Self.dampingRatioRange.contains(dampingRatio) else { return nil }
  }

  /// A spring as SwiftUI describes one: `response` is the period of the undamped spring in
  /// seconds, `dampingFraction` the damping ratio (1 is critically damped, within
  /// ``dampingRatioRange``); nil otherwise.
  public init?(response: Double, dampingFraction: Double) {
    guard response.isFinite, response > 0, dampingFraction.isFinite, dampingFraction > 0 else { return nil }
    let stiffness = power(2 * .pi / response, 2)
    self.init(stiffness: stiffness, damping: 2 * dampingFraction * stiffness.squareRoot())
  }

  /// The damping ratio ζ, which alone decides the curve's shape.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The progress at time `t` in 0…1.
  public func progress(at t: Double) -> Double {
    let zeta = dampingRatio
    return Self.position(at: t * Self.settlingTime(dampingRatio: zeta), dampingRatio: zeta)
  }

  /// Where a unit spring (natural frequency 1 rad/s) with damping ratio ζ is after time τ,
  /// starting at rest at 0 and pulled to 1.
  static func position(at tau: Double, dampingRatio zeta: Double) -> Double {
    if zeta < 1 {
      let damped = (1 - zeta * zeta).squareRoot()
      return 1 - exponential(-zeta * tau) * (cosine(damped * tau) + zeta / damped * sine(damped * tau))
    }
    if zeta == 1 {
      return 1 - exponential(-tau) * (1 + tau)
    }
    // Over-damped: the sum of two decaying exponentials. The roots multiply to 1, which gives
    // the slow one without the cancellation of −ζ + √(ζ² − 1) for large ζ.
    let spread = (zeta * zeta - 1).squareRoot()
    let fast = -zeta - spread
    let slow = 1 / fast
    return 1 - (fast * exponential(slow * tau) - slow * exponential(fast * tau)) / (fast - slow)
  }

  /// The time after which the unit spring stays within ``settledWithin`` of its target.
  static func settlingTime(dampingRatio zeta: Double) -> Double {
    if zeta < 1 {
      // The oscillation's envelope is e^(−ζτ) / √(1 − ζ²).
      return -logarithm(settledWithin * (1 - zeta * zeta).squareRoot()) / zeta
    }
    // Without overshoot the distance to go only shrinks: bisect for where it reaches the limit.
    var low = 0.0
    var high = 1.0
    while 1 - position(at: high, dampingRatio: zeta) > settledWithin { high *= 2 }
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if 1 - position(at: middle, dampingRatio: zeta) > settledWithin { low = middle } else { high = middle }
    }
    return high
  }
}
