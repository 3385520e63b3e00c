import Foundation
import RingKit
import Synchronization
import Testing

@testable import RingTerminal

/// A pseudo-terminal whose far side plays a terminal emulator: it reads what the program
/// writes and answers with `reply`, after the given delay, in the given pieces.
private final class AnsweringTerminal: Sendable {
  let master: Int32
  let slave: Int32
  private final class Received: Sendable {
    let bytes = Mutex<[UInt8]>([])
  }
  private let received = Received()

  private typealias OpenFunction = @convention(c) (Int32) -> Int32
  private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
  private static func function<T>(_ name: String, as type: T.Type) throws -> T {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { throw POSIXError(.ENOSYS) }
    return unsafeBitCast(symbol, to: type)
  }

  /// - Parameter pieces: The reply's pieces, each written after its delay once the request
  ///   (up to its DA1) has been read; empty for a terminal that never answers.
  init(pieces: [(delay: Duration, bytes: [UInt8])]) throws {
    master = try Self.function("posix_openpt", as: OpenFunction.self)(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0, try Self.function("grantpt", as: OpenFunction.self)(master) == 0,
      try Self.function("unlockpt", as: OpenFunction.self)(master) == 0,
      let name = try Self.function("ptsname", as: NameFunction.self)(master)
    else { throw POSIXError(.ENODEV) }
    slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else { throw POSIXError(.ENODEV) }
    let started = DispatchSemaphore(value: 0)
    // The far side reads its own descriptor of the master, closed when the slave is: a
    // number closed in deinit can be the next test's terminal by the time this thread reads.
    let master = dup(master)
    let thread = Thread { [received] in
      started.signal()
      defer { close(master) }
      var chunk = [UInt8](repeating: 0, count: 4096)
      var answered = false
      while true {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 2000) > 0 else { return }
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        let all = received.bytes.withLock { bytes in
          bytes += chunk[..<count]
          return bytes
        }
        guard !answered, all.count >= TerminalQuery.request.count else { continue }
        answered = true
        for piece in pieces {
          let (seconds, attoseconds) = piece.delay.components
          Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
          _ = piece.bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
      }
    }
    thread.start()
    // Under load a thread can take long to start; the terminal answers from the first byte.
    started.wait()
  }

  /// Everything the program wrote to the screen.
  var screen: [UInt8] { received.bytes.withLock { $0 } }

  /// Bytes waiting to be read on the program's side.
  var pendingInput: Int32 {
    var count: Int32 = 0
    _ = ioctl(slave, UInt(FIONREAD), &count)
    return count
  }

  var modes: termios {
    var modes = termios()
    _ = tcgetattr(slave, &modes)
    return modes
  }

  deinit {
    close(slave)
    close(master)
  }
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private func sameModes(_ a: termios, _ b: termios) -> Bool {
  a.c_lflag == b.c_lflag && a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag
    && withUnsafeBytes(of: a.c_cc) { x in withUnsafeBytes(of: b.c_cc) { y in x.elementsEqual(y) } }
}

/// Asking the terminal: kitty's query, XTVERSION, OSC 11 and DA1 on a real pseudo-terminal,
/// whose far side answers as kitty, as Windows Terminal, or not at all.
@Suite("Terminal query", .serialized)
struct TerminalQueryTests {
  /// Asks through a pseudo-terminal answering with `pieces`; checks what every answer must
  /// leave: the modes as they were, nothing unread, the screen holding the request alone.
  private func ask(
    _ pieces: [(delay: Duration, bytes: [UInt8])], timeout: Duration = .milliseconds(100),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (replies: TerminalReplies, elapsed: Duration) {
    let terminal = try AnsweringTerminal(pieces: pieces)
    let before = terminal.modes
    let clock = ContinuousClock()
    let start = clock.now
    let replies = try #require(TerminalQuery.ask(input: terminal.slave, output: terminal.slave, timeout: timeout))
    let elapsed = start.duration(to: clock.now)
    #expect(sameModes(before, terminal.modes), "the modes are restored", sourceLocation: sourceLocation)
    #expect(terminal.pendingInput == 0, "nothing left to read", sourceLocation: sourceLocation)
    usleep(20_000)
    #expect(terminal.screen == TerminalQuery.request, "no reply echoed", sourceLocation: sourceLocation)
    return (replies, elapsed)
  }

  @Test func kittyAnswersOK() throws {
    let (replies, elapsed) = try ask([
      (
        .zero,
        bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62;c")
      )
    ])
    #expect(replies.showsKittyGraphics && replies.version == "kitty(0.35.2)")
    #expect(replies.primaryAttributes == [62] && !replies.showsSixels)
    #expect(RGB8(try #require(replies.background).color) == RGB8(red: 0x1E, green: 0x1E, blue: 0x2E))
    #expect(elapsed < .milliseconds(100), "DA1 ends the wait")
    #expect(TerminalGraphics.detect(environment: ["TERM": "xterm-256color"], replies: replies) == .kitty)
  }

  /// Windows Terminal: no kitty reply, DA1 with 4; sixels although TERM says nothing.
  @Test func windowsTerminalListsSixels() throws {
    let (replies, _) = try ask([(.zero, bytes("\u{1B}[?61;4;6;7;14;21;22;23;24;28;32;42c"))])
    #expect(!replies.showsKittyGraphics && replies.kittyReply == nil && replies.showsSixels)
    #expect(TerminalGraphics.detect(environment: ["TERM": "xterm-256color"], replies: replies) == .sixel)
  }

  /// A terminal that never answers is waited for once, within 150 ms, and the environment's
  /// rule decides.
  @Test func aSilentTerminalIsWaitedForOnce() throws {
    let (replies, elapsed) = try ask([])
    #expect(replies == TerminalReplies())
    #expect(elapsed >= .milliseconds(100) && elapsed < .milliseconds(150), "\(elapsed)")
    #expect(TerminalGraphics.detect(environment: ["TERM": "xterm-256color"], replies: replies) == nil)
    #expect(TerminalGraphics.detect(environment: ["TERM": "foot"], replies: replies) == .sixel)
  }

  /// Replies in pieces, one byte at a time, and a DA1 that comes late but within the wait.
  @Test func piecesAndASlowAnswer() throws {
    let reply = bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?64;1;2;4c")
    let (replies, elapsed) = try ask(reply.map { (Duration.milliseconds(1), [$0]) })
    #expect(replies.showsKittyGraphics && replies.primaryAttributes == [64, 1, 2, 4], "\(elapsed)")
    let (slow, slowElapsed) = try ask([(.milliseconds(60), bytes("\u{1B}[?1;2c"))], timeout: .milliseconds(300))
    #expect(slow.primaryAttributes == [1, 2] && slowElapsed < .milliseconds(250), "\(slowElapsed)")
  }

  /// A reply that never ends (a DCS with no terminator) is read until the wait ends, and
  /// consumed with the rest.
  @Test func aReplyThatNeverEnds() throws {
    let (replies, elapsed) = try ask([(.zero, bytes("\u{1B}P>|endless version text"))])
    #expect(replies.version == nil && !replies.isComplete && elapsed >= .milliseconds(100))
  }

  /// The parser alone, on malformed and mixed replies.
  @Test func malformedRepliesAreSkipped() {
    #expect(TerminalReplies(parsing: bytes("\u{1B}_Gi=31;ENOENT:bad\u{1B}\\")).kittyReply == "ENOENT:bad")
    #expect(!TerminalReplies(parsing: bytes("\u{1B}_Gi=31;ENOENT:bad\u{1B}\\")).showsKittyGraphics)
    #expect(!TerminalReplies(parsing: bytes("\u{1B}_Gi=7;OK\u{1B}\\")).showsKittyGraphics, "another image's reply")
    #expect(TerminalReplies(parsing: bytes("\u{1B}[>84;0;0c")).primaryAttributes == nil, "DA2 is not DA1")
    #expect(TerminalReplies(parsing: bytes("xy\u{1B}[?1;2c")).primaryAttributes == [1, 2], "typed keys skipped")
    #expect(TerminalReplies(parsing: bytes("\u{1B}[?1;2")).primaryAttributes == nil, "cut off")
    #expect(TerminalReplies(parsing: bytes("\u{1B}]11;rgb:zz/00/00\u{07}\u{1B}[?1c")).background == nil)
    let bel = TerminalReplies(parsing: bytes("\u{1B}]11;rgb:f/8/0\u{07}"))
    #expect(RGB8(try! #require(bel.background).color) == RGB8(red: 255, green: 0x88, blue: 0))
    let cut = TerminalReplies(parsing: bytes("\u{1B}P>|half\u{1B}[?1;2c"))
    #expect(cut.version == "half" && cut.primaryAttributes == [1, 2], "an escape ends a cut-off string")
  }

  @Test func theTimeoutComesFromTheEnvironment() {
    #expect(TerminalQuery.timeout(environment: [:]) == .milliseconds(100))
    #expect(TerminalQuery.timeout(environment: ["RINGGEN_QUERY_TIMEOUT": "250"]) == .milliseconds(250))
    #expect(TerminalQuery.timeout(environment: ["RINGGEN_QUERY_TIMEOUT": "0.5"]) == nil)
    #expect(TerminalQuery.timeout(environment: ["RINGGEN_QUERY_TIMEOUT": "9000"]) == nil)
  }
}
