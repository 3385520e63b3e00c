import Glibc
import Testing

@testable import RingTerminal

/// The handler a signal has now, as a number (SIG_DFL 0, SIG_IGN 1, else a function).
private func disposition(_ number: Int32) -> Int {
  var action = sigaction()
  sigaction(number, nil, &action)
  return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
}

private func setDisposition(_ number: Int32, _ handler: __sighandler_t?) {
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  action.__sigaction_handler.sa_handler = handler
  sigaction(number, &action, nil)
}

@Suite("Terminal guard", .serialized)
struct TerminalGuardTests {
  private let ignored = unsafeBitCast(SIG_IGN, to: Int.self)

  /// Under nohup SIGHUP arrives ignored, and must stay so; the others are caught; and removing
  /// the guard puts back exactly what was there, not the defaults.
  @Test func keepsInheritedIgnoresAndRestoresWhatWasThere() {
    let before = [SIGINT, SIGTERM, SIGHUP, SIGPIPE].map { ($0, disposition($0)) }
    defer {
      for (number, handler) in before { setDisposition(number, unsafeBitCast(handler, to: __sighandler_t?.self)) }
    }
    setDisposition(SIGHUP, SIG_IGN)
    setDisposition(SIGPIPE, SIG_IGN)  // a host that ignores SIGPIPE, as servers do
    setDisposition(SIGTERM, SIG_DFL)

    TerminalGuard.install(restoring: Array("restore".utf8), on: -1)
    #expect(disposition(SIGHUP) == ignored, "an inherited ignore is kept")
    #expect(disposition(SIGINT) > 1 && disposition(SIGTERM) > 1, "the others restore the terminal")
    #expect(disposition(SIGPIPE) == ignored)

    #expect(disposition(SIGTSTP) > 1 && disposition(SIGCONT) > 1 && disposition(SIGWINCH) > 1)

    TerminalGuard.remove()
    #expect(disposition(SIGTSTP) == 0 && disposition(SIGCONT) == 0 && disposition(SIGWINCH) == 0)
    #expect(disposition(SIGHUP) == ignored)
    #expect(disposition(SIGPIPE) == ignored, "the host's own ignore survives")
    #expect(disposition(SIGTERM) == 0)
  }

  /// A resize is recorded for the caller, once, and wakes a `poll` on the wake descriptor
  /// (whichever thread took the signal) until it is read; nothing after the guard is removed.
  @Test func aResizeIsReportedOnceAndWakesAPoll() {
    func wakeReady() -> Bool {
      var request = pollfd(fd: TerminalGuard.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      return poll(&request, 1, 0) == 1
    }
    TerminalGuard.install(restoring: [], on: -1)
    #expect(TerminalGuard.wakeDescriptor >= 0)
    #expect(TerminalGuard.takeEvents().isEmpty && !wakeReady())
    raise(SIGWINCH)
    #expect(wakeReady())
    #expect(TerminalGuard.takeEvents() == .resized)
    #expect(TerminalGuard.takeEvents().isEmpty && !wakeReady())
    TerminalGuard.remove()
    #expect(TerminalGuard.wakeDescriptor == -1)
    raise(SIGWINCH)  // the default action: ignored
    #expect(TerminalGuard.takeEvents().isEmpty)
  }
}
