import Foundation
import RingKit
import RingTerminal
import Synchronization

@testable import RingCLI

/// A clock that moves only when told, for `ringgen watch`.
final class FakeClock: WatchClock, Sendable {
  private let time = Mutex(Duration.zero)
  var now: Duration { time.withLock { $0 } }
  func sleep(until deadline: Duration) { advance(to: deadline) }
  func advance(to deadline: Duration) { time.withLock { $0 = Swift.max($0, deadline) } }
}

/// Input lines that arrive at given times on a ``FakeClock``; a nil line closes the input.
/// Waiting moves the clock: to the next line, or by the timeout when that comes first.
struct ScriptedLines: LineSource {
  var script: [(at: Duration, line: String?)]
  let clock: FakeClock
  let timeouts: Recorder<Duration?>

  mutating func next(timeout: Duration?) throws(CommandError) -> InputEvent {
    timeouts.append(timeout)
    guard let next = script.first else { return .end }
    let now = clock.now
    if let timeout, next.at > now + timeout {
      clock.advance(to: now + timeout)
      return .timeout
    }
    clock.advance(to: next.at)
    script.removeFirst()
    return next.line.map(InputEvent.line) ?? .end
  }
}

/// A list that closures on any thread can append to.
final class Recorder<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])
  func append(_ element: Element) { storage.withLock { $0.append(element) } }
  var elements: [Element] { storage.withLock { $0 } }
}

/// What one in-process run with a fake terminal did.
struct TerminalRun {
  var status: Int32
  /// Each write to standard output, with the fake time it happened at.
  var writes: [(at: Duration, bytes: [UInt8])]
  var stderr: String
  /// The timeouts `watch` waited for input with (nil: for as long as it takes).
  var timeouts: [Duration?]
  /// `guard` and `unguard`, in order.
  var guardEvents: [String]

  var stdout: [UInt8] { writes.flatMap(\.bytes) }
  var text: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs `RingGen.main` with a fake terminal: environment, window size, scripted input on a fake
/// clock, and a recorder for output, which fails after `failWritesAfter` writes when given.
func runWithTerminal(
  _ arguments: [String], environment: [String: String] = ["TERM": "xterm-256color", "LANG": "C.UTF-8"],
  window: TerminalSize? = TerminalSize(columns: 100, rows: 40), isTerminal: Bool = true,
  lines: [(at: Duration, line: String?)] = [], failWritesAfter: Int? = nil, tmuxPassthrough: Bool? = nil,
  tmuxClientTerminal: String? = nil, replies: String? = nil
) -> TerminalRun {
  let clock = FakeClock()
  let writes = Mutex<[(at: Duration, bytes: [UInt8])]>([])
  let errors = Mutex("")
  let timeouts = Recorder<Duration?>()
  let guardEvents = Mutex<[String]>([])
  let context = TerminalContext(
    environment: environment, windowSize: { window },
    makeLineSource: { ScriptedLines(script: lines, clock: clock, timeouts: timeouts) }, clock: clock,
    guardTerminal: { bytes in
      guardEvents.withLock { $0.append(bytes == LiveRing.interruptRestore ? "guard" : "guard?") }
    },
    unguardTerminal: { guardEvents.withLock { $0.append("unguard") } },
    queryTerminal: { _, _ in replies.map { TerminalReplies(parsing: Array($0.utf8)) } },
    tmuxPassthrough: { tmuxPassthrough }, tmuxClientTerminal: { tmuxClientTerminal })
  let console = Console(
    writeOutput: { bytes throws(CommandError) in
      let count = writes.withLock { $0.count }
      if let limit = failWritesAfter, count >= limit { throw .runtime("cannot write 'standard output': Broken pipe") }
      writes.withLock { $0.append((clock.now, bytes)) }
    },
    writeError: { line in errors.withLock { $0 += line } },
    readInput: { _ in [] }, outputIsTerminal: isTerminal, terminal: context)
  let status = RingGen.main(arguments, console: console)
  return TerminalRun(
    status: status, writes: writes.withLock { $0 }, stderr: errors.withLock { $0 }, timeouts: timeouts.elements,
    guardEvents: guardEvents.withLock { $0 })
}

/// A tiny VT screen: enough of a terminal to replay `watch`'s output (printable characters,
/// combining marks, CR, LF, cursor up, erase below, SGR, cursor visibility, synchronized
/// updates, and DCS strings such as tmux's passthrough, which show nothing). LF also returns to the
/// first column, as a tty's default output processing (ONLCR) makes it.
struct ScreenModel {
  private(set) var rows: [[Character]] = [[]]
  private(set) var cursorRow = 0
  private(set) var cursorColumn = 0
  private(set) var cursorVisible = true
  private(set) var synchronizedDepth = 0
  /// Problems a real terminal would show: unbalanced brackets, a move above the first row.
  private(set) var problems: [String] = []

