import RingKit
import Testing

@testable import RingTerminal

@Suite("Colour quantisation")
struct PenPaletteTests {
  static func pen(_ hex: UInt32, _ mode: ColorMode) -> Pen {
    PenPalette(mode: mode, colors: [.progress: RingColor(rgb: hex)]).pen(for: .progress)
  }

  @Test(arguments: [
    (0xFF0000 as UInt32, 196 as UInt8), (0x00FF00, 46), (0x0000FF, 21), (0xFFFFFF, 231), (0x000000, 16),
    (0x5F87AF, 67), (0x808080, 244), (0xE4E4E4, 254), (0x121212, 233),
  ])
  func palette256HitsExactEntries(hex: UInt32, index: UInt8) {
    #expect(Self.pen(hex, .ansi256) == .palette(index))
  }

  @Test func palette256NeverUsesTheThemeColours() {
    for hex in stride(from: UInt32(0), to: 0xFFFFFF, by: 0x0F0F0F) {
      guard case .palette(let index) = Self.pen(hex, .ansi256) else {
        Issue.record("not a palette pen")
        return
      }
      #expect(index >= 16, "\(hex)")
    }
  }

  @Test func theDefaultRingColours() {
    // The default ring: #2563EB progress on a #E5E7EB track.
    let colors: [RingPart: RingColor] = [.progress: RingColor(rgb: 0x2563EB), .track: RingColor(rgb: 0xE5E7EB)]
    let palette256 = PenPalette(mode: .ansi256, colors: colors)
    #expect(palette256.pen(for: .progress) == .palette(27) && palette256.pen(for: .track) == .palette(254))
    let palette16 = PenPalette(mode: .ansi16, colors: colors)
    #expect(palette16.pen(for: .progress) == .ansi(12) && palette16.pen(for: .track) == .ansi(7))
    let truecolor = PenPalette(mode: .truecolor, colors: colors)
    #expect(truecolor.pen(for: .progress) == .rgb(red: 0x25, green: 0x63, blue: 0xEB))
    #expect(PenPalette(mode: .none, colors: colors).pen(for: .progress) == .terminalDefault)
    #expect(palette256.pen(for: .none) == .terminalDefault && palette256.pen(for: .background) == .terminalDefault)
  }

  @Test func differentColoursNeverShareAPaletteEntry() {
    // Two blues 16 colours cannot tell apart: the track moves to its next-nearest entry.
    let colors: [RingPart: RingColor] = [.progress: RingColor(rgb: 0x0000EE), .track: RingColor(rgb: 0x0000DD)]
    let palette = PenPalette(mode: .ansi16, colors: colors)
    #expect(palette.pen(for: .progress) == .ansi(4))
    #expect(palette.pen(for: .track) != .ansi(4))
    let close256 = PenPalette(
      mode: .ansi256, colors: [.progress: RingColor(rgb: 0xFF0000), .track: RingColor(rgb: 0xFE0101)])
    #expect(close256.pen(for: .progress) == .palette(196) && close256.pen(for: .track) != .palette(196))
    // The same colour twice is the same pen: the user asked for it.
    let same = PenPalette(mode: .ansi16, colors: [.progress: .white, .track: .white])
    #expect(same.pen(for: .progress) == same.pen(for: .track))
  }
}

@Suite("ANSI encoding")
struct ANSIEncoderTests {
  static let blue = Pen.palette(27)
  static let grey = Pen.palette(254)

  static var grid: CellGrid {
    var grid = CellGrid(columns: 4, rows: 2)
    grid[0, 0] = Cell("█", foreground: blue)
    grid[1, 0] = Cell("▌", foreground: blue, background: grey)
    grid[2, 0] = Cell("█", foreground: grey)
    grid[1, 1] = Cell("4", isBold: true)
    grid[2, 1] = Cell("2", isBold: true)
    return grid
  }

