import Foundation
import RingKit
import RingTerminal
import Testing

/// The colour and symbol conventions, as a table: environment and isatty in, capabilities out.
@Suite("Capability detection")
struct TerminalCapabilitiesTests {
  /// A UTF-8 terminal with nothing else said.
  static let base = ["TERM": "xterm-256color", "LANG": "en_US.UTF-8"]

  struct Row: CustomTestStringConvertible, Sendable {
    var environment: [String: String]
    var isTerminal: Bool
    var color: ColorMode
    var symbols: SymbolSet
    var interactive: Bool
    var testDescription: String {
      "\(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")) tty=\(isTerminal)"
    }
  }

  static func row(
    _ changes: [String: String?], tty: Bool, _ color: ColorMode, _ symbols: SymbolSet = .block, interactive: Bool? = nil
  ) -> Row {
    var environment = base
    for (key, value) in changes { environment[key] = value }
    return Row(
      environment: environment, isTerminal: tty, color: color, symbols: symbols, interactive: interactive ?? tty)
  }

  static let table: [Row] = [
    // A terminal with nothing said gets 256 colours and blocks; a pipe gets no colour.
    row([:], tty: true, .ansi256),
    row([:], tty: false, .none),
    // NO_COLOR: set and not empty means no colour, whatever else is set.
    row(["NO_COLOR": "1"], tty: true, .none),
    row(["NO_COLOR": ""], tty: true, .ansi256),
    row(["NO_COLOR": "1", "FORCE_COLOR": "3"], tty: true, .none),
    row(["NO_COLOR": "1", "COLORTERM": "truecolor"], tty: true, .none),
    // FORCE_COLOR and CLICOLOR_FORCE colour a pipe; FORCE_COLOR's level picks the depth.
    row(["FORCE_COLOR": "1"], tty: false, .ansi16, interactive: false),
    row(["FORCE_COLOR": "2"], tty: false, .ansi256, interactive: false),
    row(["FORCE_COLOR": "3"], tty: false, .truecolor, interactive: false),
    row(["FORCE_COLOR": "true"], tty: false, .ansi256, interactive: false),
    row(["FORCE_COLOR": "yes", "COLORTERM": "truecolor"], tty: false, .truecolor, interactive: false),
    row(["FORCE_COLOR": "0"], tty: true, .none),
    row(["FORCE_COLOR": "false"], tty: true, .none),
    row(["FORCE_COLOR": ""], tty: false, .none),
    row(["CLICOLOR_FORCE": "1"], tty: false, .ansi256, interactive: false),
    row(["CLICOLOR_FORCE": "1", "COLORTERM": "24bit"], tty: false, .truecolor, interactive: false),
    row(["CLICOLOR_FORCE": "0"], tty: false, .none),
    row(["CLICOLOR": "0"], tty: true, .none),
    row(["CLICOLOR": "1"], tty: true, .ansi256),
    // COLORTERM: only truecolor and 24bit mean 24-bit (the Linux console sets COLORTERM=1).
    row(["COLORTERM": "truecolor"], tty: true, .truecolor),
    row(["COLORTERM": "24bit"], tty: true, .truecolor),
    row(["COLORTERM": "1"], tty: true, .ansi256),
    row(["COLORTERM": "truecolor"], tty: false, .none),
    // TERM=dumb: ASCII without colour, and no cursor movement.
    row(["TERM": "dumb"], tty: true, .none, .ascii, interactive: false),
    row(["TERM": "dumb", "COLORTERM": "truecolor"], tty: true, .none, .ascii, interactive: false),
    row(["TERM": "dumb", "FORCE_COLOR": "1"], tty: true, .ansi16, .ascii, interactive: false),
    // The locale: the first of LC_ALL, LC_CTYPE, LANG that is set; none set is C.
    row(["LANG": nil], tty: true, .none, .ascii),
    row(["LANG": "C"], tty: true, .none, .ascii),
    row(["LANG": "POSIX"], tty: true, .none, .ascii),
    row(["LANG": "de_DE.ISO-8859-1"], tty: true, .none, .ascii),
    row(["LANG": "C.UTF-8"], tty: true, .ansi256),
    row(["LANG": "en_US.utf8"], tty: true, .ansi256),
    row(["LANG": "sr_RS.UTF-8@latin"], tty: true, .ansi256),
    row(["LANG": "C", "LC_CTYPE": "en_US.UTF-8"], tty: true, .ansi256),
    row(["LC_ALL": "C", "LC_CTYPE": "en_US.UTF-8"], tty: true, .none, .ascii),
    row(["LC_ALL": "", "LANG": "C.UTF-8"], tty: true, .ansi256),
    row(["LANG": "C", "FORCE_COLOR": "3"], tty: false, .truecolor, .ascii, interactive: false),
  ]

  @Test(arguments: table)
  func detect(_ row: Row) {
    let capabilities = TerminalCapabilities.detect(environment: row.environment, isTerminal: row.isTerminal)
    #expect(
      capabilities == TerminalCapabilities(colorMode: row.color, symbols: row.symbols, isInteractive: row.interactive))
  }

  @Test func anEmptyEnvironmentIsTheCLocale() {
    #expect(
      TerminalCapabilities.detect(environment: [:], isTerminal: true)
        == TerminalCapabilities(colorMode: .none, symbols: .ascii, isInteractive: true))
  }
}

@Suite("Terminal size")
struct TerminalSizeTests {
  @Test func theWindowWinsThenCOLUMNSThenEighty() {
    let window = TerminalSize(columns: 120, rows: 40)
    #expect(TerminalSize.resolve(window: window, environment: ["COLUMNS": "60"]) == window)
    #expect(TerminalSize.resolve(window: nil, environment: ["COLUMNS": "60"]) == TerminalSize(columns: 60, rows: nil))
    #expect(
      TerminalSize.resolve(window: nil, environment: ["COLUMNS": " 60 ", "LINES": "20"])
        == TerminalSize(columns: 60, rows: 20))
    #expect(TerminalSize.resolve(window: nil, environment: ["LINES": "20"]) == TerminalSize(columns: 80, rows: nil))
    for bad in ["0", "-3", "wide", ""] {
      #expect(TerminalSize.resolve(window: nil, environment: ["COLUMNS": bad]) == TerminalSize.fallback, "\(bad)")
    }
  }

  @Test func aDescriptorThatIsNotATerminalHasNoWindow() throws {
    var pipeEnds: [Int32] = [0, 0]
    #expect(pipe(&pipeEnds) == 0)
    defer {
      close(pipeEnds[0])
      close(pipeEnds[1])
    }
    #expect(TerminalSize.window(of: pipeEnds[1]) == nil)
    #expect(TerminalSize.window(of: -1) == nil)
  }
}
