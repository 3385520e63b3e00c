/// How an animation moves from its start to its end: a map from time to progress, both 0…1.
///
/// Every easing maps 0 to 0 and 1 to 1 exactly; in between, `back`, `elastic`, springs and
/// cubic-bézier curves with y outside 0…1 may overshoot.
///
/// ```swift
/// Easing.easeInOut(0.5)                                // 0.5: UIView's default curve
/// Easing.penner(PennerEasing(curve: .cubic, direction: .out))(0.5)   // 0.875
/// try Easing(parsing: "cubic-bezier(0.25, 0.1, 0.25, 1)")          // CSS's `ease`
/// ```
///
/// Each easing has a kebab-case ``name`` (as the command line spells it), which
/// ``init(parsing:)`` reads back and which is also its `Codable` form.
public enum Easing: Sendable, Hashable {
  /// Constant speed.
  case linear
  /// A CSS cubic-bézier timing curve.
  case cubicBezier(CubicBezier)
  /// One of Penner's equations.
  case penner(PennerEasing)
  /// A damped spring fitted to the duration.
  case spring(SpringEasing)
  /// `count` equal jumps, at the start or the end of each interval, as CSS `steps()`.
  case steps(count: Int, position: StepPosition)

  /// Where a `steps()` easing jumps.
  public enum StepPosition: String, Sendable, Hashable, CaseIterable {
    /// At the start of each interval (CSS `jump-start`): the first step shows at once.
    case jumpStart = "jump-start"
    /// At the end of each interval (CSS `jump-end`): the last step shows at the end.
    case jumpEnd = "jump-end"
  }

  // MARK: - Named curves

  /// Core Animation's `easeIn`: cubic-bézier(0.42, 0, 1, 1).
  public static let easeIn = bezier(0.42, 0, 1, 1)
  /// Core Animation's `easeOut`: cubic-bézier(0, 0, 0.58, 1).
  public static let easeOut = bezier(0, 0, 0.58, 1)
  /// Core Animation's `easeInEaseOut`, UIView's default: cubic-bézier(0.42, 0, 0.58, 1).
  public static let easeInOut = bezier(0.42, 0, 0.58, 1)
  /// CSS's `ease`: cubic-bézier(0.25, 0.1, 0.25, 1).
  public static let ease = bezier(0.25, 0.1, 0.25, 1)

  /// A curve from control points known to be valid.
  private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
    .cubicBezier(CubicBezier(validX1: x1, y1: y1, x2: x2, y2: y2))
  }

  // MARK: - Evaluation

  /// The progress at time `t`: 0 for `t` ≤ 0, 1 for `t` ≥ 1 (and for NaN), the curve between.
  public func callAsFunction(_ t: Double) -> Double {
    guard t > 0 else { return t.isNaN ? 1 : 0 }
    guard t < 1 else { return 1 }
    switch self {
    case .linear: return t
    case .cubicBezier(let curve): return curve.progress(at: t)
    case .penner(let curve): return curve.progress(at: t)
    case .spring(let spring): return spring.progress(at: t)
    case .steps(let count, let position):
      // CSS: the step in progress is floor(t·n); jump-start shows the next one already.
      let step = (t * Double(count)).rounded(.down) + (position == .jumpStart ? 1 : 0)
      return min(step / Double(count), 1)
    }
  }

  /// A bound on |progress| over 0…1, for checking that an eased move stays finite: a bézier
  /// curve stays within its control points' hull (so max(1, |y1|, |y2|)); springs (damping
  /// ratio ≥ 0.05) and Penner's back and elastic overshoot by well under 1.
  package var progressBound: Double {
    switch self {
    case .linear, .steps: return 1
    case .cubicBezier(let curve): return max(1, curve.y1.magnitude, curve.y2.magnitude)
    case .penner, .spring: return 2
    }
  }
}
