#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal what it is, instead of guessing from `TERM`: kitty's graphics query
/// (`a=q`), XTVERSION, the background colour (OSC 11) and, last, the primary device
/// attributes (DA1), which every terminal answers, so its reply ends the wait.
///
/// The keyboard's terminal is put in raw mode without echo or signals for the wait (at most
/// the timeout; Ctrl-C typed then is read as a byte), and its modes are put back after with
/// the unread input discarded (`TCSAFLUSH`), so no reply reaches the screen or the next read.
/// A reply that comes after the timeout can still reach the screen: the default of 100 ms is
/// far above what a local terminal takes (under 1 ms) and a few round trips over ssh.
public enum TerminalQuery {
  /// The image id of the kitty query, which its reply names.
  public static let kittyQueryID = 31

  /// The bytes that ask: kitty's query for a 1 × 1 RGB image sent directly (which a kitty
  /// terminal checks and answers without storing), XTVERSION, OSC 11 and DA1.
  public static let request: [UInt8] = Array(
    ("\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q" + "\u{1B}]11;?\u{1B}\\" + "\u{1B}[c")
      .utf8)

  /// kitty's query wrapped in tmux's passthrough, for the terminal tmux runs in.
  public static let kittyThroughTmux = TerminalGraphics.passthrough(
    Array("\u{1B}_Gi=\(kittyQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8))

  /// The most bytes of replies read; a terminal that sends more is not waited for further.
  public static let maximumReplyBytes = 4096

  /// The default wait for the replies.
  public static let defaultTimeout = Duration.milliseconds(100)

  /// Writes `request` (``request`` by default) to `output` and reads the replies from
  /// `input` until DA1's has come, `timeout` has passed or ``maximumReplyBytes`` were read.
  ///
  /// - Returns: The replies (none, when the terminal was silent), or nil when `input` is not a
  ///   terminal or the request could not be written; the terminal's modes are restored either
  ///   way.
  ///
  /// Inside tmux, ``kittyThroughTmux`` asks the outer terminal instead, waiting for its kitty
  /// reply alone: tmux answers DA1 itself, before the outer terminal's reply arrives.
  public static func ask(
    input: Int32, output: Int32, timeout: Duration = defaultTimeout, request: [UInt8] = request,
    until isAnswered: @escaping (TerminalReplies) -> Bool = \.isComplete
  ) -> TerminalReplies? {
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) {
      $0[Int(VMIN)] = 0
      $0[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    defer { _ = tcsetattr(input, TCSAFLUSH, &saved) }
    guard writeAll(request, to: output) else { return nil }
    return TerminalReplies(parsing: readReplies(from: input, timeout: timeout, until: isAnswered))
  }

  /// The bytes read until the replies are complete or the time is up.
  private static func readReplies(
    from input: Int32, timeout: Duration, until isAnswered: (TerminalReplies) -> Bool
  ) -> [UInt8] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1024)
    while bytes.count < maximumReplyBytes {
      let left = clock.now.duration(to: deadline)
      guard left > .zero else { break }
      let (seconds, attoseconds) = left.components
      let milliseconds = Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1, 60_000))
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { continue }  // the loop checks the deadline
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
      if isAnswered(TerminalReplies(parsing: bytes)) { break }
    }
    return bytes
  }

  private static func writeAll(_ bytes: [UInt8], to output: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// The wait `RINGGEN_QUERY_TIMEOUT` asks for, in whole milliseconds 0…5000, or nil when it
  /// is set to anything else; ``defaultTimeout`` when it is unset or empty.
  public static func timeout(environment: [String: String]) -> Duration? {
    guard let text = environment["RINGGEN_QUERY_TIMEOUT"], !text.isEmpty else { return defaultTimeout }
    guard let milliseconds = Int(text), (0...5000).contains(milliseconds) else { return nil }
    return .milliseconds(milliseconds)
  }
}
