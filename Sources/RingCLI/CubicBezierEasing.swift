/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing function.
struct CubicBezierEasing: WatchEasing, Hashable {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
  static let easeInOut = CubicBezierEasing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// Solves x(s) = `time` for the curve parameter s (Newton's method, then bisection if that
  /// stalls; x is monotonic because x1 and x2 are in 0…1) and returns y(s).
  func progress(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < 1 else { return 1 }
    var s = time
    for _ in 0..<8 {
      let error = Self.curve(s, x1, x2) - time
      if abs(error) < 1e-9 { return Self.curve(s, y1, y2) }
      let slope = Self.slope(s, x1, x2)
      guard abs(slope) > 1e-6 else { break }
      s = min(max(s - error / slope, 0), 1)
    }
    var low = 0.0, high = 1.0
    s = time
    while high - low > 1e-9 {
      if Self.curve(s, x1, x2) < time { low = s } else { high = s }
      s = (low + high) / 2
    }
    return Self.curve(s, y1, y2)
  }

  /// One coordinate of the curve from (0, 0) to (1, 1) with control values `p1` and `p2`.
  private static func curve(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
  }

  private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
