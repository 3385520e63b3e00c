import RingTerminal
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `ringgen` needs to know about, and do with, the terminal it runs in: the
/// environment, the window size, standard input as lines, a clock, and signal handling.
/// ``process`` is the real process; tests build one from fakes.
package struct TerminalContext: Sendable {
  /// The environment variables (`NO_COLOR`, `TERM`, `COLUMNS`, …), read when first asked: a
  /// ring written to a file never asks.
  package var environment: [String: String] { readEnvironment() }
  private let readEnvironment: @Sendable () -> [String: String]
  /// The window size of the terminal the output shows on, if there is one.
  package var windowSize: @Sendable () -> TerminalSize?
  /// Standard input, line by line, for `ringgen watch`.
  package var makeLineSource: @Sendable () -> any LineSource
  /// The clock `ringgen watch` paces its frames by.
  package var clock: any WatchClock
  /// Arranges for the bytes to reach the output if a signal ends the process (see
  /// ``RingTerminal/TerminalGuard``).
  package var guardTerminal: @Sendable ([UInt8]) -> Void
  /// Undoes ``guardTerminal``.
  package var unguardTerminal: @Sendable () -> Void
  /// What happened to the terminal since the last call: a resize, or a continue after a stop
  /// (see ``RingTerminal/TerminalGuard/takeEvents()``).
  package var takeEvents: @Sendable () -> TerminalGuard.Events
  /// Asks the terminal on standard input and output what it is, waiting at most the given
  /// time (see ``RingTerminal/TerminalQuery``); inside tmux (`true`), asks the outer terminal
  /// for kitty's graphics only, through the passthrough. Nil when they are not both a terminal.
  /// The process's terminal is asked once; later calls get the same replies.
  package var queryTerminal: @Sendable (_ timeout: Duration, _ insideTmux: Bool) -> TerminalReplies?
  /// Whether the tmux server of `TMUX` passes escape sequences on (`allow-passthrough` on or
  /// all), or nil when it cannot be asked.
  package var tmuxPassthrough: @Sendable () -> Bool?
  /// The terminal of the tmux client attached (`#{client_termname}`, `xterm-kitty`), or nil
  /// when it cannot be asked.
  package var tmuxClientTerminal: @Sendable () -> String?

  /// Creates a context from its parts.
  package init(
    environment: @autoclosure @escaping @Sendable () -> [String: String],
    windowSize: @escaping @Sendable () -> TerminalSize?,
    makeLineSource: @escaping @Sendable () -> any LineSource, clock: any WatchClock,
    guardTerminal: @escaping @Sendable ([UInt8]) -> Void, unguardTerminal: @escaping @Sendable () -> Void,
    takeEvents: @escaping @Sendable () -> TerminalGuard.Events = { [] },
    queryTerminal: @escaping @Sendable (Duration, Bool) -> TerminalReplies? = { _, _ in nil },
    tmuxPassthrough: @escaping @Sendable () -> Bool? = { nil },
    tmuxClientTerminal: @escaping @Sendable () -> String? = { nil }
  ) {
    self.takeEvents = takeEvents
    self.queryTerminal = queryTerminal
    self.tmuxPassthrough = tmuxPassthrough
    self.tmuxClientTerminal = tmuxClientTerminal
    self.readEnvironment = environment
    self.windowSize = windowSize
    self.makeLineSource = makeLineSource
    self.clock = clock
    self.guardTerminal = guardTerminal
    self.unguardTerminal = unguardTerminal
  }

  /// This process: its environment, `TIOCGWINSZ` on standard output (then error, then
  /// input), standard input, the monotonic clock and real signal handlers.
  package static let process = TerminalContext(
    environment: processEnvironment,
    windowSize: { [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO].lazy.compactMap(TerminalSize.window(of:)).first },
    makeLineSource: { DescriptorLineSource(descriptor: STDIN_FILENO) },
    clock: SystemWatchClock(),
    guardTerminal: { bytes in
      TerminalGuard.install(restoring: bytes, resuming: LiveRing.hideCursor, on: STDOUT_FILENO, keyboard: STDIN_FILENO)
    },
    unguardTerminal: { TerminalGuard.remove() }, takeEvents: { TerminalGuard.takeEvents() },
    queryTerminal: { timeout, insideTmux in
      // Asked once a process: the graphics, tmux's sixels and the background all read the
      // same replies, and a silent terminal costs the wait each time.
      askedReplies.withLock { asked in
        if let replies = asked[insideTmux] { return replies }
        let replies = askTerminal(timeout: timeout, insideTmux: insideTmux)
        asked[insideTmux] = replies
        return replies
      }
    },
    tmuxPassthrough: { tmuxOption("allow-passthrough").map { ["on", "all"].contains($0) } },
    tmuxClientTerminal: { tmuxOutput("display -p '#{client_termname}'") })

  /// The replies of this process's terminal, by whether tmux was asked through.
  private static let askedReplies = Mutex<[Bool: TerminalReplies?]>([:])

  private static func askTerminal(timeout: Duration, insideTmux: Bool) -> TerminalReplies? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    guard insideTmux else { return TerminalQuery.ask(input: STDIN_FILENO, output: STDOUT_FILENO, timeout: timeout) }
    return TerminalQuery.ask(
      input: STDIN_FILENO, output: STDOUT_FILENO, timeout: timeout, request: TerminalQuery.kittyThroughTmux,
      until: { $0.kittyReply != nil })
  }

  /// A global option of the tmux server `TMUX` names (`tmux show -gv NAME`), or nil when
  /// tmux cannot be run or does not know it.
  private static func tmuxOption(_ name: String) -> String? { tmuxOutput("show -gv \(name)") }

  /// What `tmux ARGUMENTS` prints, trimmed, or nil when it fails or prints nothing.
  private static func tmuxOutput(_ arguments: String) -> String? {
    guard let pipe = popen("tmux \(arguments) 2>/dev/null", "r") else { return nil }
    var text = ""
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), pipe) != nil {
      text += String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard pclose(pipe) == 0 else { return nil }
    let trimmed = String(text.trimmingWhitespace())
    return trimmed.isEmpty ? nil : trimmed
  }

  /// No terminal: an empty environment, no window, empty input.
  package static let detached = TerminalContext(
    environment: [:], windowSize: { nil }, makeLineSource: { DescriptorLineSource(descriptor: -1) },
    clock: SystemWatchClock(), guardTerminal: { _ in }, unguardTerminal: {})

  /// This process's environment, read once, on first use.
  private static let processEnvironment = currentEnvironment()

  private static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }
}
