import Foundation
import RingCairo
import RingKit
import RingTerminal
import Synchronization
import Testing

/// A pseudo-terminal: the built `ringgen` writes to its slave side as to a real terminal, and
/// the test reads what a terminal would receive from the master side.
final class PseudoTerminal: Sendable {
  let master: Int32
  let slave: Int32
  private let received = Recorder<[UInt8]>()

  // glibc has these, but Swift's Glibc module leaves them out (they need _XOPEN_SOURCE).
  private typealias OpenFunction = @convention(c) (Int32) -> Int32
  private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
  private static func function<T>(_ name: String, as type: T.Type) throws -> T {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { throw POSIXError(.ENOSYS) }
    return unsafeBitCast(symbol, to: type)
  }

  init(columns: Int, rows: Int) throws {
    let openMaster = try Self.function("posix_openpt", as: OpenFunction.self)
    let grant = try Self.function("grantpt", as: OpenFunction.self)
    let unlock = try Self.function("unlockpt", as: OpenFunction.self)
    let slaveName = try Self.function("ptsname", as: NameFunction.self)
    // Close-on-exec, so that children of tests running alongside do not hold the terminal open.
    master = openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0, grant(master) == 0, unlock(master) == 0, let name = slaveName(master) else {
      throw POSIXError(.ENODEV)
    }
    slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else { throw POSIXError(.ENODEV) }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let thread = Thread { [master, received] in
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }  // EIO once every slave descriptor is closed
        received.append(Array(chunk[..<count]))
      }
    }
    thread.start()
  }

  /// What the terminal has received so far.
  var bytes: [UInt8] { received.elements.flatMap { $0 } }

  /// Waits until `condition` holds for the bytes received, for at most `seconds`.
  func wait(seconds: Double = 10, until condition: ([UInt8]) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition(bytes) { return true }
      usleep(10_000)
    }
    return condition(bytes)
  }

  /// Starts the built `ringgen` with standard output and error on this terminal, and standard
  /// input from `input`, or from the terminal (its keyboard) when `input` is nil.
  func launch(_ arguments: [String], input: Pipe?, environment: [String: String] = [:]) throws -> Process {
    try launch(ringgenBinary, arguments, input: input, environment: environment)
  }

  /// Starts `executable` as ``launch(_:input:environment:)`` starts `ringgen`.
  func launch(
    _ executable: URL, _ arguments: [String], input: Pipe?, environment: [String: String] = [:]
  ) throws -> Process {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"].merging(
      environment, uniquingKeysWith: { _, given in given }
    ).merging(sanitizerEnvironment, uniquingKeysWith: { own, _ in own })
    process.standardInput = input ?? FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardOutput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    try process.run()
    return process
  }

  /// Closes the slave side, so that reading ends once the child has exited too.
  func closeSlave() { close(slave) }

  /// Types `text` on the keyboard.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Resizes the window, as a terminal emulator does before it sends SIGWINCH.
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Whether the terminal echoes what is typed (its line discipline's ECHO flag).
  var echoes: Bool {
    var modes = termios()
    _ = tcgetattr(master, &modes)
    return modes.c_lflag & tcflag_t(ECHO) != 0
  }

  deinit {
    close(master)
  }
}

extension Process {
  /// Waits for the process to exit, killing it after `seconds` so a broken build cannot hang
  /// the suite; returns whether it exited by itself.
  func exits(within seconds: Double = 20) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while isRunning && Date() < deadline { usleep(10_000) }
    // Waited for even once it has ended: Foundation's Process keeps itself and its pipes in a
    // reference cycle until then, which LeakSanitizer reports (`make sanitize`).
    guard isRunning else {
      waitUntilExit()
      return true
    }
    kill(processIdentifier, SIGKILL)
    waitUntilExit()
    return false
  }
}

extension Process {
  /// Whether the process is stopped (job control), from its state in /proc.
  fileprivate var isStopped: Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(close, offsetBy: 2)] == "T"
  }
}

extension [UInt8] {
  func contains(_ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard needle.count <= count else { return false }
    return (0...(count - needle.count)).contains { self[$0..<($0 + needle.count)].elementsEqual(needle) }
  }

  fileprivate func lastRange(of text: String) -> Int? {
    let needle = Array(text.utf8)
    guard needle.count <= count else { return nil }
    return (0...(count - needle.count)).reversed().first { self[$0..<($0 + needle.count)].elementsEqual(needle) }
  }
}

