import RingKit
import Testing

@testable import RingTerminal

/// The fitter on synthetic cells whose right answer is known: each cell is described by the
/// part at every point of the unit square (y down).
@Suite("Cell fitting")
struct CellFitterTests {
  /// Sub-cell masses for `table`, sampling `part` on a 48 × 48 grid (divisible by 1, 2, 3, 4, 8).
  static func masses(_ table: GlyphTable, _ part: (Double, Double) -> RingPart) -> [PartMass] {
    let steps = 48
    var masses = [PartMass](repeating: PartMass(), count: table.columns * table.rows)
    for j in 0..<steps {
      for i in 0..<steps {
        let x = (Double(i) + 0.5) / Double(steps), y = (Double(j) + 0.5) / Double(steps)
        let sub = Int(y * Double(table.rows)) * table.columns + Int(x * Double(table.columns))
        masses[sub][part(x, y)] += 1 / Float(steps * steps)
      }
    }
    return masses
  }

  static func fit(
    _ symbols: SymbolSet, colorful: Bool = true, _ part: @escaping (Double, Double) -> RingPart
  ) -> CellFitter.Choice {
    let fitter = CellFitter(symbols: symbols, colorful: colorful)
    return masses(fitter.table, part).withUnsafeBufferPointer { fitter.fit($0) }
  }

  static func choice(_ character: Character, _ ink: RingPart, _ paper: RingPart) -> CellFitter.Choice {
    CellFitter.Choice(character: character, ink: ink, paper: paper)
  }

  @Test func blockEighthsAndHalves() {
    #expect(Self.fit(.block) { _, y in y > 5.0 / 8 ? .progress : .none } == Self.choice("▃", .progress, .none))
    #expect(Self.fit(.block) { _, y in y > 1.0 / 8 ? .track : .none } == Self.choice("▇", .track, .none))
    #expect(Self.fit(.block) { x, _ in x < 3.0 / 8 ? .progress : .none } == Self.choice("▍", .progress, .none))
    #expect(Self.fit(.block) { x, _ in x < 0.5 ? .progress : .none } == Self.choice("▌", .progress, .none))
    #expect(Self.fit(.block) { x, _ in x >= 0.5 ? .progress : .none } == Self.choice("▐", .progress, .none))
    #expect(Self.fit(.block) { _, y in y < 0.5 ? .progress : .none } == Self.choice("▀", .progress, .none))
    #expect(Self.fit(.block) { _, y in y < 1.0 / 8 ? .progress : .none } == Self.choice("▔", .progress, .none))
    #expect(Self.fit(.block) { x, _ in x >= 7.0 / 8 ? .progress : .none } == Self.choice("▕", .progress, .none))
  }

  /// The set has eighth blocks only at the bottom and the left; a band's top or right edge at
  /// 3/8 of a cell is the complementary glyph in reverse video, its ink the terminal's
  /// background (chafa's inverted cells).
  @Test func blockTopAndRightEighthsAreReverseVideo() {
    let top = Self.fit(.block) { _, y in y < 3.0 / 8 ? .progress : .none }
    #expect(top == Self.choice("▅", .none, .progress) && top.isReverseVideo)
    let right = Self.fit(.block) { x, _ in x >= 5.0 / 8 ? .track : .none }
    #expect(right == Self.choice("▋", .none, .track) && right.isReverseVideo)
    #expect(Self.fit(.block) { _, y in y < 6.0 / 8 ? .progress : .none } == Self.choice("▂", .none, .progress))
    #expect(Self.fit(.block) { _, y in y < 2.0 / 8 ? .background : .none } == Self.choice("▆", .none, .background))
    // Where a glyph as written fits as well, no reverse video: ▀ and ▔ rather than ▄ and ▇
    // in reverse, and two colours swap pens instead.
    #expect(Self.fit(.block) { _, y in y < 4.0 / 8 ? .progress : .none } == Self.choice("▀", .progress, .none))
    #expect(Self.fit(.block) { _, y in y < 1.0 / 8 ? .track : .none } == Self.choice("▔", .track, .none))
    let twoColours = Self.fit(.block) { _, y in y < 3.0 / 8 ? .progress : .track }
    #expect(twoColours == Self.choice("▅", .track, .progress) && !twoColours.isReverseVideo)
    // Without colour there is no reverse video: the nearest shape as written.
    #expect(!Self.fit(.block, colorful: false) { _, y in y < 3.0 / 8 ? .progress : .none }.isReverseVideo)
    // The pattern sets have every complement, so they never need it.
    for symbols in [SymbolSet.half, .quadrant, .sextant, .braille, .ascii] {
      #expect(!Self.fit(symbols) { _, y in y < 3.0 / 8 ? .progress : .none }.isReverseVideo, "\(symbols)")
    }
  }

