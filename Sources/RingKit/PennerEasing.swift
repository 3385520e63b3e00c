/// Robert Penner's easing equations, as easings.net and most animation libraries define them.
public struct PennerEasing: Sendable, Hashable {
  /// The shape of the curve.
  public enum Curve: String, Sendable, Hashable, CaseIterable {
    case quad, cubic, quart, quint, sine, expo, circ, back, elastic, bounce
  }

  /// Which end eases.
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// Starts slowly.
    case `in`
    /// Ends slowly.
    case out
    /// Starts and ends slowly.
    case inOut = "in-out"
  }

  /// The shape.
  public var curve: Curve
  /// Which end eases.
  public var direction: Direction

  /// Creates an easing, such as `PennerEasing(curve: .cubic, direction: .inOut)`.
  public init(curve: Curve, direction: Direction) {
    self.curve = curve
    self.direction = direction
  }

  /// The progress at time `t` in 0…1 (`back` and `elastic` overshoot 0…1 on the way).
  public func progress(at t: Double) -> Double {
    switch direction {
    case .in: return easeIn(t)
    // Every "out" curve is the "in" curve turned half a turn, and "in-out" the two halves.
    case .out: return curve == .bounce ? bounceOut(t) : outFromIn(t)
    case .inOut: return inOut(t)
    }
  }

  private func easeIn(_ t: Double) -> Double {
    switch curve {
    case .quad: return t * t
    case .cubic: return t * t * t
    case .quart: return t * t * t * t
    case .quint: return t * t * t * t * t
    case .sine: return 1 - cosine(t * .pi / 2)
    case .expo: return t == 0 ? 0 : power(2, 10 * t - 10)
    case .circ: return 1 - (1 - t * t).squareRoot()
    case .back: return Self.backC3 * t * t * t - Self.backC1 * t * t
    case .elastic:
      guard t > 0 && t < 1 else { return t <= 0 ? 0 : 1 }
      return -power(2, 10 * t - 10) * sine((t * 10 - 10.75) * (2 * .pi / 3))
    case .bounce: return 1 - bounceOut(1 - t)
    }
  }

  private func outFromIn(_ t: Double) -> Double { 1 - easeIn(1 - t) }

  private func inOut(_ t: Double) -> Double {
    switch curve {
    case .back:
      let c2 = Self.backC1 * 1.525
      return t < 0.5
        ? (power(2 * t, 2) * ((c2 + 1) * 2 * t - c2)) / 2
        : (power(2 * t - 2, 2) * ((c2 + 1) * (t * 2 - 2) + c2) + 2) / 2
    case .elastic:
      guard t > 0 && t < 1 else { return t <= 0 ? 0 : 1 }
      let c5 = 2 * Double.pi / 4.5
      return t < 0.5
        ? -(power(2, 20 * t - 10) * sine((20 * t - 11.125) * c5)) / 2
        : (power(2, -20 * t + 10) * sine((20 * t - 11.125) * c5)) / 2 + 1
    case .bounce:
      return t < 0.5 ? (1 - bounceOut(1 - 2 * t)) / 2 : (1 + bounceOut(2 * t - 1)) / 2
    default:
      return t < 0.5 ? easeIn(2 * t) / 2 : 1 - easeIn(2 - 2 * t) / 2
    }
  }

  private func bounceOut(_ t: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if t < 1 / d1 { return n1 * t * t }
    if t < 2 / d1 { return n1 * (t - 1.5 / d1) * (t - 1.5 / d1) + 0.75 }
    if t < 2.5 / d1 { return n1 * (t - 2.25 / d1) * (t - 2.25 / d1) + 0.9375 }
    return n1 * (t - 2.625 / d1) * (t - 2.625 / d1) + 0.984375
  }

  private static let backC1 = 1.70158
  private static let backC3 = backC1 + 1
}
