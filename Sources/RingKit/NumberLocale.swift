/// The number symbols of one locale: digits, separators, grouping and compact units, from
/// CLDR (as ICU 74 writes them; the tests hold the exact scalars).
///
/// A small table rather than Foundation's `FormatStyle`, which would link ICU's data into the
/// static `ringgen` (about 44 MiB more; see the README). The supported tags are ``tags``.
public struct NumberLocale: Sendable, Hashable, Codable {
  /// The BCP 47 tag: `"de-DE"`.
  public let tag: String
  /// Between the integer digits and the fraction: `"."`, `","`, `"٫"` (U+066B).
  let decimalSeparator: String
  /// Between digit groups: `","`, `"."`, U+202F (fr-FR), `"٬"` (U+066C).
  let groupSeparator: String
  /// Whether groups after the first three digits are two digits long (lakh and crore).
  let indianGrouping: Bool
  /// The digit zero; the others follow it in Unicode: `"0"` or `"٠"` (U+0660).
  let zero: Unicode.Scalar
  /// The compact units from the smallest, each a power of ten and what follows the number.
  let compactUnits: [(power: Int, suffix: String)]

  /// The symbols ringgen used before it knew locales: `.` for decimals, `,` for groups, Latin
  /// digits and English compact units.
  public static let standard = NumberLocale(
    tag: "en-US", decimalSeparator: ".", groupSeparator: ",", indianGrouping: false, zero: "0",
    compactUnits: [(3, "K"), (6, "M"), (9, "B"), (12, "T")])

  /// Every locale ringgen knows, by tag.
  public static let all: [NumberLocale] = [
    standard,
    NumberLocale(
      tag: "de-DE", decimalSeparator: ",", groupSeparator: ".", indianGrouping: false, zero: "0",
      compactUnits: [(6, "\u{A0}Mio."), (9, "\u{A0}Mrd."), (12, "\u{A0}Bio.")]),
    NumberLocale(
      tag: "fr-FR", decimalSeparator: ",", groupSeparator: "\u{202F}", indianGrouping: false, zero: "0",
      compactUnits: [(3, "\u{A0}k"), (6, "\u{A0}M"), (9, "\u{A0}Md"), (12, "\u{A0}Bn")]),
    NumberLocale(
      tag: "ar-EG", decimalSeparator: "\u{66B}", groupSeparator: "\u{66C}", indianGrouping: false, zero: "\u{660}",
      compactUnits: [(3, "\u{A0}ألف"), (6, "\u{A0}مليون"), (9, "\u{A0}مليار"), (12, "\u{A0}تريليون")]),
    NumberLocale(
      tag: "hi-IN", decimalSeparator: ".", groupSeparator: ",", indianGrouping: true, zero: "0",
      compactUnits: [
        (3, "\u{A0}हज़ार"), (5, "\u{A0}लाख"), (7, "\u{A0}क॰"), (9, "\u{A0}अ॰"), (11, "\u{A0}ख॰"),
      ]),
  ]

  /// The supported tags, for help and error messages.
  public static var tags: [String] { all.map(\.tag) }

  /// The locale for `tag`, in any case, with `-` or `_`: `"de-DE"`, `"de_de"`; nil when
  /// ringgen does not know it.
  public init?(tag: String) {
    let key = tag.replacingUnderscores().lowercased()
    guard let match = Self.all.first(where: { $0.tag.lowercased() == key }) else { return nil }
    self = match
  }

  private init(
    tag: String, decimalSeparator: String, groupSeparator: String, indianGrouping: Bool, zero: Unicode.Scalar,
    compactUnits: [(power: Int, suffix: String)]
  ) {
    self.tag = tag
    self.decimalSeparator = decimalSeparator
    self.groupSeparator = groupSeparator
    self.indianGrouping = indianGrouping
    self.zero = zero
    self.compactUnits = compactUnits
  }

  /// Decodes a locale from its tag.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let tag = try container.decode(String.self)
    guard let locale = NumberLocale(tag: tag) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(tag)' is not one of \(Self.tags.joined(separator: ", "))")
    }
    self = locale
  }

  /// Encodes the locale as its tag.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(tag)
  }

  public static func == (lhs: NumberLocale, rhs: NumberLocale) -> Bool { lhs.tag == rhs.tag }
  public func hash(into hasher: inout Hasher) { hasher.combine(tag) }
}

extension String {
  fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