  @Test func blockQuadrantsAndTwoParts() {
    #expect(Self.fit(.block) { x, y in x < 0.5 && y >= 0.5 ? .progress : .none } == Self.choice("▖", .progress, .none))
    #expect(Self.fit(.block) { x, y in x < 0.5 || y >= 0.5 ? .progress : .none } == Self.choice("▙", .progress, .none))
    #expect(Self.fit(.block) { x, y in (x < 0.5) == (y < 0.5) ? .track : .none } == Self.choice("▚", .track, .none))
    // Progress over track: both colours in one cell, the progress as ink.
    #expect(Self.fit(.block) { _, y in y > 5.0 / 8 ? .progress : .track } == Self.choice("▃", .progress, .track))
    // The canvas background is a coloured space, not a block.
    #expect(Self.fit(.block) { _, _ in .background } == Self.choice(" ", .none, .background))
    #expect(Self.fit(.block) { x, _ in x < 0.5 ? .progress : .background } == Self.choice("▌", .progress, .background))
  }

  @Test func uniformCellsHaveOneSpelling() {
    for symbols in [SymbolSet.block, .half, .quadrant, .sextant] {
      #expect(Self.fit(symbols) { _, _ in .progress } == Self.choice("█", .progress, .none), "\(symbols)")
      #expect(Self.fit(symbols) { _, _ in .track } == Self.choice("█", .track, .none), "\(symbols)")
      #expect(Self.fit(symbols) { _, _ in .none } == Self.choice(" ", .none, .none), "\(symbols)")
      #expect(Self.fit(symbols) { _, _ in .background } == Self.choice(" ", .none, .background), "\(symbols)")
    }
    // A cell that is nearly all progress is still a full block.
    #expect(Self.fit(.block) { x, y in x < 0.05 && y < 0.05 ? .none : .progress } == Self.choice("█", .progress, .none))
  }

  @Test func patternSets() {
    #expect(Self.fit(.half) { _, y in y >= 0.5 ? .progress : .none } == Self.choice("▄", .progress, .none))
    #expect(Self.fit(.half) { _, y in y >= 0.5 ? .progress : .track } == Self.choice("▄", .progress, .track))
    #expect(Self.fit(.quadrant) { x, y in x >= 0.5 && y < 0.5 ? .track : .none } == Self.choice("▝", .track, .none))
    #expect(
      Self.fit(.quadrant) { x, y in !(x < 0.5 && y < 0.5) ? .progress : .none } == Self.choice("▟", .progress, .none))
    // Sextants: the left column is the existing ▌; the top-left third is U+1FB00.
    #expect(Self.fit(.sextant) { x, _ in x < 0.5 ? .progress : .none } == Self.choice("▌", .progress, .none))
    #expect(
      Self.fit(.sextant) { x, y in x < 0.5 && y < 1.0 / 3 ? .progress : .none }
        == Self.choice("\u{1FB00}", .progress, .none))
    #expect(
      Self.fit(.sextant) { _, y in y >= 2.0 / 3 ? .progress : .none } == Self.choice("\u{1FB2D}", .progress, .none))
  }

  @Test func brailleDotsFollowTheInkInOneColour() {
    // The bottom row of dots (7 and 8), then the left column (1, 2, 3, 7).
    #expect(Self.fit(.braille) { _, y in y >= 0.75 ? .progress : .none } == Self.choice("\u{28C0}", .progress, .none))
    #expect(Self.fit(.braille) { x, _ in x < 0.5 ? .track : .none } == Self.choice("\u{2847}", .track, .none))
    // Two parts: every inked dot, in the colour of the larger.
    #expect(Self.fit(.braille) { x, _ in x < 0.6 ? .progress : .track } == Self.choice("\u{28FF}", .progress, .none))
    // Without colour the track keeps every other dot.
    #expect(Self.fit(.braille, colorful: false) { _, _ in .track } == Self.choice("\u{2895}", .track, .none))
    #expect(Self.fit(.braille, colorful: false) { _, _ in .progress } == Self.choice("\u{28FF}", .progress, .none))
  }

  @Test func withoutColourTheTrackIsAShadeAndTheProgressKeepsItsShape() {
    #expect(Self.fit(.block, colorful: false) { _, _ in .track } == Self.choice("░", .track, .none))
    #expect(
      Self.fit(.block, colorful: false) { _, y in y > 5.0 / 8 ? .progress : .track }
        == Self.choice("▃", .progress, .none))
    #expect(
      Self.fit(.block, colorful: false) { _, y in y > 5.0 / 8 ? .track : .none } == Self.choice(" ", .none, .none))
    #expect(
      Self.fit(.block, colorful: false) { _, y in y >= 0.5 ? .track : .none } == Self.choice("░", .track, .none),
      "half covered: ink")
    #expect(
      Self.fit(.block, colorful: false) { x, _ in x < 0.5 ? .progress : .track } == Self.choice("▌", .progress, .none),
      "progress wins a tie")
    // The canvas background is nothing without colour.
    #expect(Self.fit(.block, colorful: false) { _, _ in .background } == Self.choice(" ", .none, .none))
    #expect(Self.fit(.quadrant, colorful: false) { _, _ in .track } == Self.choice("░", .track, .none))
    #expect(
      Self.fit(.quadrant, colorful: false) { x, _ in x < 0.5 ? .progress : .track }
        == Self.choice("▌", .progress, .none))
  }

  @Test func asciiByCoverage() {
    #expect(Self.fit(.ascii) { _, _ in .progress } == Self.choice("#", .progress, .none))
    #expect(Self.fit(.ascii) { _, y in y < 0.3 ? .progress : .none } == Self.choice("+", .progress, .none))
    #expect(Self.fit(.ascii) { _, _ in .track } == Self.choice(":", .track, .none))
    #expect(Self.fit(.ascii) { _, y in y < 0.3 ? .track : .none } == Self.choice(".", .track, .none))
    #expect(Self.fit(.ascii) { _, y in y < 0.1 ? .track : .none } == Self.choice(" ", .none, .none))
    #expect(Self.fit(.ascii, colorful: false) { _, _ in .background } == Self.choice(" ", .none, .none))
    #expect(Self.fit(.ascii) { _, _ in .background } == Self.choice(" ", .none, .background))
  }
}

