import RingKit
import Testing

@testable import RingCairo

@Suite("Fonts through fontconfig")
struct FontLibraryTests {
  @Test(arguments: [
    ("DejaVu Sans", "DejaVu Sans", "Book"),
    ("DejaVu Sans:weight=bold", "DejaVu Sans", "Bold"),
    ("DejaVuSans-Bold", "DejaVu Sans", "Bold"),
    ("DejaVu Serif", "DejaVu Serif", "Book"),
  ])
  func resolvesInstalledFonts(name: String, family: String, style: String) throws {
    let face = try FontLibrary.shared.face(named: name)
    #expect(face.family == family)
    #expect(face.style == style)
  }

  /// MB's default font does not exist on Linux; it becomes a sans face, never an error.
  @Test(arguments: ["HelveticaNeue-Thin", "No Such Font", "", "Helvetica-BoldOblique"])
  func unknownNamesFallBackToSans(name: String) throws {
    let face = try FontLibrary.shared.face(named: name)
    #expect(face.family.hasPrefix("DejaVu Sans"))
  }

  @Test(arguments: [
    ("HelveticaNeue-Thin", "Helvetica Neue", Int32(0), Int32?.none),
    ("Avenir-HeavyOblique", "Avenir", 205, 110),
    ("Arial-BoldItalicMT", "Arial-BoldItalicMT", nil, nil),
    ("Foo-Italic", "Foo", nil, 100),
    ("DejaVu Sans", "DejaVu Sans", nil, nil),
  ])
  func postScriptStyleSuffixes(name: String, family: String, weight: Int32?, slant: Int32?) {
    let parsed = FontLibrary.parsePostScriptStyle(name)
    #expect(parsed.family == family && parsed.weight == weight && parsed.slant == slant)
  }

  @Test func theSameFaceIsReused() throws {
    #expect(try FontLibrary.shared.face(named: "DejaVu Sans") === FontLibrary.shared.face(named: "DejaVu Sans"))
  }

  @Test func cairoAnglesStartAtThreeOClock() {
    #expect(Angle.zero.cairoRadians == -.pi / 2)
    #expect(Angle.degrees(90).cairoRadians == 0)
  }
}
