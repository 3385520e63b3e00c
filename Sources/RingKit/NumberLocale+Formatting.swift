extension NumberLocale {
  /// A number as the label writes it, in three parts so that the decimals can have their own
  /// size: the integer part (with its sign), the fraction from the decimal separator on (empty
  /// when there is none), and a compact unit (empty unless `format` is compact).
  public struct Parts: Sendable, Hashable {
    public var integer: String
    public var fraction: String
    public var suffix: String
    /// The whole number as it reads.
    public var text: String { integer + fraction + suffix }
  }

  /// Writes `number` in `format` with `places` decimals (0…20) in this locale's digits.
  ///
  /// Plain is printf's `%.Nf` with this locale's digits and decimal separator, so the standard
  /// locale writes exactly what ringgen always did. Grouped adds the group separator (lakh
  /// and crore in hi-IN). Compact picks the largest unit not above the number and rounds to two
  /// significant digits (half to even), dropping a trailing zero, as CLDR's short form does:
  /// 1849 → `1.8K`, 999999 → `1M`. A number below the first unit is written with `places`
  /// decimals, grouped only from five integer digits on (CLDR's minimum grouping for compact).
  public func parts(of number: Double, places: Int, format: NumberFormat) -> Parts {
    switch format {
    case .plain: return parts(FixedPoint.format(number, places: places), groupingFrom: nil, suffix: "")
    case .grouped: return parts(FixedPoint.format(number, places: places), groupingFrom: 4, suffix: "")
    case .compact:
      let magnitude = number.magnitude
      guard var index = compactUnits.lastIndex(where: { magnitude >= power(of: $0.power) }) else {
        return parts(FixedPoint.format(number, places: places), groupingFrom: 5, suffix: "")
      }
      while true {
        let scaled = magnitude / power(of: compactUnits[index].power)
        var text = FixedPoint.format(scaled, places: scaled < 10 ? 1 : 0)
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text.hasPrefix("10."), scaled < 10 { text = "10" }
        let rounded = Double(text) ?? scaled
        if index + 1 < compactUnits.count,
          rounded >= power(of: compactUnits[index + 1].power - compactUnits[index].power)
        {
          index += 1
          continue
        }
        return parts((number < 0 ? "-" : "") + text, groupingFrom: 5, suffix: compactUnits[index].suffix)
      }
    }
  }

  /// Splits printf-style `text` ("-1234.50") at its point, groups the integer digits when
  /// there are at least `groupingFrom` of them, and writes this locale's digits and separators.
  private func parts(_ text: String, groupingFrom: Int?, suffix: String) -> Parts {
    let point = text.firstIndex(of: ".") ?? text.endIndex
    var integerDigits = Array(text[..<point])
    let sign = integerDigits.first == "-" ? "-" : ""
    if !sign.isEmpty { integerDigits.removeFirst() }
    var integer = ""
    if let groupingFrom, integerDigits.count >= groupingFrom {
      // Group sizes from the right: 3, then 3 (or 2 for lakh and crore).
      var groups: [ArraySlice<Character>] = []
      var end = integerDigits.count
      var size = 3
      while end > 0 {
        let start = max(end - size, 0)
        groups.insert(integerDigits[start..<end], at: 0)
        end = start
        size = indianGrouping ? 2 : 3
      }
      integer = groups.map { localized(String($0)) }.joined(separator: groupSeparator)
    } else {
      integer = localized(String(integerDigits))
    }
    let fraction = point < text.endIndex ? decimalSeparator + localized(String(text[text.index(after: point)...])) : ""
    return Parts(integer: sign + integer, fraction: fraction, suffix: suffix)
  }

  /// ASCII digits in this locale's digits.
  private func localized(_ digits: String) -> String {
    guard zero != "0" else { return digits }
    var result = ""
    for scalar in digits.unicodeScalars {
      if ("0"..."9").contains(scalar), let local = Unicode.Scalar(zero.value + scalar.value - 48) {
        result.unicodeScalars.append(local)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private func power(of exponent: Int) -> Double {
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
  }
}
