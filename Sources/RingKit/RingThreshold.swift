/// A colour the progress band takes once the value reaches a share of the maximum, as a KPI
/// turns amber and then red.
public struct RingThreshold: Sendable, Hashable {
  /// The share of ``ProgressRing/maxValue`` at and above which the colour applies, in
  /// percent (0…100).
  public var percent: Double
  /// The progress band's colour (fill and frame) from ``percent`` on.
  public var color: RingColor

  /// Creates a threshold.
  public init(percent: Double, color: RingColor) {
    self.percent = percent
    self.color = color
  }

  /// The most thresholds a ring takes.
  public static let maximumCount = 64

  /// Parses `'70:#f59e0b, 90:#dc2626'`: comma-separated `PERCENT:COLOR` pairs (a `%` after
  /// the number is allowed; commas inside a colour's parentheses belong to the colour).
  ///
  /// - Throws: ``RingValidationError`` (property `thresholds`) naming the pair that does not
  ///   parse, or a list that ``validate(_:)`` rejects.
  public static func parseList(_ text: String) throws(RingValidationError) -> [RingThreshold] {
    var thresholds: [RingThreshold] = []
    for (index, item) in RingGradient.topLevelItems(of: text).enumerated() {
      guard let colon = item.firstIndex(of: ":") else {
        throw error("threshold \(index + 1): '\(item)' is not PERCENT:COLOR")
      }
      var number = item[..<colon].trimmingWhitespace()
      if number.hasSuffix("%") { number = number.dropLast() }
      guard let percent = Double(decimal: number), percent.isFinite else {
        throw error("threshold \(index + 1): '\(item[..<colon])' is not a percentage")
      }
      let colorText = String(item[item.index(after: colon)...].trimmingWhitespace())
      guard let color = RingColor(colorText) else {
        throw error("threshold \(index + 1): '\(colorText)' is not a colour (\(RingColor.acceptedForms))")
      }
      thresholds.append(RingThreshold(percent: percent, color: color))
    }
    try validate(thresholds)
    return thresholds
  }

  /// Checks a list of thresholds: at most 64, each within 0…100 %, in increasing order.
  ///
  /// - Throws: ``RingValidationError`` (property `thresholds`).
  public static func validate(_ thresholds: [RingThreshold]) throws(RingValidationError) {
    guard thresholds.count <= maximumCount else {
      throw error("at most \(maximumCount) thresholds, not \(thresholds.count)")
    }
    var previous = -Double.infinity
    for (index, threshold) in thresholds.enumerated() {
      guard threshold.percent.isFinite, (0...100).contains(threshold.percent) else {
        throw error("threshold \(index + 1): \(FixedPoint.compact(threshold.percent))% is outside 0…100%")
      }
      guard threshold.percent > previous else {
        throw error(
          "threshold \(index + 1): \(FixedPoint.compact(threshold.percent))% must be above the previous \(FixedPoint.compact(previous))%"
        )
      }
      previous = threshold.percent
    }
  }

  /// The colour for a value at `percent` of the maximum: `base` below the first threshold,
  /// then each threshold's colour from its percent on; with `blend`, the colour runs
  /// linearly from `base` at 0 % through each threshold's colour at its percent.
  static func color(
    at percent: Double, thresholds: [RingThreshold], base: RingColor, blend: Bool
  ) -> RingColor {
    guard let last = thresholds.last else { return base }
    if !blend { return thresholds.last(where: { percent >= $0.percent })?.color ?? base }
    var previous = RingThreshold(percent: 0, color: base)
    for threshold in thresholds {
      if percent < threshold.percent {
        let span = threshold.percent - previous.percent
        return span > 0 ? previous.color.mixed(with: threshold.color, by: (percent - previous.percent) / span) : base
      }
      previous = threshold
    }
    return last.color
  }

  private static func error(_ reason: String) -> RingValidationError {
    RingValidationError(.thresholds, reason: reason)
  }
}
