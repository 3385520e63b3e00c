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

  /// Names of fonts that are not installed become the default sans face (DejaVu Sans, which
  /// the set-up installs), never an error.
  @Test(arguments: ["No Such Font", ""])
  func unknownNamesFallBackToSans(name: String) throws {
    let face = try FontLibrary.shared.face(named: name)
    #expect(face.family.hasPrefix("DejaVu Sans"))
  }

  /// MB's fonts do not exist on Linux; fontconfig may map them to a metric clone where one is
  /// installed, so only "some face, no error" holds everywhere.
  @Test(arguments: ["HelveticaNeue-Thin", "Helvetica-BoldOblique"])
  func applesFontNamesResolve(name: String) throws {
    #expect(try !FontLibrary.shared.face(named: name).family.isEmpty)
  }

  /// The mb preset's face: Helvetica Neue Thin is not free, so Inter Thin (fonts-inter, which
  /// the set-up installs) is asked for next, before the default sans; SVG still names Helvetica
  /// Neue first.
  @Test func helveticaNeueThinBecomesInterThin() throws {
    let face = try FontLibrary.shared.face(named: "HelveticaNeue-Thin")
    #expect(face.family == "Inter" && face.style == "Thin" && face.cssWeight == 100)
    #expect(try FontLibrary.shared.face(named: "Helvetica Neue").family == "Inter")
    let svg = try ProgressRing.mb.with { $0.value = 55 }.svg(on: RingCanvas(size: 128))
    #expect(
      svg.contains("font-family=\"'Helvetica Neue', 'Inter', sans-serif\" font-size=\"25.2\" font-weight=\"100\""),
      "\(svg)")
  }

  @Test func malformedPatternsAreInvalidInput() {
    #expect(throws: RenderError.self) { try FontLibrary.shared.face(named: "DejaVu Sans:size=abc") }
    var ring = ProgressRing(value: 1)
    ring.unitFontName = "DejaVu Sans:size=abc"
    do {
      _ = try ring.pngData(on: RingCanvas(size: 64))
      Issue.record("a malformed pattern was accepted")
    } catch {
      guard case .invalid(let reason) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(reason.property == "unitFontName")
    }
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
