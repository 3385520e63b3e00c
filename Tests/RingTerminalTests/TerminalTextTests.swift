import Testing

@testable import RingTerminal

/// What a person reads of terminal output: the snapshot assertions compare these, so a
/// sequence left in would make a colour change look like a text change.
@Suite("Terminal text without its escape sequences")
struct TerminalTextTests {
  @Test(arguments: [
    ("\u{1B}[1;31mred\u{1B}[0m", "red"),
    ("\u{1B}[38;2;37;99;235m█\u{1B}[39m\u{1B}[49m", "█"),
    ("\u{1B}[2K\u{1B}[1A\u{1B}[?25lframe\u{1B}[?25h", "frame"),
    ("\u{1B}]8;;https://example.com\u{07}link\u{1B}]8;;\u{1B}\\", "link"),
    ("\u{1B}]0;title\u{1B}\\text", "text"),
    ("\u{1B}7saved\u{1B}8", "saved"),
    ("\u{1B}(Bascii", "ascii"),
    ("\u{9B}31mc1\u{9B}0m", "c1"),
    ("tail\u{1B}[38;5", "tail"),
    ("tab\there\r\n", "tab\there\r\n"),
    ("\u{1B}P+q544e\u{1B}\\dcs", "dcs"),
    ("can\u{1B}[3\u{18}celled", "cancelled"),
  ])
  func escapesAreStripped(text: String, stripped: String) {
    #expect(TerminalText.withoutEscapes(Array(text.utf8)) == stripped)
  }
}
