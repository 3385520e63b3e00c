import Foundation
import RingCairo
import RingKit
import RingTerminal
import Testing

/// `ringgen` on a terminal asks it what it shows before choosing pixels or text: the built
/// binary on a pseudo-terminal whose far side answers like kitty, or stays silent.
@Suite("Terminal query in a pseudo-terminal", .serialized)
struct TerminalQueryCommandTests {
  private static let kittyReply = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[?62;c"

  /// Runs `ringgen` with the terminal as its keyboard and screen; the far side answers the
  /// request with `reply` (when given) as soon as it has seen all of it.
  private func run(
    _ arguments: [String], reply: String?, environment: [String: String] = [:]
  ) throws -> (bytes: [UInt8], status: Int32, elapsed: Double) {
    let terminal = try PseudoTerminal(columns: 80, rows: 30)
    let start = Date()
    let process = try terminal.launch(arguments, input: nil, environment: environment)
    if let reply {
      #expect(terminal.wait { $0.contains("\u{1B}[c") }, "the request arrives")
      terminal.type(reply)
    }
    #expect(process.exits())
    let elapsed = Date().timeIntervalSince(start)
    terminal.closeSlave()
    _ = terminal.wait(seconds: 2) { _ in false }
    return (terminal.bytes, process.terminationStatus, elapsed)
  }

  @Test func kittysAnswerChoosesKittyGraphics() throws {
    let (bytes, status, _) = try run(["--value", "15", "--max", "30", "--columns", "21"], reply: Self.kittyReply)
    #expect(status == 0)
    #expect(bytes.starts(with: TerminalQuery.request), "asked first")
    let shown = Array(bytes.dropFirst(TerminalQuery.request.count))
    #expect(
      shown.starts(with: Array("\u{1B}_Ga=T,f=100,".utf8)), "\(String(decoding: shown.prefix(40), as: UTF8.self))")
    #expect(!shown.contains("kitty(0.35.2)") && !shown.contains("62;c"), "the replies are not echoed")
  }

  /// A silent terminal costs one wait and gets the text ring, byte for byte as before.
  @Test func aSilentTerminalGetsText() throws {
    let (bytes, status, _) = try run(
      ["--value", "15", "--max", "30", "--columns", "21"], reply: nil, environment: ["RINGGEN_QUERY_TIMEOUT": "50"])
    #expect(status == 0)
    let text = try ProgressRing(value: 15, maxValue: 30).ansiData(
      on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 21))
    #expect(bytes.starts(with: TerminalQuery.request))
    let shown = Array(bytes.dropFirst(TerminalQuery.request.count))
    // The tty turns each \n into \r\n.
    #expect(shown == Array(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8))
  }

  /// No query with RINGGEN_NO_QUERY=1, with --graphics given, or when the output is a file.
  @Test func noQueryWhenToldOrWhenTheChoiceIsMade() throws {
    for (arguments, environment) in [
      (["--columns", "21"], ["RINGGEN_NO_QUERY": "1"]), (["--columns", "21", "--graphics", "none"], [:]),
      (["--columns", "21", "--graphics", "kitty"], [:]),
    ] {
      let (bytes, status, _) = try run(
        ["--value", "15", "--max", "30"] + arguments, reply: nil, environment: environment)
      #expect(status == 0 && !bytes.contains("\u{1B}[c") && !bytes.contains("a=q"), "\(arguments) \(environment)")
    }
  }
}
