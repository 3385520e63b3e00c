import RingKit
import RingWeb

/// docs/reference.md, generated from the key table (`ringgen manual reference`, `make
/// reference`): every key of the schema with its flag, JSON key, URL key, type, range, default
/// and description, grouped by topic as help groups them.
///
/// The type and the range are derived from the row, not written by hand: the type from the
/// kind of value its placeholder stands for, the range from the value form it declares. The
/// page holds no version, so a release does not change it.
enum ReferenceText {
  static func markdown() -> String {
    var lines = [
      "# Reference: every key",
      "",
      "Generated from the key table (`Sources/RingKit/RenderSpec+KeyTable.swift`) by `make reference`",
      "(`ringgen manual reference > docs/reference.md`); do not edit it by hand. Each key is a",
      "command-line flag, a JSON key of `--spec` files, `batch` lines, `sheet` entries and the",
      "service's specs, and a URL query key of `ringgen serve`, which also takes the long flag's",
      "name without its dashes. A switch's JSON and URL value is `true` or `false`. The range is",
      "what the key's reader accepts; a CSS colour is `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`,",
      "`rgba()`, `color(srgb …)` or one of CSS's named colours. Every number must be finite, and",
      "canvas sizes and scales are bounded as [the limits](errors-and-limits.md#limits) say.",
      "",
    ]
    for topic in KeyDescriptor.Topic.allCases {
      let keys = RenderSpec.Key.allCases.map(\.descriptor).filter { $0.topic == topic }
      guard !keys.isEmpty else { continue }
      lines += [
        "## \(title(of: topic))", "",
        "| JSON key | Flag | URL key | Type | Range | Default | Description |",
        "|---|---|---|---|---|---|---|",
      ]
      lines += keys.map(row)
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  private static func row(_ key: KeyDescriptor) -> String {
    let cells = [
      code(key.jsonName), flagCell(key), urlCell(key), typeText(of: key), rangeText(of: key),
      key.defaultText.map(code) ?? "", escape(key.summary),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }

  private static func flagCell(_ key: KeyDescriptor) -> String {
    let value = key.placeholder.map { " " + $0 } ?? ""
    return (key.flagNames.map { code($0 + value) } + (key.negation.map { [code($0)] } ?? [])).joined(separator: ", ")
  }

  private static func urlCell(_ key: KeyDescriptor) -> String {
    if let reason = RingService.refusedKeys[key.jsonName] { return "refused: " + escape(reason) }
    let flags = key.flagNames.filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) }
    var names = [key.jsonName]
    for name in flags where !names.contains(name) { names.append(name) }
    return names.map(code).joined(separator: ", ")
  }

  /// The kind of value, from the placeholder the row declares (`N`, `COLOR`, `PT|auto`…).
  static func typeText(of key: KeyDescriptor) -> String {
    guard let placeholder = key.placeholder else { return "boolean" }
    if !key.choices.isEmpty { return "choice" }
    let parts = placeholder.split(separator: "|").map { kind(of: String($0)) }
    return parts.joined(separator: " or ")
  }

  private static func kind(of part: String) -> String {
    switch part {
    case "N", "PT", "S", "T", "V", "R": "number"
    case "COLOR": "colour"
    case "FONT": "font name"
    case "TEXT", "TEMPLATE", "TAG": "text"
    case "FILE", "FILE.json": "path"
    default:
      if part.allSatisfy({ $0.isLowercase || $0 == "-" }) { "`\(part)`" } else { "the form " + code(part) }
    }
  }

  /// What the key accepts, from the value form its row declares (the form the OpenAPI
  /// document and the designer read too): the choices, a number's bounds, a length's limit,
  /// the colour forms.
  static func rangeText(of key: KeyDescriptor) -> String {
    let choices = key.choices.map(code).joined(separator: ", ")
    switch key.form {
    case .number(let range?): return boundsText(range)
    case .number(nil): return key.drawnRange.map(boundsText) ?? "finite"
    case .integer(let range): return "whole, \(range.lowerBound)…\(range.upperBound)"
    case .length: return "±\(FixedPoint.compact(ProgressRing.maxLength)) pt, or `auto`"
    case .fontSize: return "> 0 … \(FixedPoint.compact(ProgressRing.maxLength)) pt, or `auto`"
    case .color(let absent): return "a CSS colour" + (absent.map { ", or " + code($0) } ?? "")
    case .choice: return choices
    case .numberedChoice: return choices + ", or its index"
    case .toggle: return "`true`, `false`"
    case .text: return choices
    case .ratio(let range): return boundsText(range)
    case .gradient(let stops): return "colour stops (\(stops.lowerBound)…\(stops.upperBound)), or `none`"
    case .thresholds: return "`P:COLOR` pairs, P in percent"
    case .rings: return "rings in the type's form"
    case .darkColors: return "colour keys, each with a CSS colour"
    }
  }

  /// `0…100`, or `≥ 0` for a range with no upper bound but the largest double.
  private static func boundsText(_ range: ClosedRange<Double>) -> String {
    if range.lowerBound == -range.upperBound, let power = powerOfTen(range.upperBound) { return "±\(power)" }
    let upper = range.upperBound == .greatestFiniteMagnitude ? nil : FixedPoint.compact(range.upperBound)
    let lower = range.lowerBound == -.greatestFiniteMagnitude ? nil : FixedPoint.compact(range.lowerBound)
    switch (lower, upper) {
    case (let lower?, let upper?): return "\(lower)…\(upper)"
    case (let lower?, nil): return "≥ \(lower)"
    case (nil, let upper?): return "≤ \(upper)"
    case (nil, nil): return "finite"
    }
  }

  /// A bound of a million or more that is a power of ten, as 10 with a superscript exponent
  /// (10¹⁵ rather than sixteen digits); nil for any other number.
  private static func powerOfTen(_ number: Double) -> String? {
    var (power, exponent) = (1.0, 0)
    while power < number, exponent < 22 { (power, exponent) = (power * 10, exponent + 1) }
    guard exponent >= 6, power == number else { return nil }
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    return "10" + String(String(exponent).map { superscripts[Int(String($0))!] })
  }

  /// "composition" as "Laps, segments, ticks and markers", as help's sections are named.
  private static func title(of topic: KeyDescriptor.Topic) -> String {
    let section = topic.heading
    return section.prefix(1) + section.dropFirst().lowercased()
  }

  private static func code(_ text: String) -> String {
    "`" + text.replacing("|", with: "\\|") + "`"
  }

  /// Table cells: the pipe ends a cell, and `<`, `*`, `_`, backquotes would be markup.
  private static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "\\`*_[]<>|".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
