import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingTerminal

/// kitty's Unicode placeholders and tmux's passthrough, byte for byte.
@Suite("Kitty placeholders")
struct KittyPlaceholderTests {
  /// kitty's table (gen/rowcolumn-diacritics.txt): 297 marks, ascending, from U+0305 to U+1D244.
  @Test func theDiacriticsAreKittysTable() {
    let marks = KittyPlaceholder.diacritics.map(\.value)
    #expect(marks.count == 297 && KittyPlaceholder.maximumCells == 297)
    #expect(
      Array(marks.prefix(10)) == [0x0305, 0x030D, 0x030E, 0x0310, 0x0312, 0x033D, 0x033E, 0x033F, 0x0346, 0x034A])
    #expect(marks.last == 0x1D244 && zip(marks, marks.dropFirst()).allSatisfy { $0 < $1 })
    // None of the 19 that normalisation fuses with a base letter.
    let left: Set<UInt32> = [0x0300, 0x0301, 0x0302, 0x0303, 0x0304, 0x0306, 0x0307, 0x0308, 0x0309, 0x030A]
    #expect(
      Set(marks).isDisjoint(with: left.union([0x030B, 0x030C, 0x030F, 0x0311, 0x0313, 0x0314, 0x0342, 0x0653, 0x0654])))
  }

  /// What a real tmux 3.3a showed for 3 × 2 placeholders of image 42 (wave 3's notes,
  /// `capture-pane -p -e`), which sets the colour once: the same cells, row by row.
  @Test func cellsAreWhatTmuxShowed() {
    let captured =
      "\u{1B}[38;5;42m\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}\u{10EEEE}\u{0305}\u{030E}\n"
      + "\u{10EEEE}\u{030D}\u{0305}\u{10EEEE}\u{030D}\u{030D}\u{10EEEE}\u{030D}\u{030E}"
    let cells = String(decoding: KittyPlaceholder.cells(imageID: 42, columns: 3, rows: 2), as: UTF8.self)
    #expect(
      cells
        == "\u{1B}[38;5;42m"
        + captured.dropFirst(10).split(separator: "\n").joined(separator: "\u{1B}[39m\n\u{1B}[38;5;42m")
        + "\u{1B}[39m\n")
    #expect(TerminalText.withoutEscapes(Array(cells.utf8)) == TerminalText.withoutEscapes(Array(captured.utf8)) + "\n")
  }

  /// The passthrough doubles every ESC and wraps the sequence; the image is sent in chunks of
  /// 4096 base64 bytes, the first with the virtual placement's keys, before the cells.
  @Test func theImageGoesThroughThePassthrough() throws {
    #expect(
      TerminalGraphics.passthrough(Array("\u{1B}_Ga=q\u{1B}\\".utf8))
        == Array("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=q\u{1B}\u{1B}\\\u{1B}\\".utf8))
    let png = Data((0..<5000).map { UInt8($0 % 251) })
    let bytes = TerminalGraphics.kittyThroughTmux(png: png, columns: 4, rows: 2, imageID: 7)
    let text = String(decoding: bytes, as: UTF8.self)
    let base64 = png.base64EncodedString()
    let first =
      "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,U=1,f=100,i=7,c=4,r=2,q=2,m=1;" + base64.prefix(4096) + "\u{1B}\u{1B}\\\u{1B}\\"
    let second = "\u{1B}Ptmux;\u{1B}\u{1B}_Gm=0;" + base64.dropFirst(4096) + "\u{1B}\u{1B}\\\u{1B}\\"
    #expect(
      text == first + second + String(decoding: KittyPlaceholder.cells(imageID: 7, columns: 4, rows: 2), as: UTF8.self))
  }

  /// A ring too large for the placeholders is refused, naming `columns`.
  @Test func tooManyColumnsAreRefused() throws {
    let error = try #require(throws: RenderError.self) {
      try ProgressRing(value: 1).kittyThroughTmuxData(
        on: RingCanvas(size: 256), columns: 300, cellWidth: 2, cellHeight: 4, imageID: 1)
    }
    guard case .invalid(let invalid) = error else { throw error }
    #expect(invalid.property == "columns")
  }
}
