import Testing

@testable import RingKit

@Suite("Centre text and alt text")
struct ProgressRingTextTests {
  private func ring(
    value: Double, max: Double = 100, label: String? = nil, configure: (inout ProgressRing) -> Void = { _ in }
  ) -> ProgressRing {
    var ring = ProgressRing(value: value, maxValue: max)
    ring.label = label
    configure(&ring)
    return ring
  }

  @Test(arguments: [
    ("{percent}%", 15.0, 30.0, "50%"),
    ("{value}/{max}", 15, 30, "15/30"),
    ("{remaining} left", 12, 30, "18 left"),
    ("{value}{unit}", 42, 100, "42%"),
    ("{{{value}}}", 7, 10, "{7}"),
    ("done", 3, 10, "done"),
  ])
  func templates(label: String, value: Double, max: Double, expected: String) throws {
    #expect(try ring(value: value, max: max, label: label).labelText() == expected)
  }

  @Test func mbTextIsValueThenUnitWithNoSeparator() throws {
    #expect(try ring(value: 37).labelText() == "37%")
    #expect(try ring(value: 4) { $0.unitString = " days" }.labelText() == "4 days")
    #expect(try ring(value: 4) { $0.showUnitString = false }.labelText() == "4")
    #expect(try ring(value: 4) { $0.showValueString = false }.labelText() == nil)
  }

  @Test func countdownShowsWhatRemains() throws {
    #expect(try ring(value: 12, max: 30) { $0.countdown = true }.labelText() == "18%")
    #expect(try ring(value: 12, max: 30, label: "{percent}%") { $0.countdown = true }.labelText() == "60%")
    #expect(try ring(value: 12, max: 30, label: "{remaining}") { $0.countdown = true }.labelText() == "18")
  }

  @Test func decimalsUsePrintfRounding() throws {
    #expect(try ring(value: 2.675) { $0.decimalPlaces = 2 }.labelText() == "2.67%")
    #expect(try ring(value: 2.5).labelText() == "2%")
    #expect(try ring(value: 1, max: 3, label: "{percent}") { $0.decimalPlaces = 1 }.labelText() == "33.3")
  }

  @Test func runsSplitTheNumberAtItsDecimalPoint() throws {
    var ring = ring(value: 37.25) {
      $0.decimalPlaces = 2
      $0.unitFontName = "Unit"
    }
    ring.valueFontName = "Value"
    let runs = try #require(try ring.textRuns(valueFontSize: 40, decimalFontSize: 20, unitFontSize: 28))
    #expect(
      runs == [
        TextRun(text: "37", fontName: "Value", fontSize: 40),
        TextRun(text: ".25", fontName: "Value", fontSize: 20),
        TextRun(text: "%", fontName: "Unit", fontSize: 28),
      ])
  }

  @Test func literalTextUsesTheUnitFontAndNeighbouringRunsMerge() throws {
    var ring = ring(value: 15, max: 30, label: "{value}/{max} done")
    ring.valueFontName = "V"
    ring.unitFontName = "U"
    let runs = try #require(try ring.textRuns(valueFontSize: 10, decimalFontSize: 10, unitFontSize: 5))
    #expect(runs.map(\.text) == ["15", "/", "30", " done"])
    #expect(runs.map(\.fontName) == ["V", "U", "V", "U"])
  }

  @Test(arguments: ["{nope}", "{value", "value}", "{}"])
  func badTemplatesAreRejected(label: String) {
    #expect(throws: RingValidationError.self) { try ring(value: 1, label: label).validate() }
  }

  /// 0.575 × 100 is 57.49999…; the percentage is value × 100 / max, so it rounds as the value does.
  @Test func percentRoundsLikeTheValue() throws {
    #expect(try ring(value: 57.5, label: "{value} {percent}").labelText() == "58 58")
    #expect(try ring(value: 5, max: 0, label: "{percent}%") { $0.countdown = true }.labelText() == "0%")
  }

  @Test func accessibilityDescription() {
    #expect(ProgressRing(value: 15, maxValue: 30).accessibilityDescription == "Progress 15 of 30 (50%)")
    #expect(ProgressRing(value: 12.5, maxValue: 40).accessibilityDescription == "Progress 12.5 of 40 (31%)")
    #expect(ProgressRing(value: 90, maxValue: 30).accessibilityDescription == "Progress 30 of 30 (100%)")
    #expect(ProgressRing(value: 3, maxValue: 0).accessibilityDescription == "Progress 0 of 0 (0%)")
    #expect(
      ProgressRing(value: 1e-05, maxValue: 1e20).accessibilityDescription
        == "Progress 0.00001 of 100000000000000000000 (0%)")
    #expect(ProgressRing(value: 1, maxValue: 1e300).accessibilityDescription == "Progress 1 of 1e+300 (0%)")
  }
}
