import RingKit
import RingTerminal
import Synchronization
import Testing

@testable import RingCLI

/// `RingGen.terminalBackground`, the terminal's OSC 11 answer for the default appearance of
/// terminal output: asked only where the rules allow, with the replies' colour and darkness.
struct TerminalBackgroundQueryTests {
  private final class Asked: Sendable {
    let calls = Mutex<[(Duration, Bool)]>([])
  }

  private func background(
    environment: [String: String] = ["TERM": "xterm-256color"], isTerminal: Bool = true, reply: String?,
    asked: Asked = Asked()
  ) -> TerminalBackground? {
    let context = TerminalContext(
      environment: environment, windowSize: { nil }, makeLineSource: { DescriptorLineSource(descriptor: -1) },
      clock: SystemWatchClock(), guardTerminal: { _ in }, unguardTerminal: {},
      queryTerminal: { timeout, insideTmux in
        asked.calls.withLock { $0.append((timeout, insideTmux)) }
        return reply.map { TerminalReplies(parsing: Array($0.utf8)) }
      })
    let console = Console(
      writeOutput: { _ in }, writeError: { _ in }, readInput: { _ in [] }, outputIsTerminal: isTerminal,
      terminal: context)
    return RingGen.terminalBackground(console)
  }

  @Test func aDarkAndALightTerminal() throws {
    let dark = try #require(background(reply: "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62c"))
    #expect(
      dark.isDark && dark.color == RingColor(red: 0x1E1E / 65535.0, green: 0x1E1E / 65535.0, blue: 0x2E2E / 65535.0))
    let light = try #require(background(reply: "\u{1B}]11;rgb:fd/f6/e3\u{07}\u{1B}[?62c"))
    #expect(!light.isDark)
  }

  /// No answer to OSC 11, junk, or no terminal to ask: no background, and the caller keeps
  /// its own default.
  @Test func noAnswerIsNoBackground() {
    #expect(background(reply: "\u{1B}[?62c") == nil)
    #expect(background(reply: "\u{1B}]11;rgb:zz/zz/zz\u{07}\u{1B}[?62c") == nil)
    #expect(background(reply: nil) == nil)
  }

  /// Not asked when the output is not a terminal, with RINGGEN_NO_QUERY=1, or inside tmux
  /// (which does not answer OSC 11); asked with RINGGEN_QUERY_TIMEOUT's wait otherwise.
  @Test func askedOnlyWhereTheRulesAllow() {
    let reply = "\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62c"
    for (environment, isTerminal) in [
      (["TERM": "xterm-256color"], false), (["TERM": "xterm-256color", "RINGGEN_NO_QUERY": "1"], true),
      (["TERM": "screen", "TMUX": "/tmp/tmux-0/default,1,0"], true),
    ] {
      let asked = Asked()
      #expect(background(environment: environment, isTerminal: isTerminal, reply: reply, asked: asked) == nil)
      #expect(asked.calls.withLock { $0.isEmpty }, "\(environment) \(isTerminal)")
    }
    let asked = Asked()
    #expect(background(environment: ["RINGGEN_QUERY_TIMEOUT": "40"], reply: reply, asked: asked)?.isDark == true)
    #expect(asked.calls.withLock { $0.map(\.0) == [.milliseconds(40)] && $0.map(\.1) == [false] })
  }

  /// The default look of terminal text follows the background: a dark terminal gets the dark
  /// look, as `--appearance dark` draws it; a light one, a pipe, or `--graphics` given (no
  /// query then) keeps the light look; `--appearance` wins.
  @Test func terminalTextFollowsTheBackground() {
    let dark = "\u{1B}]11;rgb:12/12/12\u{07}\u{1B}[?62c"
    let light = "\u{1B}]11;rgb:ff/ff/ff\u{07}\u{1B}[?62c"
    let ring = ["--value", "40", "--columns", "24", "--color", "truecolor", "--symbols", "block"]
    func drawn(_ extra: [String], replies: String?, isTerminal: Bool = true) -> [UInt8] {
      let run = runWithTerminal(ring + extra, isTerminal: isTerminal, replies: replies)
      #expect(run.status == 0, "\(run.stderr)")
      return run.stdout
    }
    let darkLook = drawn(["--appearance", "dark"], replies: nil)
    let lightLook = drawn(["--appearance", "light"], replies: nil)
    #expect(darkLook != lightLook)
    #expect(drawn([], replies: dark) == darkLook)
    #expect(drawn([], replies: light) == lightLook)
    #expect(
      drawn(["-o", "-"], replies: dark, isTerminal: false)
        == drawn(["-o", "-", "--appearance", "light"], replies: nil, isTerminal: false))
    #expect(drawn(["--graphics", "none"], replies: dark) == lightLook)
    #expect(drawn(["--appearance", "light"], replies: dark) == lightLook)
  }
}
