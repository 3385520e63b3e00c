import Foundation
import RingKit
import Testing

/// The badge model and shields.io's flat geometry, from widths given as Pango would measure.
@Suite struct BadgeTests {
  /// shields' `coveragePercentage` (services/color-formatters.js): floorCount(p, 80, 90, 100).
  @Test(
    arguments: [
      (-5.0, 0xE05D44), (0, 0xE05D44), (0.1, 0xDFB317), (79.9, 0xDFB317), (80, 0xA4A61D), (89.99, 0xA4A61D),
      (90, 0x97CA00), (99.9, 0x97CA00), (100, 0x44CC11), (130, 0x44CC11),
    ] as [(Double, UInt32)])
  func coverageScale(percent: Double, rgb: UInt32) {
    #expect(Badge.coverageColor(percent: percent) == RingColor(rgb: rgb))
  }

  @Test func valueAndMaximum() throws {
    let percent = try Badge(label: "coverage", value: 87)
    #expect(percent.message == "87%" && percent.accessibilityDescription == "coverage: 87%")
    #expect(percent.color == RingColor(rgb: 0xA4A61D))
    let parsed = try Badge.parseValue("7/10")
    #expect(parsed.value == 7 && parsed.maxValue == 10)
    let tasks = try Badge(label: "tasks", value: 7, maxValue: 10)
    #expect(tasks.message == "7/10" && tasks.percent == 70 && tasks.color == RingColor(rgb: 0xDFB317))
    #expect(try Badge.parseValue("87%").value == 87 && Badge.parseValue("12.5").maxValue == nil)
  }

  /// `--thresholds` overrides the scale: red below the first, each colour from its percentage.
  @Test func thresholdsOverrideTheScale() throws {
    let thresholds = try RingThreshold.parseList("50:#0000ff, 90:#00ff00")
    #expect(try Badge(label: "x", value: 49, thresholds: thresholds).color == RingColor(rgb: 0xE05D44))
    #expect(try Badge(label: "x", value: 50, thresholds: thresholds).color == RingColor(rgb: 0x0000FF))
    #expect(try Badge(label: "x", value: 95, thresholds: thresholds).color == RingColor(rgb: 0x00FF00))
  }

  @Test(arguments: [
    ("", "87", "label"), ("  ", "87", "label"), ("a\u{7}b", "87", "label"), ("x", "abc", "value"),
    ("x", "0x10", "value"), ("x", "1/", "value"), ("x", "/5", "value"), ("x", "-3", "value"), ("x", "nan", "value"),
    ("x", "3/0", "max"), ("x", "3/-1", "max"),
  ])
  func badInputIsRefused(label: String, value: String, property: String) {
    let error = #expect(throws: RingValidationError.self) {
      let parsed = try Badge.parseValue(value)
      _ = try Badge(label: label, value: parsed.value, maxValue: parsed.maxValue)
    }
    #expect(error?.property == property, "\(label) \(value): \(String(describing: error))")
  }

  /// shields' flat geometry: widths rounded down then up to odd, 5 px padding a side; the
  /// ring's 12 px and 3 px gap on the value's side; text colours by background brightness.
  @Test func flatGeometry() throws {
    let layout = BadgeLayout(
      badge: try Badge(label: "coverage", value: 87), labelTextWidth: 50.6, messageTextWidth: 24.2)
    #expect(layout.height == 20 && layout.cornerRadius == 3 && layout.hasGradient)
    #expect(layout.leftWidth == 5 + 51 + 5)
    #expect(layout.width == 61 + 5 + 12 + 3 + 25 + 5)
    #expect(layout.ringOrigin == Point(x: 66, y: 4) && layout.ringSize == 12)
    #expect(layout.label.centerX == 30.5 && layout.label.width == 51)
    #expect(layout.message.centerX == 66 + 12 + 3 + 12.5 && layout.message.width == 25)
    #expect(layout.baseline == 14 && layout.fontSize == 11)
    #expect(layout.label.color == RingColor(rgb: 0xFFFFFF) && layout.label.shadow == RingColor(rgb: 0x010101))
    #expect(layout.ring.value == 87 && layout.ring.progressColor == RingColor(rgb: 0xFFFFFF))
  }

  @Test func squareAndForTheBadge() throws {
    let square = BadgeLayout(
      badge: try Badge(label: "a", value: 100, style: .flatSquare), labelTextWidth: 6, messageTextWidth: 30)
    #expect(square.cornerRadius == 0 && !square.hasGradient && square.label.shadow == nil)
    #expect(square.leftWidth == 17 && square.width == 17 + 5 + 12 + 3 + 31 + 5)
    let big = BadgeLayout(
      badge: try Badge(label: "tasks", value: 7, maxValue: 10, style: .forTheBadge), labelTextWidth: 34.9,
      messageTextWidth: 27.5, characterWidths: ([7, 7, 7, 7, 7], [6, 4, 6, 6]))
    #expect(big.label.string == "TASKS" && big.message.string == "7/10" && big.messageFont == "Verdana:bold")
    // (34 + 1.25 × 5) rounded up = 41; 12 px padding each side.
    #expect(big.height == 28 && big.leftWidth == 12 + 41 + 12 && big.baseline == 18)
    #expect(big.label.characterStarts == [12, 20.25, 28.5, 36.75, 45])
    #expect(big.width == 65 + 12 + 12 + 6 + 32 + 12)
  }

  /// A bright value colour takes shields' dark text, and the ring follows the text.
  @Test func brightBackgroundsTakeDarkText() throws {
    let badge = try Badge(
      label: "x", value: 60, thresholds: [RingThreshold(percent: 0, color: RingColor(rgb: 0xFFFF00))])
    let layout = BadgeLayout(badge: badge, labelTextWidth: 7, messageTextWidth: 20)
    #expect(layout.message.color == RingColor(rgb: 0x333333) && layout.message.shadow == RingColor(rgb: 0xCCCCCC))
    #expect(layout.ring.progressColor == RingColor(rgb: 0x333333))
  }

  /// The API document's patterns say exactly what the badge reads: each sample matches the
  /// pattern if and only if the badge takes it (ICU reads these ECMAScript patterns alike);
  /// only an exponent of three digits or more, which the pattern leaves out so that whatever
  /// matches is in range, is read but does not match.
  @Test func theValueAndLabelPatternsAgreeWithTheReader() throws {
    func matches(_ pattern: String, _ text: String) throws -> Bool {
      let regex = try NSRegularExpression(pattern: pattern)
      return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
    let values = [
      "87", "87%", " 87 % ", "87 %", "7/10", " 7 / 10 ", "0/5", "5/0", "5/0.0", "5/.01", "1e5", "1E+05/2e-3", "+3",
      "-3", "3/-1", ".5", "5.", ".", "", "%", "7/10%", "1/2/3", "0x10", "nan", "inf", "1_000", "١٢", "\t4\n",
      "4\u{A0}", "1e400", "abc", "5/0.000", "5/0.0001", "000000000000000000012",
    ]
    for text in values {
      let read = (try? Badge.parseValue(text)).flatMap { parsed in
        try? Badge(label: "l", value: parsed.value, maxValue: parsed.maxValue)
      }
      #expect(try matches(Badge.valuePattern, text) == (read != nil), "value '\(text)'")
    }
    let labels = ["coverage", " build ", "测试", "a\u{1B}b", "   ", "", "tab\tstop", "\u{85}x", "\u{FEFF}", "\u{2003}"]
    for text in labels {
      let read = try? Badge(label: text, value: 1)
      #expect(try matches(Badge.labelPattern, text) == (read != nil), "label '\(text)'")
    }
  }
}