@Suite("Glyph tables")
struct GlyphTableTests {
  @Test func everyBlockGlyphHasItsOwnMask() {
    let masks = GlyphTable.block.glyphs.map(\.mask)
    #expect(Set(masks).count == masks.count)
    #expect(Set(GlyphTable.block.glyphs.map(\.character)).count == 30)
    #expect(
      GlyphTable.block.glyphs.allSatisfy { ("\u{2580}"..."\u{259F}").contains($0.character) || $0.character == " " })
  }

  @Test func reverseVideoAddsOnlyShapesTheSetLacks() {
    let table = GlyphTable.block
    #expect(
      String(table.reverseVideoGlyphs.map { table.glyphs[$0].character }).sorted() == Array("▁▂▃▅▆▏▎▍▋▊").sorted())
    let masks = Set(table.glyphs.map(\.mask))
    for glyph in table.reverseVideoGlyphs { #expect(!masks.contains(~table.glyphs[glyph].mask)) }
  }

  @Test func blockShapesAreTheirGlyphs() {
    let shapes = Dictionary(
      uniqueKeysWithValues: zip(GlyphTable.block.glyphs.map(\.character), GlyphTable.block.blockShapes))
    #expect(shapes["▃"] == .bottom(3) && shapes["▍"] == .left(3) && shapes["▔"] == .top(1) && shapes["▕"] == .right(1))
    #expect(GlyphTable.BlockShape.bottom(3).mask == 0xFFFFFF << 40)
    #expect(GlyphTable.BlockShape.left(1).mask == 0x0101_0101_0101_0101)
    #expect(GlyphTable.BlockShape.quadrants(0b1001).mask == 0xF0F0_F0F0_0F0F_0F0F)
    #expect(zip(GlyphTable.block.glyphs, GlyphTable.block.blockShapes).allSatisfy { $0.mask == $1.mask })
  }

  /// The row, column and quadrant sums give every block glyph the mass of its sub-cells.
  @Test func blockSumsAgreeWithTheSubCells() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let masses = (0..<64).map { _ in
        PartMass(
          Float.random(in: 0...1, using: &generator), Float.random(in: 0...1, using: &generator),
          Float.random(in: 0...1, using: &generator), 0) / 64
      }
      var storage = [PartMass](repeating: PartMass(), count: BlockSums.count)
      storage.withUnsafeMutableBufferPointer { storage in
        let sums = BlockSums(storage: storage.baseAddress!)
        masses.withUnsafeBufferPointer { sums.fill(from: $0) }
        sums.withPrefixSums { top, left in
          for (glyph, shape) in zip(GlyphTable.block.glyphs, GlyphTable.block.blockShapes) {
            let direct = (0..<64).filter { glyph.mask & (1 << UInt64($0)) != 0 }.reduce(PartMass()) { $0 + masses[$1] }
            let fromSums = sums.under(shape, top: top, left: left)
            #expect(((direct - fromSums) * (direct - fromSums)).sum() < 1e-10, "\(glyph.character)")
          }
        }
      }
    }
  }

  @Test func patternTablesUseUnicodesCodePoints() {
    #expect(GlyphTable.sextant.byMask.count == 64 && Set(GlyphTable.sextant.byMask).count == 64)
    #expect(GlyphTable.sextant.byMask[1] == "\u{1FB00}" && GlyphTable.sextant.byMask[62] == "\u{1FB3B}")
    #expect(GlyphTable.sextant.byMask[20] == "\u{1FB13}" && GlyphTable.sextant.byMask[22] == "\u{1FB14}")
    #expect(GlyphTable.braille.byMask[1] == "\u{2801}" && GlyphTable.braille.byMask[2] == "\u{2808}")
    #expect(GlyphTable.braille.byMask[0x40] == "\u{2840}" && GlyphTable.braille.byMask[255] == "\u{28FF}")
    #expect(
      GlyphTable.quadrant.byMask == [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"])
  }
}
