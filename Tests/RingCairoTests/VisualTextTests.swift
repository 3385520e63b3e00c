import RingCairo
import RingKit
import RingSnapshotTesting
import Testing

/// The centre text: MB's value and unit, labels, decimals, countdown, fonts and placement.
/// DejaVu Sans is pinned by scripts/install-deps; these references use `textTolerance`.
@Suite("Visual: text", .snapshots(tolerance: textTolerance))
struct VisualTextTests {
  /// MB's defaults (`--preset mb`): the orange gauge over a hairline, `value` + `%`.
  @Test(arguments: [0.0, 55, 100])
  func mbPreset(value: Double) {
    assertSnapshot(of: mbRing(value), size: 128, named: "value-\(Int(value))")
  }

  @Test func defaultLabel() {
    assertSnapshot(of: ProgressRing(value: 15, maxValue: 30), size: 128)
  }

  @Test func unitStrings() {
    assertSnapshot(
      of: mbRing(12) {
        $0.unitString = " days"
        $0.maxValue = 30
      }, size: 128, named: "days")
    assertSnapshot(of: mbRing(12) { $0.showUnitString = false }, size: 128, named: "hidden")
    assertSnapshot(of: mbRing(12) { $0.unitFontSize = 30 }, size: 128, named: "large-unit")
  }

  /// `decimalPlaces` with `valueDecimalFontSize`: the part from the decimal point on at its
  /// own size, on the same baseline.
  @Test func decimals() {
    assertSnapshot(of: mbRing(42.375) { $0.decimalPlaces = 2 }, size: 128, named: "two-places")
    assertSnapshot(
      of: mbRing(42.375) {
        $0.decimalPlaces = 2
        $0.valueFontSize = 30
        $0.valueDecimalFontSize = 15
      }, size: 128,
      named: "small-decimals")
  }

  /// The text counts down (max − value) while the arc still fills by value.
  @Test func countdown() {
    assertSnapshot(
      of: mbRing(20) {
        $0.maxValue = 60
        $0.countdown = true
        $0.unitString = "s"
      }, size: 128, named: "mb-text")
    assertSnapshot(
      of: ProgressRing(value: 20, maxValue: 60).with { $0.countdown = true }, size: 128, named: "percent-label")
  }

  @Test func labels() {
    assertSnapshot(
      of: ProgressRing(value: 7, maxValue: 12).with { $0.label = "{value}/{max}" }, size: 128, named: "value-of-max")
    assertSnapshot(
      of: ProgressRing(value: 3, maxValue: 8).with { $0.label = "{remaining} left" }, size: 128, named: "remaining")
  }

  @Test func fontsColoursAndOffset() {
    assertSnapshot(
      of: ProgressRing(value: 64).with { $0.valueFontName = "DejaVu Sans:weight=bold" }, size: 128, named: "bold")
    assertSnapshot(of: ProgressRing(value: 64).with { $0.fontColor = VisualColor.frame }, size: 128, named: "red-text")
    assertSnapshot(
      of: ProgressRing(value: 64).with { $0.textOffset = Point(x: 12, y: -10) }, size: 128, named: "offset")
  }

  @Test func textAtScale2() {
    assertSnapshot(of: mbRing(55), size: 128, scale: 2)
  }

  /// The text tolerance must not hide what a reader would see: one digit changes far more
  /// pixels than it allows.
  @Test func textToleranceStillSeesADigitChange() throws {
    let canvas = RingCanvas(size: 128)
    let comparator = ImageComparator(tolerance: textTolerance)
    // 42.375 shows "42.38" and 42.425 "42.42" (%.2f rounds the exact binary value).
    for (value, changed) in [(55.0, 56.0), (10, 16), (42.375, 42.425)] {
      var ring = mbRing(value) { $0.decimalPlaces = value == 42.375 ? 2 : 0 }
      let expected = try ring.raster(on: canvas)
      ring.value = changed
      let difference = comparator.compare(expected, try ring.raster(on: canvas))
      #expect(
        difference.differingPixels > 4 * textTolerance.allowedDifferingPixels, "\(value) → \(changed): \(difference)")
    }
  }
}
