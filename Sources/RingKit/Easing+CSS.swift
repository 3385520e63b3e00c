extension Easing {
  /// The largest gap, in progress (0…1), between a curve and the CSS `linear()` function
  /// ``cssTimingFunction`` writes for it.
  public static let cssLinearTolerance = 0.002

  /// The easing as a CSS `animation-timing-function`, for an animated SVG that moves as the
  /// frames do.
  ///
  /// `linear`, cubic-bézier curves and steps are exact: `linear`, `cubic-bezier(x1, y1, x2, y2)`
  /// and `steps(n, jump-start|jump-end)`. Penner's equations and springs have no CSS form, so
  /// they become `linear()` through points of the curve, as few as keep every point of it within
  /// ``cssLinearTolerance`` of the polyline (sampled at 1/1024 steps of time); a bounce's corners
  /// and a spring's turns get the points they need.
  public var cssTimingFunction: String {
    switch self {
    case .linear: return "linear"
    case .cubicBezier(let curve):
      return
        "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map { Self.cssNumber($0) }.joined(separator: ",")))"
    case .steps(let count, let position): return "steps(\(count),\(position.rawValue))"
    case .penner, .spring: return "linear(\(linearStops().joined(separator: ",")))"
    }
  }

  /// The stops of a `linear()` approximation: progress and, between the ends, its time in percent.
  private func linearStops() -> [String] {
    let samples = 1024
    let values = (0...samples).map { self(Double($0) / Double(samples)) }
    // Greedy: from each kept point, reach as far as a straight line stays within tolerance.
    var kept = [0]
    var start = 0
    while start < samples {
      var end = start + 1
      while end < samples, fits(values, from: start, to: end + 1) { end += 1 }
      kept.append(end)
      start = end
    }
    return kept.map { index in
      let value = Self.cssNumber(values[index], places: 4)
      guard index > 0, index < samples else { return value }
      return "\(value) \(Self.cssNumber(Double(index) / Double(samples) * 100, places: 3))%"
    }
  }

  private func fits(_ values: [Double], from start: Int, to end: Int) -> Bool {
    let (a, b) = (values[start], values[end])
    for index in start...end {
      let share = Double(index - start) / Double(end - start)
      // The stops are written with four decimals, so the line is checked as it will be read.
      let rounded = { (x: Double) in (x * 10_000).rounded() / 10_000 }
      if abs(rounded(a) + (rounded(b) - rounded(a)) * share - values[index]) > Self.cssLinearTolerance { return false }
    }
    return true
  }

  /// A number with at most `places` decimals and no trailing zeros, as CSS reads it.
  package static func cssNumber(_ value: Double, places: Int = 3) -> String {
    var text = Substring(FixedPoint.format(value, places: places))
    if text.contains(".") {
      while text.hasSuffix("0") { text = text.dropLast() }
      if text.hasSuffix(".") { text = text.dropLast() }
    }
    return text == "-0" ? "0" : String(text)
  }
}