  mutating func feed(_ bytes: [UInt8]) {
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\u{1B}":
        if index < scalars.count, scalars[index] == "P" {
          // A DCS, tmux's passthrough among them (ESC doubled inside): shows nothing.
          index += 1
          while index + 1 < scalars.count, !(scalars[index] == "\u{1B}" && scalars[index + 1] == "\\") {
            index += scalars[index] == "\u{1B}" && scalars[index + 1] == "\u{1B}" ? 2 : 1
          }
          guard index + 1 < scalars.count else {
            problems.append("an unfinished DCS")
            return
          }
          index += 2
          continue
        }
        guard index < scalars.count, scalars[index] == "[" else {
          problems.append("a non-CSI escape")
          continue
        }
        index += 1
        var parameters = ""
        while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
          parameters.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count else {
          problems.append("an unfinished escape")
          return
        }
        let final = scalars[index]
        index += 1
        apply(final, parameters)
      case "\r": cursorColumn = 0
      case "\n":
        cursorColumn = 0
        cursorRow += 1
        if cursorRow == rows.count { rows.append([]) }
      case "\u{18}": break
      case _ where scalar.properties.generalCategory == .nonspacingMark && cursorColumn > 0:
        // A combining mark (kitty's placeholder diacritics) joins the character before it.
        let column = cursorColumn - 1
        if column < rows[cursorRow].count {
          rows[cursorRow][column] = Character(String(rows[cursorRow][column]) + String(scalar))
        }
      default:
        while rows[cursorRow].count < cursorColumn { rows[cursorRow].append(" ") }
        let character = Character(scalar)
        if cursorColumn < rows[cursorRow].count {
          rows[cursorRow][cursorColumn] = character
        } else {
          rows[cursorRow].append(character)
        }
        cursorColumn += 1
      }
    }
  }

  private mutating func apply(_ final: Unicode.Scalar, _ parameters: String) {
    switch (final, parameters) {
    case ("A", _):
      let count = Int(parameters) ?? 1
      if cursorRow - count < 0 { problems.append("cursor up past the top") }
      cursorRow = max(cursorRow - count, 0)
    case ("m", _): break
    case ("J", ""), ("J", "0"):
      // Erase below: the rest of this row and every row under it.
      rows[cursorRow] = Array(rows[cursorRow].prefix(cursorColumn))
      rows.removeSubrange((cursorRow + 1)...)
    case ("l", "?25"): cursorVisible = false
    case ("h", "?25"): cursorVisible = true
    case ("h", "?2026"):
      if synchronizedDepth != 0 { problems.append("nested synchronized update") }
      synchronizedDepth += 1
    case ("l", "?2026"): synchronizedDepth = max(synchronizedDepth - 1, 0)
    default: problems.append("unexpected ESC[\(parameters)\(final)")
    }
  }

  /// The screen's rows as text.
  var lines: [String] { rows.map { String($0) } }
}
