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
/// `signal` and `raise`,
/// which are async-signal-safe: it writes the bytes, restores the default action and raises
/// the signal again, so the process ends with the status the signal gives (130 for Ctrl-C).
/// SIGPIPE is ignored while installed, so a closed output shows up as a failed write that the
/// caller handles, rather than as a silent death with the cursor hidden.
public enum TerminalGuard {
  /// The signals that restore the terminal before ending the process.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers. The bytes (such as ``LiveRing/interruptRestore``) are written to
  /// `descriptor` if one of ``signals`` arrives before ``remove()``.
  public static func install(restoring bytes: [UInt8], on descriptor: Int32) {
    remove()
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    buffer.initialize(from: bytes, count: bytes.count)
    guardedDescriptor = descriptor
    guardedCount = bytes.count
    guardedBytes = buffer
    signal(SIGPIPE, SIG_IGN)
    for number in signals { signal(number, restoreAndRaise) }
    // A process can start with these blocked (the mask survives exec); unblocked, Ctrl-C works.
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }

  /// Restores the default actions and frees the bytes.
  public static func remove() {
    guard let buffer = guardedBytes else { return }
    for number in signals { signal(number, SIG_DFL) }
    signal(SIGPIPE, SIG_DFL)
    guardedBytes = nil
    guardedCount = 0
    buffer.deallocate()
  }
}

// Read by the signal handler, so plain globals rather than anything that locks or allocates.
nonisolated(unsafe) private var guardedBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var guardedCount = 0
nonisolated(unsafe) private var guardedDescriptor: Int32 = STDOUT_FILENO

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
