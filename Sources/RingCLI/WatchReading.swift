/// One line of `ringgen watch`'s input: `42` (a value), `42/120` (a value and a new maximum)
/// or `42%` (a percentage of the maximum). Spaces and tabs around the parts are ignored.
enum WatchReading: Sendable, Hashable {
  case value(Double)
  case valueOf(Double, max: Double)
  case percent(Double)

  /// The forms accepted, for error messages.
  static let forms = "a number such as 42, 42/120 or 42%"

  /// Parses a line; nil for a blank line.
  ///
  /// - Throws: The trimmed text, when the line is not one of the forms.
  static func parse(_ line: String) throws(WatchReadingError) -> WatchReading? {
    let text = line.trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    if text.hasSuffix("%"), let percent = number(text.dropLast()) { return .percent(percent) }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    if parts.count == 2, let value = number(parts[0]), let max = number(parts[1]) { return .valueOf(value, max: max) }
    if parts.count == 1, let value = number(text) { return .value(value) }
    throw WatchReadingError(text: String(text))
  }

  /// A finite decimal number: an optional sign, digits with an optional point, an optional
  /// exponent. No hexadecimal, `inf` or `nan`, which `Double.init` would take.
  private static func number(_ text: Substring) -> Double? {
    let text = text.trimmingWhitespace()
    guard !text.isEmpty, text.allSatisfy({ "0123456789.+-eE".contains($0) }), text.contains(where: \.isNumber),
      let number = Double(decimal: text), number.isFinite
    else { return nil }
    return number
  }

  /// The value and maximum after this reading, given the maximum before it.
  func applied(toMax max: Double) -> (value: Double, max: Double) {
    switch self {
    case .value(let value): (value, max)
    case .valueOf(let value, let newMax): (value, newMax)
    case .percent(let percent): (percent / 100 * max, max)
    }
  }
}

/// A line that is not a reading.
struct WatchReadingError: Error, Sendable, Hashable {
  var text: String

  /// The text for an error message: at most 60 characters, control characters (C0, DEL and
  /// C1, such as U+009B) shown as `?`.
  var excerpt: String {
    let printable = String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0.isControlCharacter ? "?" : $0 }))
    return printable.count > 60 ? String(printable.prefix(57)) + "..." : printable
  }
}
