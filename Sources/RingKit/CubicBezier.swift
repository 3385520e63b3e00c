/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing curve from (0, 0) to (1, 1).
///
/// The curve maps time x to progress y. Solving for x uses Newton's method from the linear
/// guess and falls back to bisection where the slope is too flat for Newton, so the answer is
/// always within 10⁻⁷ in x, as browsers compute it.
public struct CubicBezier: Sendable, Hashable {
  /// The first control point; `x1` must lie in 0…1, `y1` may overshoot.
  public let x1, y1: Double
  /// The second control point; `x2` must lie in 0…1, `y2` may overshoot.
  public let x2, y2: Double

  /// Creates the curve, or returns nil unless all four numbers are finite and `x1`, `x2` lie
  /// in 0…1 (otherwise the curve is not a function of time), and the curve's polynomial can be
  /// evaluated without overflow (see ``hasFiniteCoefficients(y1:y2:)``).
  public init?(x1: Double, y1: Double, x2: Double, y2: Double) {
    guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2),
      Self.hasFiniteCoefficients(y1: y1, y2: y2)
    else { return nil }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// A curve from literal control points already known to be valid.
  init(validX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The progress at time `x` in 0…1.
  public func progress(at x: Double) -> Double {
    sample(y1, y2, at: parameter(forX: x))
  }

  /// Whether B(u) for these y values, whose coefficients are 3·y1 and 3·(y2 − y1) − 3·y1,
  /// can be evaluated in `Double`: with y near 10³⁰⁸ they overflow and the progress is NaN.
  public static func hasFiniteCoefficients(y1: Double, y2: Double) -> Bool {
    let c = 3 * y1
    let b = 3 * (y2 - y1) - c
    let a = 1 - c - b
    return (a.magnitude + b.magnitude + c.magnitude).isFinite
  }

  /// B(u) for one coordinate of the control points, in Horner form.
  private func sample(_ p1: Double, _ p2: Double, at u: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * u + b) * u + c) * u
  }

  private func slope(_ p1: Double, _ p2: Double, at u: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * u + 2 * b) * u + c
  }

  /// The curve parameter u whose x is `x`.
  private func parameter(forX x: Double) -> Double {
    let tolerance = 1e-7
    var u = x
    for _ in 0..<8 {
      let error = sample(x1, x2, at: u) - x
      if abs(error) < tolerance { return u }
      let derivative = slope(x1, x2, at: u)
      guard abs(derivative) > 1e-6 else { break }
      u -= error / derivative
    }
    // x(u) is monotone on 0…1 because x1 and x2 are, so bisection always converges.
    var low = 0.0
    var high = 1.0
    u = x
    for _ in 0..<64 {
      let value = sample(x1, x2, at: u)
      if abs(value - x) < tolerance { break }
      if value < x { low = u } else { high = u }
      u = (low + high) / 2
    }
    return u
  }
}