  @Test func changesOnlyAndAResetAtEveryRowsEnd() {
    let bytes = ANSIEncoder(colorMode: .ansi256).encode(Self.grid)
    let expected =
      "\u{1B}[38;5;27m█\u{1B}[48;5;254m▌\u{1B}[38;5;254;49m█\u{1B}[39m \u{1B}[0m\n \u{1B}[1m42\u{1B}[22m \u{1B}[0m"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  /// Reverse video (SGR 7) starts where a cell needs it and ends (SGR 27) where the next does
  /// not; a row's final reset ends it too, so the next row starts without it.
  @Test func reverseVideoOnlyWhereItChanges() {
    var grid = CellGrid(columns: 4, rows: 2)
    grid[0, 0] = Cell("▅", foreground: Self.blue, isReverseVideo: true)
    grid[1, 0] = Cell("▋", foreground: Self.blue, isReverseVideo: true)
    grid[2, 0] = Cell("█", foreground: Self.blue)
    grid[3, 0] = Cell("▆", foreground: Self.grey, isReverseVideo: true)
    grid[0, 1] = Cell("█", foreground: Self.grey)
    let text = String(decoding: ANSIEncoder(colorMode: .ansi256).encode(grid), as: UTF8.self)
    #expect(
      text
        == "\u{1B}[7;38;5;27m▅▋\u{1B}[27m█\u{1B}[7;38;5;254m▆\u{1B}[0m\n\u{1B}[38;5;254m█\u{1B}[39m   \u{1B}[0m")
    // Without colour nothing is written, reverse video included.
    #expect(String(decoding: ANSIEncoder(colorMode: .none).encode(grid), as: UTF8.self) == "▅▋█▆\n█   ")
  }

  @Test func eachModeWritesItsOwnSequences() {
    var grid = CellGrid(columns: 2, rows: 1)
    grid[0, 0] = Cell("█", foreground: .rgb(red: 1, green: 2, blue: 3), background: .rgb(red: 4, green: 5, blue: 6))
    grid[1, 0] = Cell("█", foreground: .ansi(4), background: .ansi(12))
    let text = String(decoding: ANSIEncoder(colorMode: .truecolor).encode(grid), as: UTF8.self)
    #expect(text == "\u{1B}[38;2;1;2;3;48;2;4;5;6m█\u{1B}[34;104m█\u{1B}[0m")
  }

  @Test func withoutColourThereAreNoEscapes() {
    let bytes = ANSIEncoder(colorMode: .none).encode(Self.grid)
    #expect(String(decoding: bytes, as: UTF8.self) == "█▌█ \n 42 ")
  }

  @Test func theRightHalfOfAWideCharacterIsNotWritten() {
    var grid = CellGrid(columns: 4, rows: 1)
    grid[1, 0] = Cell("漢")
    grid[2, 0] = Cell(nil)
    #expect(String(decoding: ANSIEncoder(colorMode: .none).encode(grid), as: UTF8.self) == " 漢 ")
    #expect(grid.lines == [" 漢 "])
  }
}

@Suite("Live ring")
struct LiveRingTests {
  @Test func framesRedrawInPlace() {
    var live = LiveRing(encoder: ANSIEncoder(colorMode: .none))
    #expect(live.end().isEmpty, "nothing drawn, nothing to restore")
    var grid = CellGrid(columns: 3, rows: 3)
    grid[1, 1] = Cell("7")
    let first = String(decoding: live.frame(grid), as: UTF8.self)
    #expect(first == "\u{1B}[?25l\u{1B}[?2026h   \n 7 \n   \u{1B}[?2026l")
    grid[1, 1] = Cell("8")
    let second = String(decoding: live.frame(grid), as: UTF8.self)
    #expect(second == "\u{1B}[?2026h\r\u{1B}[2A   \n 8 \n   \u{1B}[?2026l")
    #expect(String(decoding: live.end(), as: UTF8.self) == "\u{1B}[?25h\n")
  }

  @Test func aOneRowRingDoesNotMoveUp() {
    var live = LiveRing(encoder: ANSIEncoder(colorMode: .none))
    let grid = CellGrid(columns: 2, rows: 1)
    _ = live.frame(grid)
    #expect(String(decoding: live.frame(grid), as: UTF8.self) == "\u{1B}[?2026h\r  \u{1B}[?2026l")
  }

  @Test func theInterruptRestoreAbandonsAnyEscapeAndShowsTheCursor() {
    #expect(String(decoding: LiveRing.interruptRestore, as: UTF8.self) == "\u{18}\u{1B}[0m\u{1B}[?2026l\u{1B}[?25h\r\n")
  }
}
