/// Numbers as text, the same in every locale: printf's `%.Nf`, and the shortest form that
/// reads back.
///
/// MBCircularProgressBar formats its number with `stringWithFormat:@"%.Nf"`, which rounds the
/// exact binary value of the double to N places, ties to even: `%.2f` of 2.675 is "2.67"
/// (2.675 is stored as 2.67499999…), and `%.0f` of 2.5 is "2". ``format(_:places:)`` rounds so,
/// in integer arithmetic of its own (`FixedPoint+Exact.swift`), and its tests hold it to the C
/// library's printf.
package enum FixedPoint {
  /// `number` as printf's `%.Nf` with N = `places` (below 0 counts as 0), digit for digit as
  /// glibc prints it: negative zero and negatives that round to zero print "-0"; NaN prints
  /// "nan" ("-nan" with its sign bit set) and infinities "inf" / "-inf". The decimal point is
  /// always ".", whatever the locale.
  package static func format(_ number: Double, places: Int) -> String {
    let places = max(0, places)
    let sign = number.sign == .minus ? "-" : ""
    guard number.isFinite else { return sign + (number.isNaN ? "nan" : "inf") }
    let digits = roundedDigits(of: number.magnitude, places: places)
    guard places > 0 else { return sign + digits }
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    let point = padded.index(padded.endIndex, offsetBy: -places)
    return sign + padded[..<point] + "." + padded[point...]
  }

  /// The shortest text that reads back as `number`, without a trailing ".0": "15", "12.5",
  /// "0.00001", "100000000000000000000".
  ///
  /// As in JavaScript, numbers of 10²¹ and more in magnitude keep an exponent ("1e+300"), so a
  /// message about an absurd input stays one short line; numbers below 10⁻²⁰ print as "0".
  package static func compact(_ number: Double) -> String {
    guard number.isFinite, number != 0, number.magnitude < 1e-20 else { return shortest(number) }
    return "0"
  }

  /// The shortest decimal that reads back as exactly `number`, written without an exponent
  /// below 10²¹ in magnitude ("0.0000980392156862745", "12.5", "-3"), with one at and above
  /// it ("1e+21"). Swift's `description` already finds the shortest digits; this only moves
  /// its decimal point, so it is as lossless as `description` for every finite number.
  package static func shortest(_ number: Double) -> String {
    let text = number.description
    guard number.isFinite, number.magnitude < 1e21, let e = text.firstIndex(of: "e"),
      let shift = Int(text[text.index(after: e)...])
    else {
      return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    let mantissa = text[..<e]
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    let unsigned = mantissa.drop { $0 == "-" }
    let point = unsigned.firstIndex(of: ".") ?? unsigned.endIndex
    let digits = unsigned[..<point] + unsigned[point...].dropFirst()
    // The decimal point sits after `integerCount` of `digits`.
    let integerCount = unsigned.distance(from: unsigned.startIndex, to: point) + shift
    var result: String
    if integerCount <= 0 {
      result = "0." + String(repeating: "0", count: -integerCount) + digits
    } else if integerCount >= digits.count {
      result = digits + String(repeating: "0", count: integerCount - digits.count)
    } else {
      let split = digits.index(digits.startIndex, offsetBy: integerCount)
      result = digits[..<split] + "." + digits[split...]
    }
    if result.contains(".") {
      while result.hasSuffix("0") { result.removeLast() }
      if result.hasSuffix(".") { result.removeLast() }
    }
    return sign + result
  }
}
