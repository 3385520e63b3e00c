import RingKit
import Testing

/// The expected strings are ICU 74's (Foundation's `FormatStyle` on Swift 6.3 for Linux:
/// `.number`, `.number.notation(.compactName)`), written with explicit scalars: U+00A0 no-break
/// space, U+202F narrow no-break space, U+0660… Arabic-Indic digits, U+066B Arabic decimal
/// separator, U+066C Arabic thousands separator.
@Suite("Numbers in locales")
struct NumberFormatTests {
  private func text(_ number: Double, _ tag: String, _ format: NumberFormat, places: Int = 0) throws -> String {
    try #require(NumberLocale(tag: tag)).parts(of: number, places: places, format: format).text
  }

  @Test(arguments: [
    ("en-US", "1,234,567.891"),
    ("de-DE", "1.234.567,891"),
    ("fr-FR", "1\u{202F}234\u{202F}567,891"),
    ("ar-EG", "\u{661}\u{66C}\u{662}\u{663}\u{664}\u{66C}\u{665}\u{666}\u{667}\u{66B}\u{668}\u{669}\u{661}"),
    ("hi-IN", "12,34,567.891"),
  ])
  func grouped(tag: String, expected: String) throws {
    let written = try text(1_234_567.891, tag, .grouped, places: 3)
    #expect(Array(written.unicodeScalars) == Array(expected.unicodeScalars), "\(written.unicodeScalars.map(\.value))")
  }

  @Test(arguments: [
    ("en-US", 1849.0, "1.8K"), ("en-US", 999.0, "999"), ("en-US", 999_999, "1M"), ("en-US", 12_345, "12K"),
    ("en-US", 1_234_567_890, "1.2B"),
    ("de-DE", 1849, "1849"), ("de-DE", 12_345, "12.345"), ("de-DE", 1_849_000, "1,8\u{A0}Mio."),
    ("de-DE", 1_234_567_890, "1,2\u{A0}Mrd."),
    ("fr-FR", 1849, "1,8\u{A0}k"), ("fr-FR", 99_999, "100\u{A0}k"), ("fr-FR", 1.5e12, "1,5\u{A0}Bn"),
    ("ar-EG", 1849, "\u{661}\u{66B}\u{668}\u{A0}\u{623}\u{644}\u{641}"),
    ("ar-EG", 1000, "\u{661}\u{A0}\u{623}\u{644}\u{641}"),
    ("ar-EG", 1_234_567_890, "\u{661}\u{66B}\u{662}\u{A0}\u{645}\u{644}\u{64A}\u{627}\u{631}"),
    ("hi-IN", 1849, "1.8\u{A0}\u{939}\u{91C}\u{93C}\u{93E}\u{930}"),
    ("hi-IN", 99_999, "1\u{A0}\u{932}\u{93E}\u{916}"),
    ("hi-IN", 999_999, "10\u{A0}\u{932}\u{93E}\u{916}"),
    ("hi-IN", 1_849_000, "18\u{A0}\u{932}\u{93E}\u{916}"),
    ("hi-IN", 12_345_678, "1.2\u{A0}\u{915}\u{970}"),
    ("hi-IN", 1.5e12, "15\u{A0}\u{916}\u{970}"),
  ])
  func compact(tag: String, number: Double, expected: String) throws {
    let written = try text(number, tag, .compact)
    #expect(Array(written.unicodeScalars) == Array(expected.unicodeScalars), "\(written.unicodeScalars.map(\.value))")
  }

  /// Grouped with decimals splits at the locale's separator, which takes the decimal size.
  @Test func theDecimalRunStartsAtTheLocalesSeparator() throws {
    var ring = ProgressRing(value: 1234.5, maxValue: 2000)
    ring.label = "{value}"
    ring.decimalPlaces = 2
    ring.numberFormat = .grouped
    ring.locale = try #require(NumberLocale(tag: "ar_eg"))
    ring.valueDecimalFontSize = 10
    let layout = try RingLayout(ring: ring, width: 200, height: 200)
    let runs = try #require(layout.text).runs
    #expect(runs.map(\.text) == ["\u{661}\u{66C}\u{662}\u{663}\u{664}", "\u{66B}\u{665}\u{660}"])
    #expect(runs.map(\.fontSize) == [198.0 / 5, 10])
  }

  /// Nothing changes unless asked: plain in the standard locale is printf's %.Nf.
  @Test(arguments: [
    (1849.0, "1849.00 of 2000000.00"), (1_849_000.25, "1849000.25 of 2000000.00"), (0.5, "0.50 of 2000000.00"),
  ])
  func theDefaultIsTodaysText(value: Double, expected: String) throws {
    var ring = ProgressRing(value: value, maxValue: 2_000_000)
    ring.label = "{value} of {max}"
    ring.decimalPlaces = 2
    #expect(ring.numberFormat == .plain && ring.locale == .standard)
    #expect(try ring.labelText() == expected)
    ring.numberFormat = .grouped
    #expect(try ring.labelText() != expected, "grouping changes it")
  }

  @Test func localesAreFoundByTagInAnyCase() {
    #expect(NumberLocale(tag: "DE_de")?.tag == "de-DE")
    #expect(NumberLocale(tag: "de") == nil)
    #expect(NumberLocale(tag: "xx-YY") == nil)
  }
}
