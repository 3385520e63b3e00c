import Foundation
import Testing

@testable import RingKit

@Suite("ProgressRing properties, presets, Codable, validation")
struct ProgressRingTests {
  /// Spec §1: MBCircularProgressBarView's defaults.
  @Test func mbPresetIsMBsViewDefaults() {
    let mb = ProgressRing.mb
    #expect(mb.value == 0 && mb.maxValue == 100)
    #expect(mb.progressRotationAngle == 0 && mb.progressAngle == 80)
    #expect(mb.progressLineWidth == 14 && mb.emptyLineWidth == 1)
    #expect(mb.progressColor == RingColor(red: 1, green: 0.5, blue: 0))
    #expect(mb.progressStrokeColor == mb.progressColor)
    #expect(mb.emptyLineColor == RingColor(white: 2.0 / 3.0) && mb.emptyLineStrokeColor == mb.emptyLineColor)
    #expect(mb.progressCapType == .round && mb.emptyCapType == .butt)
    #expect(mb.progressAppearanceType == .overlaps && mb.borderPadding == 1)
    #expect(mb.showValueString && mb.showUnitString && mb.unitString == "%")
    #expect(mb.decimalPlaces == 0 && !mb.countdown && mb.clockwise)
    #expect(mb.valueFontName == "HelveticaNeue-Thin" && mb.unitFontName == "HelveticaNeue-Thin")
    #expect(mb.valueFontSize == nil && mb.valueDecimalFontSize == nil && mb.unitFontSize == nil)
    #expect(mb.fontColor == .black && mb.textOffset == .zero && mb.label == nil)
  }

  @Test func defaultRingIsAFullRingFromTwelveOClock() throws {
    let ring = ProgressRing()
    #expect(ring.progressAngle == 100 && ring.progressRotationAngle == 50 && ring.clockwise)
    #expect(ring.progressLineWidth == ring.emptyLineWidth && ring.progressCapType == .round)
    #expect(ring.label == "{percent}%")
    #expect(ProgressRing.Preset.default.ring == ring)
    let progress = try #require(try RingLayout(ring: ProgressRing(value: 25), width: 100, height: 100).progress)
    #expect(abs(progress.start.radians) < 1e-12)
    #expect(abs(progress.end.degrees - 90) < 1e-9)
  }

