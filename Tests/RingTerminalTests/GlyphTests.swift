import RingCairo
import RingKit
import Testing

@testable import RingTerminal

/// One character for the whole ring (`--format glyph`): the step of the set nearest the value,
/// empty only at 0 and full only at the maximum, in the colour the progress band has at its tip.
@Suite("Glyph")
struct GlyphTests {
  /// Each set from empty to full, as its documentation lists the characters.
  @Test func eachSetRunsFromEmptyToFull() {
    #expect(String(String.UnicodeScalarView(GlyphSet.circle.steps)) == "○◔◑◕●")
    #expect(String(String.UnicodeScalarView(GlyphSet.braille.steps)) == "⠀⠈⠘⠸⢸⣸⣼⣾⣿")
    #expect(String(String.UnicodeScalarView(GlyphSet.moon.steps)) == "🌑🌒🌓🌔🌕")
    #expect(GlyphSet.nerd.steps.map(\.value) == [0xF0130] + Array(0xF0A9E...0xF0AA5))
  }

  /// Fractions to steps: the nearest step, never empty once started nor full before the end.
  @Test(arguments: [
    (GlyphSet.circle, 0.0, "○"), (.circle, 0.001, "◔"), (.circle, 0.37, "◔"), (.circle, 0.38, "◑"),
    (.circle, 0.62, "◑"), (.circle, 0.63, "◕"), (.circle, 0.999, "◕"), (.circle, 1, "●"), (.circle, 2, "●"),
    (.circle, -.nan, "○"), (.braille, 0.62, "⣸"), (.braille, 0.5, "⢸"), (.braille, 0.05, "⠈"),
    (.braille, 0.95, "⣾"), (.moon, 0.5, "🌓"), (.moon, 0.9, "🌔"),
  ])
  func aFractionTakesTheNearestStep(_ set: GlyphSet, _ fraction: Double, _ expected: String) {
    #expect(String(Character(set.glyph(forFraction: fraction))) == expected, "\(set) \(fraction)")
  }

  @Test func nerdEighths() {
    #expect(GlyphSet.nerd.glyph(forFraction: 0.62).value == 0xF0AA2)  // 4.96 eighths: slice 5
    #expect(GlyphSet.nerd.glyph(forFraction: 0).value == 0xF0130)
  }

  /// Without colour the bytes are the character and a newline, nothing else.
  @Test func noColourIsTheCharacterAlone() throws {
    let bytes = try ProgressRing(value: 62, maxValue: 100).glyphData(.circle, colorMode: .none)
    #expect(bytes == Array("◑\n".utf8))
  }

  /// The default blue, in each colour mode, reset after the character.
  @Test func theProgressColourInEachMode() throws {
    let ring = ProgressRing(value: 62, maxValue: 100)
    #expect(try ring.glyphData(.circle, colorMode: .truecolor) == Array("\u{1B}[38;2;37;99;235m◑\u{1B}[0m\n".utf8))
    #expect(try ring.glyphData(.braille, colorMode: .ansi256) == Array("\u{1B}[38;5;27m⣸\u{1B}[0m\n".utf8))
    #expect(try ring.glyphData(.circle, colorMode: .ansi16) == Array("\u{1B}[94m◑\u{1B}[0m\n".utf8))
  }

  /// Thresholds colour the glyph as they colour the band: below the first the progress
  /// colour, from each on its colour; blended, the mix at the value.
  @Test func thresholdsColourTheGlyph() throws {
    var ring = ProgressRing(value: 50, maxValue: 100)
    ring.thresholds = try RingThreshold.parseList("70:#f59e0b, 90:#dc2626")
    #expect(try ring.glyphColor() == RingColor(rgb: 0x2563EB))
    ring.value = 75
    #expect(try ring.glyphColor() == RingColor(rgb: 0xF59E0B))
    ring.value = 95
    #expect(try ring.glyphData(.circle, colorMode: .truecolor) == Array("\u{1B}[38;2;220;38;38m◕\u{1B}[0m\n".utf8))
    ring.thresholdBlend = true
    ring.thresholds = try RingThreshold.parseList("100:#ffffff")
    ring.progressColor = RingColor(rgb: 0x000000)
    ring.value = 50
    let mixed = try ring.glyphColor()
    #expect(abs(mixed.red - 0.5) < 1e-9 && abs(mixed.green - 0.5) < 1e-9 && abs(mixed.blue - 0.5) < 1e-9)
  }

  /// A gradient over the progress ends on its last stop at the tip; over the track, the tip
  /// takes the stop at the value's share of the arc.
  @Test func aGradientColoursByTheTip() throws {
    var ring = ProgressRing(value: 30, maxValue: 100)
    ring.progressGradient = try RingGradient(parsing: "#ff0000, #0000ff")
    let tip = try ring.glyphColor()
    #expect(RGB8(tip) == RGB8(RingColor(rgb: 0x0000FF)))
    ring.gradientSpan = .track
    let along = try ring.glyphColor()
    let expected = try #require(ring.progressGradient).color(at: 0.3)
    #expect(abs(along.red - expected.red) < 0.01 && abs(along.blue - expected.blue) < 0.01, "\(along)")
  }

  /// At 0 nothing of the progress is drawn: the empty glyph takes the track's colour.
  @Test func anEmptyRingTakesTheTrackColour() throws {
    var ring = ProgressRing(value: 0, maxValue: 100)
    ring.emptyLineColor = RingColor(rgb: 0x123456)
    #expect(try ring.glyphData(.circle, colorMode: .truecolor) == Array("\u{1B}[38;2;18;52;86m○\u{1B}[0m\n".utf8))
  }

  /// Concentric rings do not fit one character: refused, naming `rings`.
  @Test func concentricRingsAreRefused() throws {
    var ring = ProgressRing(value: 1)
    ring.rings = [ProgressRing(value: 1), ProgressRing(value: 2)]
    let error = try #require(throws: RenderError.self) { try ring.glyphData(.circle, colorMode: .none) }
    guard case .invalid(let invalid) = error else { throw error }
    #expect(invalid.property == "rings")
  }
}
