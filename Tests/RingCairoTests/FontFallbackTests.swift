import CRingCairo
import RingKit
import Testing

@testable import RingCairo

/// Text only: `label` as literal text in DejaVu Sans (pinned, so that installing other fonts
/// changes nothing) at 24 pt on a 160-pt canvas.
private func labelRing(_ label: String) -> ProgressRing {
  var ring = ProgressRing(value: 50, maxValue: 100)
  ring.progressLineWidth = 0
  ring.emptyLineWidth = 0
  ring.label = label
  ring.valueFontName = "DejaVu Sans"
  ring.unitFontName = "DejaVu Sans"
  ring.unitFontSize = 24
  return ring
}

/// A one-run text in DejaVu Sans at `size` points, centred on (100, 100).
private func text(_ string: String, size: Double = 24) -> RingText {
  RingText(
    runs: [TextRun(text: string, fontName: "DejaVu Sans", fontSize: size)], color: .black,
    center: Point(x: 100, y: 100))
}

@Suite("Text: font fallback and scripts")
struct FontFallbackTests {
  private let canvas = RingCanvas(size: 160)

  /// Tofu would draw both labels as the same two boxes of the same width; real glyphs differ.
  @Test(arguments: [("完成", "进度"), ("تقدم", "اكتمل"), ("नमस्ते", "प्रगति")])
  func labelsInOneScriptDrawDifferentGlyphs(first: String, second: String) throws {
    for label in [first, second] {
      #expect(try labelRing(label).uncoveredCharacters().isEmpty, "\(label) has a glyph for every character")
    }
    let one = try labelRing(first).raster(on: canvas)
    let other = try labelRing(second).raster(on: canvas)
    let differing = zip(one.bytes, other.bytes).filter { $0 != $1 }.count
    #expect(differing > 200, "\(first) and \(second) differ in \(differing) bytes")
  }

  /// Han characters come from WenQuanYi Micro Hei, which the SVG names after the ring's font.
  @Test func fallbackFamiliesAreNamedInSVG() throws {
    let layout = try TextLayout(measuring: text("完成 50"))
    #expect(layout.runs[0].face.family == "DejaVu Sans")
    #expect(layout.runs[0].fallbackFamilies == ["WenQuanYi Micro Hei"])
    let svg = try labelRing("完成").svg(on: canvas)
    #expect(svg.contains("font-family=\"'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif\""), "\(svg)")
    #expect(!svg.contains("direction="))
  }

  /// Arabic reads right to left, and its letters join: the word is narrower than its letters
  /// set one by one in their isolated forms.
  @Test(arguments: ["تقدم", "اكتمل"])
  func arabicIsRightToLeftAndJoined(word: String) throws {
    let layout = try TextLayout(measuring: text(word))
    #expect(layout.isRightToLeft)
    #expect(layout.uncoveredCharacters.isEmpty)
    let isolated = try word.map { try TextLayout(measuring: text(String($0))).width }.reduce(0, +)
    #expect(layout.width < isolated - 2, "joined \(layout.width) pt, isolated letters \(isolated) pt")
    let svg = try labelRing(word).svg(on: canvas)
    #expect(svg.contains("text-anchor=\"middle\" direction=\"rtl\""), "\(svg)")
  }

  /// In "73% تقدم" the first strong character is Arabic, so the line reads right to left and
  /// the number ends up on the right: the ink right of the centre holds the digits.
  @Test func theFirstStrongCharacterDecidesTheDirection() throws {
    #expect(try TextLayout(measuring: text("73% تقدم")).isRightToLeft)
    #expect(try !TextLayout(measuring: text("73% done")).isRightToLeft)
    let mixed = try TextLayout(measuring: text("تقدم 73"))
    let digits = try TextLayout(measuring: text("73"))
    let word = try TextLayout(measuring: text("تقدم"))
    #expect(mixed.isRightToLeft)
    // Right to left, "تقدم" is on the right, "73" on the left: the ink's left part is the digits'.
    let gap = mixed.width - digits.width - word.width
    #expect(gap > 0, "a space between them")
    let leftInkOfMixed = mixed.inkBox.x - mixed.origin.x
    let leftInkOfDigits = digits.inkBox.x - digits.origin.x
    #expect(abs(leftInkOfMixed - leftInkOfDigits) < 0.01, "the line starts with the digits")
  }

  /// A character no installed face has is reported by code point (the CLI warns with it).
  @Test func charactersNoFontHasAreReported() throws {
    #expect(try labelRing("a\u{10FFFD}b\u{10FFFD}\u{10FFFC}").uncoveredCharacters() == ["\u{10FFFD}", "\u{10FFFC}"])
    #expect(try labelRing("⭐ 50").uncoveredCharacters().isEmpty, "Symbola has the star")
    #expect(try ProgressRing(value: 50).uncoveredCharacters().isEmpty)
  }

  /// PNG and PDF place shaped text alike: Pango lays out at 72 dpi with unhinted metrics on both.
  @Test func layoutDoesNotDependOnTheSurface() throws {
    let sample = text("تقدم 73% 完成", size: 17)
    let scratch = try TextLayout(measuring: sample)
    let pdf = try CairoContext(surface: CairoSurface.pdf(width: 200, height: 200, title: "fallback"))
    let onPDF = try TextLayout(sample, measuringWith: pdf.raw)
    let image = try CairoContext(surface: CairoSurface.image(width: 400, height: 400))
    cairo_scale(image.raw, 2, 2)
    let onScaledImage = try TextLayout(sample, measuringWith: image.raw)
    for layout in [onPDF, onScaledImage] {
      #expect(layout.width == scratch.width && layout.baseline == scratch.baseline)
      #expect(layout.inkBox == scratch.inkBox)
    }
  }
}