  /// The default preset's frames take their band's fill unless a stroke colour is given; a
  /// JSON `"fill"` (or null) asks for that in any preset.
  @Test func framesFollowTheirFillInTheDefaultPreset() throws {
    let red = RingColor(rgb: 0xEF4444)
    var ring = ProgressRing(value: 50)
    ring.progressColor = red
    ring.emptyLineColor = red
    let layout = try RingLayout(ring: ring, width: 100, height: 100)
    #expect(layout.progress?.frame == .solid(red) && layout.track?.frame == .solid(red))
    let decoded = try JSONDecoder().decode(ProgressRing.self, from: Data(##"{"progressColor": "#ef4444"}"##.utf8))
    #expect(decoded.progressStrokeColor == nil && decoded.resolvedProgressStrokeColor == red)
    let mb = try JSONDecoder().decode(
      ProgressRing.self, from: Data(##"{"preset": "mb", "progressColor": "#ef4444", "value": 50}"##.utf8))
    #expect(try RingLayout(ring: mb, width: 100, height: 100).progress?.frame == .solid(.uiKitOrange))
    let following = try JSONDecoder().decode(
      ProgressRing.self, from: Data(#"{"preset": "mb", "progressStrokeColor": "fill", "progressColor": "red"}"#.utf8))
    #expect(following.resolvedProgressStrokeColor == RingColor("red"))
    #expect(try JSONDecoder().decode(ProgressRing.self, from: JSONEncoder().encode(decoded)) == decoded)
  }

  @Test func codableRoundTripsUnderMBNames() throws {
    var ring = ProgressRing.mb
    ring.value = 12.5
    ring.valueFontSize = 30
    ring.textOffset = Point(x: 1, y: -2)
    ring.clockwise = false
    let data = try JSONEncoder().encode(ring)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let ringKeys = RenderSpec.Key.allCases.filter { $0.group == .ring && $0 != .preset }
    #expect(Set(object.keys) == Set(ringKeys.map(\.rawValue)))
    #expect(object["progressCapType"] as? String == "round")
    #expect(object["unitFontSize"] as? Double == -1)
    #expect(try JSONDecoder().decode(ProgressRing.self, from: data) == ring)
  }

  @Test func decodingAcceptsMBIntegersAndAutoSizesAndDefaultsMissingKeys() throws {
    let json =
      #"{"value": 15, "progressCapType": 2, "progressAppearanceType": "under", "valueFontSize": -1, "unitFontSize": "auto", "progressColor": "teal", "textOffset": [0, 0]}"#
    let ring = try JSONDecoder().decode(ProgressRing.self, from: Data(json.utf8))
    var expected = ProgressRing(value: 15)
    expected.progressCapType = .square
    expected.progressAppearanceType = .under
    expected.progressColor = RingColor(rgb: 0x008080)
    #expect(ring == expected)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ProgressRing.self, from: Data(#"{"emptyCapType": 7}"#.utf8))
    }
  }

  @Test(arguments: [
    ("0", LineCap.butt), ("1", .round), ("2", .square), ("ROUND", .round), (" square ", .square),
  ])
  func capNames(text: String, cap: LineCap) {
    #expect(LineCap(name: text) == cap)
  }

  @Test func unknownEnumNamesAreNil() {
    #expect(LineCap(name: "3") == nil)
    #expect(AppearanceType(name: "beside") == nil)
    #expect(AppearanceType.nameList == "overlaps|above|under")
  }

  @Test(arguments: [
    (RenderSpec.Key.value, Double.nan), (.maxValue, .infinity), (.progressAngle, -.infinity), (.borderPadding, .nan),
  ])
  func nonFiniteNumbersAreInvalid(key: RenderSpec.Key, number: Double) {
    var ring = ProgressRing()
    switch key {
    case .value: ring.value = number
    case .maxValue: ring.maxValue = number
    case .progressAngle: ring.progressAngle = number
    default: ring.borderPadding = number
    }
    #expect(throws: RingValidationError(key, reason: "must be a finite number, not \(number)")) {
      try ring.validate()
    }
  }

  @Test func fontSizesAndDecimalPlacesAreChecked() {
    var ring = ProgressRing()
    ring.unitFontSize = 0
    #expect(throws: RingValidationError.self) { try ring.validate() }
    ring.unitFontSize = nil
    ring.decimalPlaces = 21
    #expect(throws: RingValidationError.self) { try ring.validate() }
    ring.decimalPlaces = -1
    #expect(throws: RingValidationError.self) { try ring.validate() }
  }

  /// A label and a caption follow one rule, set through the API too: at most 200 characters,
  /// no control character but a line break.
  @Test func labelAndCaptionFollowOneTextRule() throws {
    var ring = ProgressRing()
    ring.label = "{value}\nof {max}"
    ring.caption = String(repeating: "é", count: ProgressRing.maxTextLength)
    try ring.validate()
    ring.label = String(repeating: "x", count: 201)
    #expect(throws: RingValidationError(.label, reason: "must be at most 200 characters, not 201")) {
      try ring.validate()
    }
    ring.label = "ok"
    ring.caption = "\u{1B}[31m"
    #expect(throws: RingValidationError(.caption, reason: "must have no control characters, not U+001B")) {
      try ring.validate()
    }
  }

  @Test func canvasLimits() throws {
    try RingCanvas(size: 16_384).validateRaster()
    try RingCanvas(size: 8_192, scale: 2).validateRaster()
    #expect(throws: RingValidationError.self) { try RingCanvas(size: 16_385).validate() }
    #expect(throws: RingValidationError.self) { try RingCanvas(width: 16_384, height: 16_385, scale: 1).validate() }
    // Vector output ignores the scale; a raster of the same canvas would be too large.
    try RingCanvas(width: 100, height: 10_000, scale: 2).validate()
    #expect(
      throws: RingValidationError(
        property: "pixels", keys: [.size, .scale], reason: "a side of 20000 px is over the limit of 16384 px")
    ) {
      try RingCanvas(width: 100, height: 10_000, scale: 2).validateRaster()
    }
    #expect(throws: RingValidationError.self) { try RingCanvas(size: 0).validate() }
    #expect(throws: RingValidationError.self) { try RingCanvas(size: 10, scale: -1).validate() }
    #expect(throws: RingValidationError.self) { try RingCanvas(size: 10, scale: 0.001).validate() }
    #expect(throws: RingValidationError.self) { try RingCanvas(size: 10, scale: 101).validate() }
    #expect(RingCanvas(width: 100.4, height: 50, scale: 1.5).pixelWidth == 151)
  }
}