/// The built `ringgen watch` under a pseudo-terminal, as a person would run it.
@Suite("watch in a pseudo-terminal", .serialized)
struct PseudoTerminalTests {
  @Test func itDrawsInPlaceAndLeavesTheCursorShown() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 30)
    let input = Pipe()
    let process = try terminal.launch(["watch", "--columns", "21"], input: input)
    terminal.closeSlave()
    input.fileHandleForWriting.write(Data("10\n".utf8))
    #expect(
      terminal.wait { TerminalText.withoutEscapes($0).contains(" 10% ") },
      "the first reading is drawn while the input is still open")
    input.fileHandleForWriting.write(Data("50\n".utf8))
    try input.fileHandleForWriting.close()
    #expect(process.exits())
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    #expect(terminal.wait { $0.contains("\u{1B}[?25h") })

    let bytes = terminal.bytes
    #expect(bytes.starts(with: LiveRing.hideCursor))
    #expect(Array(bytes.suffix(8)) == Array("\u{1B}[?25h\r\n".utf8), "the tty turned the last \\n into \\r\\n")
    var screen = ScreenModel()
    screen.feed(bytes)
    #expect(screen.problems.isEmpty, "\(screen.problems)")
    #expect(screen.cursorVisible && screen.synchronizedDepth == 0)
    let final = try ProgressRing(value: 50).cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 21))
    #expect(screen.lines == final.lines + [""])
  }

  /// Before any input the terminal shows the dots spinner turning (several different frames,
  /// no label); the first reading replaces it with the ring, drawn in the same place.
  @Test func theSpinnerTurnsUntilTheFirstValueArrives() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 30)
    let input = Pipe()
    let process = try terminal.launch(["watch", "--columns", "21"], input: input)
    terminal.closeSlave()
    let frameEnd = Array(LiveRing.endSynchronizedUpdate)
    func frameCount(_ bytes: [UInt8]) -> Int {
      guard bytes.count >= frameEnd.count else { return 0 }
      return (0...(bytes.count - frameEnd.count)).filter { bytes[$0..<($0 + frameEnd.count)].elementsEqual(frameEnd) }
        .count
    }
    #expect(terminal.wait { frameCount($0) >= 6 }, "the spinner keeps drawing while no input comes")
    // Up to the end of the last whole frame.
    let received = terminal.bytes
    let lastEnd = try #require(
      (0...(received.count - frameEnd.count)).last {
        received[$0..<($0 + frameEnd.count)].elementsEqual(frameEnd)
      })
    let waiting = Array(received[..<(lastEnd + frameEnd.count)])
    #expect(!TerminalText.withoutEscapes(waiting).contains("%"), "no label while spinning")
    var spinning = ScreenModel()
    spinning.feed(waiting)
    #expect(spinning.problems.isEmpty, "\(spinning.problems)")
    let style = TerminalRingStyle(columns: 21)
    let shapes = try (0..<15).map {
      try Spinner(style: .dots).ring(ProgressRing(), at: Double($0) / 15).cellGrid(
        on: RingCanvas(size: 256), style: style
      )
      .lines
    }
    #expect(
      shapes.contains(Array(spinning.lines.prefix(style.rows(canvasWidth: 256, height: 256)))),
      "the screen shows a frame of the dots spinner")

    input.fileHandleForWriting.write(Data("30\n".utf8))
    #expect(terminal.wait { TerminalText.withoutEscapes($0).contains(" 30% ") })
    try input.fileHandleForWriting.close()
    #expect(process.exits())
    #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    var screen = ScreenModel()
    screen.feed(terminal.bytes)
    #expect(screen.problems.isEmpty && screen.cursorVisible)
    let final = try ProgressRing(value: 30).cellGrid(on: RingCanvas(size: 256), style: style)
    #expect(screen.lines == final.lines + [""])
  }

  // SIGQUIT is caught too, but its default action may leave a core file, so it is not sent here.
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGALRM, SIGUSR1, SIGUSR2])
  func aSignalRestoresTheCursorAndEndsTheProcessWithIt(signal: Int32) throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 30)
    let input = Pipe()
    let process = try terminal.launch(["watch", "--columns", "21"], input: input)
    terminal.closeSlave()
    input.fileHandleForWriting.write(Data("30\n".utf8))
    #expect(terminal.wait { TerminalText.withoutEscapes($0).contains(" 30% ") && $0.contains("\u{1B}[?2026l") })
    kill(process.processIdentifier, signal)
    #expect(process.exits())
    try? input.fileHandleForWriting.close()
    #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
    #expect(terminal.wait { $0.lastRange(of: "\u{1B}[?25h") != nil })
    let bytes = terminal.bytes
    let shown = try #require(bytes.lastRange(of: "\u{1B}[?25h"))
    let hidden = try #require(bytes.lastRange(of: "\u{1B}[?25l"))
    #expect(shown > hidden, "the cursor is shown after it was hidden")
    #expect(
      bytes.contains(
        String(decoding: LiveRing.interruptRestore, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\r\r\n")))
  }

  @Test func aResizeRefitsTheRingAndRedrawsItFromAClearedArea() throws {
    let terminal = try PseudoTerminal(columns: 100, rows: 40)
    let input = Pipe()
    let process = try terminal.launch(["watch"], input: input)
    terminal.closeSlave()
    input.fileHandleForWriting.write(Data("30\n".utf8))
    #expect(terminal.wait { TerminalText.withoutEscapes($0).contains(" 30% ") && $0.contains("\u{1B}[?2026l") })
    var before = ScreenModel()
    before.feed(terminal.bytes)
    #expect(before.lines.map(\.count).max() ?? 0 > 60, "the first ring is wider than the new window")

    terminal.resize(columns: 60, rows: 20)
    kill(process.processIdentifier, SIGWINCH)
    #expect(
      terminal.wait { $0.contains("\u{1B}[J") && $0.lastRange(of: "\u{1B}[?2026l")! > $0.lastRange(of: "\u{1B}[J")! })
    input.fileHandleForWriting.write(Data("45\n".utf8))
    try input.fileHandleForWriting.close()
    #expect(process.exits())
    #expect(process.terminationStatus == 0)
    #expect(terminal.wait { $0.contains("\u{1B}[?25h") })

    var screen = ScreenModel()
    screen.feed(terminal.bytes)
    #expect(screen.problems.isEmpty, "\(screen.problems)")
    let widths = screen.lines.map(\.count)
    #expect(widths.allSatisfy { $0 < 60 }, "\(widths)")
    #expect(screen.lines.count <= 20 && screen.lines.joined().contains("45%"))
  }

  @Test func typedReadingsAreNotEchoedAndEchoComesBack() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 30)
    #expect(terminal.echoes)
    let process = try terminal.launch(["watch", "--columns", "21"], input: nil)
    #expect(terminal.wait { $0.contains("\u{1B}[?25l") || $0.contains("\u{1B}[?2026l") })
    #expect(terminal.wait(seconds: 5) { _ in !terminal.echoes }, "echo is off while watch reads the keyboard")
    terminal.type("37\n")
    #expect(terminal.wait { TerminalText.withoutEscapes($0).contains(" 37% ") })
    terminal.type("\u{04}")  // Ctrl-D: end of input
    #expect(process.exits())
    terminal.closeSlave()
    #expect(process.terminationStatus == 0)
    #expect(terminal.echoes, "echo is back after watch ends")
    #expect(!terminal.bytes.contains("37\r\n"), "the typed line was not echoed")
  }

  @Test func ctrlZRestoresTheTerminalAndContinuingRedraws() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 30)
    let process = try terminal.launch(["watch", "--columns", "21"], input: nil)
    // Typed only once watch has turned echo off: a slow start (a sanitizer build) would
    // otherwise leave the typed reading echoed above the ring.
    #expect(terminal.wait { _ in !terminal.echoes })
    terminal.type("30\n")
    #expect(terminal.wait { TerminalText.withoutEscapes($0).contains(" 30% ") && $0.contains("\u{1B}[?2026l") })
    #expect(!terminal.echoes)

    kill(process.processIdentifier, SIGTSTP)
    #expect(terminal.wait { _ in process.isStopped }, "SIGTSTP stops the process")
    // What the process wrote before it stopped may reach the pty a moment later: wait for it.
    #expect(
      terminal.wait { bytes in (bytes.lastRange(of: "\u{1B}[?25h") ?? -1) > (bytes.lastRange(of: "\u{1B}[?25l") ?? -1)
      },
      "the cursor is shown again before the process stops")
    let stopped = terminal.bytes
    #expect(terminal.echoes, "echo is back while stopped")

    kill(process.processIdentifier, SIGCONT)
    #expect(
      terminal.wait {
        $0.count > stopped.count && Array($0[stopped.count...]).contains("\u{1B}[?25l")
          && Array($0[stopped.count...]).contains("\u{1B}[?2026l")
      }, "continuing hides the cursor and redraws")
    #expect(terminal.wait(seconds: 5) { _ in !terminal.echoes })
    terminal.type("60\n\u{04}")
    #expect(process.exits())
    terminal.closeSlave()
    #expect(process.terminationStatus == 0)
    var screen = ScreenModel()
    screen.feed(terminal.bytes)
    #expect(screen.problems.isEmpty, "\(screen.problems)")
    #expect(screen.cursorVisible)
    let final = try ProgressRing(value: 60).cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 21))
    #expect(Array(screen.lines.suffix(final.rows + 1)) == final.lines + [""])
  }

  @Test func aBadLineRestoresTheTerminalBeforeTheError() throws {
    let terminal = try PseudoTerminal(columns: 80, rows: 30)
    let input = Pipe()
    let process = try terminal.launch(["watch", "--columns", "21"], input: input)
    terminal.closeSlave()
    input.fileHandleForWriting.write(Data("20\n50%\nfifty\n".utf8))
    try input.fileHandleForWriting.close()
    #expect(process.exits())
    #expect(process.terminationStatus == 1)
    #expect(terminal.wait { $0.contains("line 3") })
    let text = String(decoding: terminal.bytes, as: UTF8.self)
    let restored = try #require(text.range(of: "\u{1B}[?25h", options: .backwards))
    let error = try #require(
      text.range(of: "ringgen: error: watch: line 3: expected a number such as 42, 42/120 or 42%, got 'fifty'"))
    #expect(restored.upperBound <= error.lowerBound)
  }
}
