/// A progress badge as shields.io draws its badges: a label on grey, and the value on a colour
/// that its progress chooses, with a small ring of that progress before the value.
///
/// ```swift
/// let badge = try Badge(label: "coverage", value: 87)
/// badge.message                    // "87%"
/// badge.color.hexString            // "#A4A61D", shields' yellowgreen
/// badge.accessibilityDescription   // "coverage: 87%"
/// ```
public struct Badge: Sendable, Hashable {
  /// shields.io's badge styles.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// 20 px high, rounded 3-px corners, a light gradient and text shadows.
    case flat
    /// 20 px high, square corners, no gradient, no shadows.
    case flatSquare = "flat-square"
    /// 28 px high, square, upper-case text spaced 1.25 px, the value in bold.
    case forTheBadge = "for-the-badge"

    /// The names, joined with `|` for help and messages.
    public static var nameList: String { allCases.map(\.rawValue).joinedWith("|") }
  }

  /// The text on the left; not empty.
  public var label: String
  /// The value, 0 or more.
  public var value: Double
  /// What the value is out of, above 0; nil for a percentage (out of 100, shown as "87%").
  public var maxValue: Double?
  /// The style.
  public var style: Style
  /// The value's colour by percentage, as a ring's `thresholds` (below the first: shields'
  /// red); nil for shields' coverage scale (``coverageColor(percent:)``).
  public var thresholds: [RingThreshold]?
  /// The label's background: shields' grey `#555`.
  public var labelColor = RingColor(rgb: 0x555555)

  /// A badge, validated (see ``validate()``).
  public init(
    label: String, value: Double, maxValue: Double? = nil, style: Style = .flat, thresholds: [RingThreshold]? = nil
  ) throws(RingValidationError) {
    self.label = label
    self.value = value
    self.maxValue = maxValue
    self.style = style
    self.thresholds = thresholds
    try validate()
  }

  /// Refuses an empty label (or one with a control character), a value that is negative or not
  /// finite, a maximum that is not above 0, and thresholds out of order.
  public func validate() throws(RingValidationError) {
    guard !label.trimmingWhitespace().isEmpty else {
      throw RingValidationError(
        property: "label", keys: [], reason: "the label is empty; a badge needs one, such as coverage")
    }
    guard !label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw RingValidationError(property: "label", keys: [], reason: "the label has a control character")
    }
    guard value.isFinite, value >= 0 else {
      throw RingValidationError(
        property: "value", keys: [], reason: "\(FixedPoint.compact(value)) is not a number 0 or more")
    }
    if let maxValue, !(maxValue.isFinite && maxValue > 0) {
      throw RingValidationError(
        property: "max", keys: [], reason: "\(FixedPoint.compact(maxValue)) is not a number above 0")
    }
    if let thresholds { try RingThreshold.validate(thresholds) }
  }

  /// Unicode's White_Space as an ECMAScript character class: what `Character.isWhitespace`
  /// tests, which ECMAScript's `\s` does not (it adds U+FEFF and lacks U+0085).
  private static let whiteSpaceClass =
    "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000"

  /// What ``validate()`` accepts as a label, as an ECMAScript regular expression for an API
  /// document: no control character, and something besides white space.
  package static let labelPattern: String = {
    let allowed = "[^\\u0000-\\u001f\\u007f-\\u009f]"
    let visible = "[^\\u0000-\\u001f\\u007f-\\u009f\(whiteSpaceClass)]"
    return "^\(allowed)*\(visible)\(allowed)*$"
  }()

  /// What ``parseValue(_:)`` reads and ``validate()`` accepts, as an ECMAScript regular
  /// expression for an API document: a decimal number 0 or more with an optional `%`, or
  /// `VALUE/MAX` with a maximum above 0, each part with optional white space around it.
  ///
  /// Every number that matches is in Double's range and, for a maximum, above 0: at most 15
  /// digits before the point (after leading zeros), 30 after it, and two of exponent. A
  /// number past those (`1e100`) is read but does not match.
  package static let valuePattern: String = {
    let space = "[\(whiteSpaceClass)]*"
    let exponent = "(?:[eE][+-]?[0-9]{1,2})?"
    let number = "\\+?0*(?:[0-9]{1,15}(?:\\.[0-9]{0,30})?|\\.[0-9]{1,30})" + exponent
    let positive = "\\+?0*(?:[1-9][0-9]{0,14}(?:\\.[0-9]{0,30})?|\\.0{0,29}[1-9][0-9]{0,29})" + exponent
    return "^(?:\(space)\(number)%?\(space)|\(space)\(number)\(space)/\(space)\(positive)\(space))$"
  }()

  /// Reads `VALUE` or `VALUE/MAX` (decimal numbers, as `--value` takes them).
  ///
  /// - Throws: `RingValidationError` for `value` when either part is not a number.
  public static func parseValue(_ text: String) throws(RingValidationError) -> (value: Double, maxValue: Double?) {
    let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
    var numbers: [Double] = []
    for part in parts {
      let trimmed = part.trimmingWhitespace()
      guard let number = Double(decimal: trimmed.hasSuffix("%") && parts.count == 1 ? trimmed.dropLast() : trimmed),
        number.isFinite
      else {
        throw RingValidationError(
          property: "value", keys: [], reason: "'\(text)' is not a number, or NUMBER/MAX such as 7/10")
      }
      numbers.append(number)
    }
    return (numbers[0], numbers.count > 1 ? numbers[1] : nil)
  }

  /// The value as a percentage of the maximum (100 when there is none); above 100 when over.
  public var percent: Double { value / (maxValue ?? 100) * 100 }

  /// The text on the right: "87%", or "7/10" when there is a maximum.
  public var message: String {
    guard let maxValue else { return FixedPoint.compact(value) + "%" }
    return FixedPoint.compact(value) + "/" + FixedPoint.compact(maxValue)
  }

  /// The value's background: by ``thresholds``, else shields' coverage scale.
  public var color: RingColor {
    guard let thresholds else { return Self.coverageColor(percent: percent) }
    return RingThreshold.color(at: percent, thresholds: thresholds, base: Self.red, blend: false)
  }

  /// "label: message", the badge's alt text, as shields' `aria-label` and `<title>` say it.
  public var accessibilityDescription: String { "\(label): \(message)" }

  /// shields.io's `coveragePercentage`: red at 0 % (or below), yellow below 80 %, yellowgreen
  /// below 90 %, green below 100 % and brightgreen from 100 %, in shields' hex values.
  public static func coverageColor(percent: Double) -> RingColor {
    switch percent {
    case ...0: red
    case ..<80: RingColor(rgb: 0xDFB317)  // yellow
    case ..<90: RingColor(rgb: 0xA4A61D)  // yellowgreen
    case ..<100: RingColor(rgb: 0x97CA00)  // green
    default: RingColor(rgb: 0x44CC11)  // brightgreen, #4c1
    }
  }

  /// shields' red, `#e05d44`.
  static let red = RingColor(rgb: 0xE05D44)
}
