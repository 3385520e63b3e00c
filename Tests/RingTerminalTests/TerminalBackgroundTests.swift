import RingKit
import Testing

@testable import RingTerminal

/// The terminal's background from its OSC 11 reply: the forms XParseColor reads, both
/// terminators, junk, and whether the colour is dark.
struct TerminalBackgroundTests {
  private func replies(_ text: String) -> TerminalReplies { TerminalReplies(parsing: Array(text.utf8)) }

  private func rgb(_ text: String) -> RGB8? { replies(text).background.map { RGB8($0.color) } }

  /// Four hex digits a channel (xterm, kitty, VTE), two (some terminals), one and three: each
  /// scaled from its own width, so ff, fff and ffff are all full.
  @Test func everyChannelWidth() {
    #expect(rgb("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\") == RGB8(red: 0x1E, green: 0x1E, blue: 0x2E))
    #expect(rgb("\u{1B}]11;rgb:1e/1e/2e\u{1B}\\") == RGB8(red: 0x1E, green: 0x1E, blue: 0x2E))
    #expect(rgb("\u{1B}]11;rgb:f/8/0\u{1B}\\") == RGB8(red: 0xFF, green: 0x88, blue: 0x00))
    #expect(rgb("\u{1B}]11;rgb:fff/000/800\u{1B}\\") == RGB8(red: 0xFF, green: 0, blue: 0x80))
    #expect(rgb("\u{1B}]11;rgb:FFFF/fFfF/0000\u{1B}\\") == RGB8(red: 0xFF, green: 0xFF, blue: 0), "either case")
    // Channels of different widths are each scaled on their own.
    #expect(rgb("\u{1B}]11;rgb:ff/ffff/f\u{1B}\\") == RGB8(red: 0xFF, green: 0xFF, blue: 0xFF))
  }

  /// `rgba:` (rxvt-unicode, some translucent windows): the alpha is read past, the colour kept
  /// opaque.
  @Test func rgbaIgnoresTheAlpha() throws {
    let background = try #require(replies("\u{1B}]11;rgba:2020/4040/6060/8000\u{07}").background)
    #expect(RGB8(background.color) == RGB8(red: 0x20, green: 0x40, blue: 0x60))
    #expect(background.color.alpha == 1)
    #expect(rgb("\u{1B}]11;rgba:20/40/60\u{07}") == nil, "rgba needs four channels")
    #expect(rgb("\u{1B}]11;rgb:20/40/60/80\u{07}") == nil, "rgb has three")
  }

  /// The reply ends as the query did: ST (`ESC \`) or BEL; both read the same, and another
  /// reply after either is read too.
  @Test func bothTerminators() {
    let st = replies("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62c")
    let bel = replies("\u{1B}]11;rgb:0000/0000/0000\u{07}\u{1B}[?62c")
    #expect(st.background == bel.background && st.background == TerminalBackground(color: .black))
    #expect(st.primaryAttributes == [62] && bel.primaryAttributes == [62])
  }

  /// Junk is no background: colour names, the query echoed back, channels too long, empty or
  /// not hex (a sign included, which `Int(_:radix:)` would take), another OSC, a reply cut off.
  @Test func junkIsNoBackground() {
    let junk = [
      "\u{1B}]11;black\u{07}", "\u{1B}]11;?\u{07}", "\u{1B}]11;rgb:12345/0/0\u{07}", "\u{1B}]11;rgb://\u{07}",
      "\u{1B}]11;rgb:zz/00/00\u{07}", "\u{1B}]11;rgb:+1/00/00\u{07}", "\u{1B}]11;rgb:1/2\u{07}",
      "\u{1B}]11;rgb:1/2/3/\u{07}", "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]11;rgb:ffff/ffff/ff",
      "\u{1B}]11;#1e1e2e\u{07}", "\u{1B}]11;rgb:1/2/3 \u{07}", "\u{1B}]111;rgb:1/2/3\u{07}",
    ]
    for text in junk { #expect(replies(text).background == nil, "\(text.debugDescription)") }
    // A later good reply still counts; a later bad one does not undo a good one.
    #expect(rgb("\u{1B}]11;junk\u{07}\u{1B}]11;rgb:ff/00/00\u{07}") == RGB8(red: 255, green: 0, blue: 0))
    #expect(rgb("\u{1B}]11;rgb:ff/00/00\u{07}\u{1B}]11;junk\u{07}") == RGB8(red: 255, green: 0, blue: 0))
  }

  /// Dark or light by WCAG's relative luminance: the themes people use, and the limit, where
  /// white and black text contrast equally (grey #757575 has luminance 0.1779 and is dark,
  /// #767676 0.1812 and is light).
  @Test func darkOrLight() throws {
    func isDark(_ reply: String) throws -> Bool { try #require(replies("\u{1B}]11;\(reply)\u{07}").background).isDark }
    #expect(try isDark("rgb:0000/0000/0000"))
    #expect(try isDark("rgb:1e1e/1e1e/2e2e"), "Catppuccin Mocha")
    #expect(try isDark("rgb:2828/2c2c/3434"), "One Dark")
    #expect(try isDark("rgb:0000/2b2b/3636"), "Solarized Dark")
    #expect(try !isDark("rgb:ffff/ffff/ffff"))
    #expect(try !isDark("rgb:fdfd/f6f6/e3e3"), "Solarized Light")
    #expect(try !isDark("rgb:eeee/eeee/eeee"))
    #expect(try isDark("rgb:75/75/75") && !(try isDark("rgb:76/76/76")))
    #expect(abs(TerminalBackground.darkLuminanceLimit - 0.17912878) < 1e-6)
    let white = TerminalBackground(color: .white), black = TerminalBackground(color: .black)
    #expect(abs(white.relativeLuminance - 1) < 1e-12 && black.relativeLuminance == 0)
    // The channels weigh 0.2126, 0.7152 and 0.0722: pure red and green are light, pure blue dark.
    #expect(!TerminalBackground(color: RingColor(red: 1, green: 0, blue: 0)).isDark)
    #expect(!TerminalBackground(color: RingColor(red: 0, green: 1, blue: 0)).isDark)
    #expect(TerminalBackground(color: RingColor(red: 0, green: 0, blue: 1)).isDark)
  }
}
