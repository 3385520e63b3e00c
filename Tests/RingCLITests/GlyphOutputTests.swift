import Foundation
import RingKit
import RingRenderer
import RingTerminal
import Testing

@testable import RingCLI

/// `--format glyph`: one character and a newline, on standard output wherever it is (a
/// status line or a prompt reads it from a pipe), in a file with `-o`, and one line per
/// reading from `watch`.
@Suite("Glyph output")
struct GlyphOutputTests {
  @Test func oneCharacterOnStandardOutputEvenThroughAPipe() {
    let piped = runWithTerminal(["--format", "glyph", "--value", "62"], isTerminal: false)
    #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
    #expect(piped.writes.flatMap(\.bytes) == Array("◑\n".utf8))
    let braille = runInProcess(["--format", "glyph", "--glyphs", "braille", "--value", "62", "-o", "-"])
    #expect(braille.status == 0 && Array(braille.stdout) == Array("⣸\n".utf8))
  }

  /// On a terminal the environment's colours apply (here 256); a pipe has none unless
  /// `--color` asks; NO_COLOR turns them off.
  @Test func coloursFollowTheTerminalAndTheFlags() {
    let terminal = runWithTerminal(["--format", "glyph", "--value", "95", "--thresholds", "70:#f59e0b,90:#dc2626"])
    #expect(terminal.writes.flatMap(\.bytes) == Array("\u{1B}[38;5;160m◕\u{1B}[0m\n".utf8), "\(terminal.stderr)")
    let asked = runWithTerminal(
      ["--format", "glyph", "--value", "95", "--thresholds", "70:#f59e0b,90:#dc2626", "--color", "truecolor"],
      isTerminal: false)
    #expect(asked.writes.flatMap(\.bytes) == Array("\u{1B}[38;2;220;38;38m◕\u{1B}[0m\n".utf8))
    let noColor = runWithTerminal(
      ["--format", "glyph", "--value", "95"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
    #expect(noColor.writes.flatMap(\.bytes) == Array("◕\n".utf8))
  }

  @Test func aFileOfOneGlyph() throws {
    let folder = try TemporaryFolder()
    let run = runInProcess(["--format", "glyph", "--glyphs", "moon", "--value", "50", "-o", folder.path("status")])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(try Data(contentsOf: folder.url.appendingPathComponent("status")) == Data("🌓\n".utf8))
  }

  /// What a glyph has no use for is refused, naming the flag; `--glyphs` elsewhere is a warning.
  @Test func whatAGlyphCannotTakeIsRefused() throws {
    for flag in [
      ["--size", "64"], ["--scale", "2"], ["--columns", "20"], ["--symbols", "braille"], ["--graphics", "kitty"],
    ] {
      try expectRejected(
        ["--format", "glyph", "--value", "3"] + flag,
        message:
          "\(flag[0]): --format glyph is one character in the terminal's font, which \(flag[0]) cannot change; remove it"
      )
    }
    try expectRejected(
      ["--format", "glyph", "--glyphs", "square"], message: "--glyphs: expected circle|braille|nerd|moon, got 'square'")
    try expectRejected(
      ["--format", "glyph", "--rings", "80, 45"],
      message: "--rings: one character shows one ring, not 2 concentric rings")
    let warned = runInProcess(["--glyphs", "moon", "--value", "3", "--format", "ansi", "-o", "-"])
    #expect(
      warned.stderr
        == "ringgen: warning: --glyphs has no effect without --format glyph; it sets the one character's style\n")
  }

  /// The renderer and the service write the same bytes as `ringgen -o -`.
  @Test func theRendererWritesTheGlyph() throws {
    var spec = RenderSpec()
    spec.ring.value = 62
    spec.terminal.glyphs = .nerd
    spec.terminal.color = .truecolor
    let image = try Renderer.render(spec, as: .glyph)
    #expect(image.bytes == Array("\u{1B}[38;2;37;99;235m\u{F0AA2}\u{1B}[0m\n".utf8))
  }

  /// `watch --format glyph`: a line per reading as it arrives, nothing redrawn, on a terminal too.
  @Test func watchWritesALinePerReading() {
    let run = runWithTerminal(
      ["watch", "--format", "glyph", "--color", "none"],
      lines: [
        (.milliseconds(10), "10"), (.milliseconds(20), ""), (.milliseconds(30), "50%"), (.seconds(1), "3/3"),
        (.seconds(2), nil),
      ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.writes.map { String(decoding: $0.bytes, as: UTF8.self) } == ["◔\n", "◑\n", "●\n"])
    #expect(run.writes.map(\.at) == [.milliseconds(10), .milliseconds(30), .seconds(1)], "each as its line is read")
    let dashboard = runWithTerminal(
      ["watch", "--format", "glyph", "--color", "none"],
      lines: [(.milliseconds(10), "cpu=10 mem=70"), (.milliseconds(20), "cpu=100"), (.seconds(1), nil)])
    #expect(
      dashboard.writes.map { String(decoding: $0.bytes, as: UTF8.self) } == ["cpu ◔  mem ◕\n", "cpu ●  mem ◕\n"])
    let bad = runWithTerminal(["watch", "--format", "glyph"], lines: [(.milliseconds(10), "x"), (.seconds(1), nil)])
    #expect(
      bad.status == 1 && bad.stderr.hasSuffix("watch: line 1: expected a number such as 42, 42/120 or 42%, got 'x'\n"))
  }
}
