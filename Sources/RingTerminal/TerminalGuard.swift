#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a terminal back as it was if the process is stopped by a signal while a live ring has
/// hidden its cursor.
///
/// ``install(restoring:on:)`` keeps the restoring bytes in memory allocated up front and
/// catches (and unblocks) SIGINT, SIGTERM and SIGHUP; the handler only calls `write`,
/// `signal` and `raise`, which are async-signal-safe: it writes the bytes, restores the
/// default action and raises the signal again, so the process ends with the status the signal
/// gives (130 for Ctrl-C). SIGPIPE is ignored while installed, so a closed output shows up as
/// a failed write that the caller handles, rather than as a silent death with the cursor hidden.
///
/// A signal the process inherited as ignored (SIGHUP under `nohup`, SIGINT for a background
/// job) stays ignored, and ``remove()`` puts every action back as it was before, so a host
/// program's own handling survives. Call both from one thread.
public enum TerminalGuard {
  /// The signals that restore the terminal before ending the process.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers. The bytes (such as ``LiveRing/interruptRestore``) are written to
  /// `descriptor` if one of ``signals`` arrives before ``remove()``.
  public static func install(restoring bytes: [UInt8], on descriptor: Int32) {
    remove()
    // Never freed: a handler running on another thread at the moment of remove() may still be
    // reading the bytes, and a few bytes per install are not worth that risk.
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    buffer.initialize(from: bytes, count: bytes.count)
    guardedDescriptor = descriptor
    guardedCount = bytes.count
    guardedBytes = buffer

    var unblock = sigset_t()
    sigemptyset(&unblock)
    for number in signals + [SIGPIPE] {
      var previous = sigaction()
      guard sigaction(number, nil, &previous) == 0 else { continue }
      savedActions.append((number, previous))
      if isIgnored(previous) { continue }
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = number == SIGPIPE ? SIG_IGN : restoreAndRaise
      #else
        action.__sigaction_u.__sa_handler = number == SIGPIPE ? SIG_IGN : restoreAndRaise
      #endif
      sigaction(number, &action, nil)
      if number != SIGPIPE { sigaddset(&unblock, number) }
    }
    // A process can start with these blocked (the mask survives exec); unblocked, Ctrl-C works.
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// Puts back the actions that were in place before ``install(restoring:on:)``.
  public static func remove() {
    for (number, var previous) in savedActions.reversed() { sigaction(number, &previous, nil) }
    savedActions = []
    guardedCount = 0
    guardedBytes = nil
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return action.sa_flags & SA_SIGINFO == 0
      && unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

// Read by the signal handler, so plain globals rather than anything that locks or allocates.
nonisolated(unsafe) private var guardedBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var guardedCount = 0
nonisolated(unsafe) private var guardedDescriptor: Int32 = STDOUT_FILENO
nonisolated(unsafe) private var savedActions: [(Int32, sigaction)] = []

private let restoreAndRaise: @convention(c) (Int32) -> Void = { number in
  if let bytes = guardedBytes {
    var offset = 0
    while offset < guardedCount {
      let written = write(guardedDescriptor, bytes + offset, guardedCount - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
  }
  signal(number, SIG_DFL)
  raise(number)
}
