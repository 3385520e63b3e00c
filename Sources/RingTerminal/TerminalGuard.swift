import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts a terminal back as it was if the process is stopped by a signal while a live ring has
/// hidden its cursor.
///
/// ``install(restoring:resuming:on:keyboard:)`` keeps the restoring bytes in memory allocated up front and
/// catches (and unblocks) the ``signals`` that end a process by default; the handler only calls `write`,
/// `signal` and `raise`, which are async-signal-safe: it writes the bytes, restores the
/// default action and raises the signal again, so the process ends with the status the signal
/// gives (130 for Ctrl-C). SIGPIPE is ignored while installed, so a closed output shows up as
/// a failed write that the caller handles, rather than as a silent death with the cursor hidden.
///
/// A signal the process inherited as ignored (SIGHUP under `nohup`, SIGINT for a background
/// job) stays ignored, and ``remove()`` puts every action back as it was before, so a host
/// program's own handling survives. Call both from one thread.
///
/// Job control and resizing are handled too. SIGTSTP (Ctrl-Z) writes the bytes, puts the
/// keyboard's terminal modes back and stops the process with the default action; when it
/// continues (SIGCONT, also after an uncatchable SIGSTOP) the `resuming` bytes are written
/// (the cursor hidden again), echo is turned off again and ``takeEvents()`` reports
/// ``Events/resumed`` so the caller redraws. SIGWINCH only records ``Events/resized``. None of
/// these handlers restart an interrupted call, so a `poll` waiting for input returns early and
/// the caller sees the event at once.
///
/// What cannot be caught: SIGKILL, SIGSTOP (the terminal stays as it was until SIGCONT) and
/// the loss of the terminal itself. A crash inside the process (SIGSEGV, SIGBUS, SIGILL,
/// SIGTRAP or SIGABRT from a Swift trap) is left to the Swift runtime's backtracer, not caught.
/// After a crash or SIGKILL, `reset` or `tput cnorm; stty echo` restores the terminal.
public enum TerminalGuard {
  /// The signals that restore the terminal before ending the process: every signal whose
  /// default action ends it and that someone is likely to send (Ctrl-C, Ctrl-\\, `kill`, a
  /// closed terminal, a timer or a user signal). Crash signals (SIGSEGV, SIGILL, SIGTRAP,
  /// SIGABRT, SIGBUS, SIGFPE) are left to the Swift runtime's backtracer.
  public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2]
  /// The signals that stop, continue or resize, handled without ending the process.
  public static let jobSignals: [Int32] = [SIGTSTP, SIGCONT, SIGWINCH]

  /// What happened since the last ``takeEvents()``.
  public struct Events: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The window changed size (SIGWINCH).
    public static let resized = Events(rawValue: 1)
    /// The process continued after being stopped (SIGCONT): the screen may hold anything.
    public static let resumed = Events(rawValue: 2)
  }

  /// The events recorded by the handlers since the last call, cleared.
  public static func takeEvents() -> Events {
    if wakeReader >= 0 {
      var sink = [UInt8](repeating: 0, count: 64)
      while sink.withUnsafeMutableBytes({ read(wakeReader, $0.baseAddress, $0.count) }) > 0 {}
    }
    return Events(rawValue: pendingEvents.exchange(0, ordering: .acquiringAndReleasing))
  }

  /// A descriptor that becomes readable when an event is recorded (-1 when not installed):
  /// wait on it with the input, so an event wakes the waiting `poll` whichever thread the
  /// signal was delivered to, and even when it arrived just before `poll` began. Reading the
  /// events with ``takeEvents()`` empties it.
  public static var wakeDescriptor: Int32 { wakeReader }

  /// Installs the handlers. The bytes (such as ``LiveRing/interruptRestore``) are written to
  /// `descriptor` if one of ``signals`` or SIGTSTP arrives before ``remove()``; `resuming` is
  /// written when the process continues. When `keyboard` is a terminal, its echo is turned off
  /// until ``remove()`` (and while the process is stopped), so typed readings do not scribble
  /// over the ring.
  public static func install(
    restoring bytes: [UInt8], resuming: [UInt8] = [], on descriptor: Int32, keyboard: Int32? = nil
  ) {
    remove()
    var ends: [Int32] = [0, 0]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      (wakeReader, wakeWriter) = (ends[0], ends[1])
    }
    resumeBytes = copy(resuming)
    resumeCount = resuming.count
    if let keyboard, isatty(keyboard) == 1, tcgetattr(keyboard, savedModes) == 0 {
      quietModes.pointee = savedModes.pointee
      quietModes.pointee.c_lflag &= ~tcflag_t(ECHO | ECHONL)
      keyboardDescriptor = keyboard
      tcsetattr(keyboard, TCSANOW, quietModes)
    }
    // Never freed: a handler running on another thread at the moment of remove() may still be
    // reading the bytes, and a few bytes per install are not worth that risk (remove() keeps
    // them in retiredBuffers).
    guardedDescriptor = descriptor
    guardedCount = bytes.count
    guardedBytes = copy(bytes)

    var unblock = sigset_t()
    sigemptyset(&unblock)
    for number in signals + jobSignals + [SIGPIPE] {
      var previous = sigaction()
      guard sigaction(number, nil, &previous) == 0 else { continue }
      savedActions.append((number, previous))
      if isIgnored(previous) { continue }
      setHandler(handler(for: number), for: number)
      if number != SIGPIPE { sigaddset(&unblock, number) }
    }
    // A process can start with these blocked (the mask survives exec); unblocked, Ctrl-C works.
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
  }

  /// Puts back the actions that were in place before ``install(restoring:resuming:on:keyboard:)``.
  public static func remove() {
    for (number, var previous) in savedActions.reversed() { sigaction(number, &previous, nil) }
    savedActions = []
    guardedCount = 0
    resumeCount = 0
    retiredBuffers += [guardedBytes, resumeBytes].compactMap { $0 }
    guardedBytes = nil
    resumeBytes = nil
    if keyboardDescriptor >= 0 { tcsetattr(keyboardDescriptor, TCSANOW, savedModes) }
    keyboardDescriptor = -1
    _ = takeEvents()
    if wakeWriter >= 0 {
      close(wakeWriter)
      close(wakeReader)
    }
    (wakeReader, wakeWriter) = (-1, -1)
  }

  private static func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<UInt8> {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    buffer.initialize(from: bytes, count: bytes.count)
    return buffer
  }

  private static func handler(for number: Int32) -> __sighandler_t? {
    switch number {
    case SIGPIPE: SIG_IGN
    case SIGTSTP: restoreAndStop
    case SIGCONT: resume
    case SIGWINCH: recordResize
    default: restoreAndRaise
    }
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

/// Sets `handler` for `number`, without SA_RESTART (so a waiting `poll` sees the signal).
private func setHandler(_ handler: __sighandler_t?, for number: Int32) {
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #else
    action.__sigaction_u.__sa_handler = handler
  #endif
  sigaction(number, &action, nil)
}

// Read by the signal handlers, so plain globals rather than anything that locks or allocates.
nonisolated(unsafe) private var guardedBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var guardedCount = 0
nonisolated(unsafe) private var guardedDescriptor: Int32 = STDOUT_FILENO
nonisolated(unsafe) private var resumeBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var resumeCount = 0
/// The byte buffers of earlier installs: never freed (a handler may still be reading one), and
/// kept here so that they stay reachable rather than leak (LeakSanitizer, `make sanitize`).
nonisolated(unsafe) private var retiredBuffers: [UnsafeMutablePointer<UInt8>] = []
nonisolated(unsafe) private var keyboardDescriptor: Int32 = -1
// The terminal modes live in memory of their own, not in globals of type termios: Swift 6.3
// registers such a global with AddressSanitizer as 57 bytes rather than termios's 60, so
// every whole write to one (tcgetattr, an assignment) is reported as an overflow (`make
// sanitize`). Set up by install() before any handler can read them.
nonisolated(unsafe) private let savedModes = newModes()
nonisolated(unsafe) private let quietModes = newModes()

private func newModes() -> UnsafeMutablePointer<termios> {
  let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  modes.initialize(to: termios())
  return modes
}
nonisolated(unsafe) private var savedActions: [(Int32, sigaction)] = []
nonisolated(unsafe) private var wakeReader: Int32 = -1
nonisolated(unsafe) private var wakeWriter: Int32 = -1
/// ``TerminalGuard/Events`` raised by the handlers; lock-free, so safe in a handler.
private let pendingEvents = Atomic<Int>(0)

/// Records an event and wakes whoever waits on ``TerminalGuard/wakeDescriptor``; async-signal-safe.
private func record(_ event: TerminalGuard.Events) {
  pendingEvents.bitwiseOr(event.rawValue, ordering: .acquiringAndReleasing)
  guard wakeWriter >= 0 else { return }
  var byte: UInt8 = 1
  _ = write(wakeWriter, &byte, 1)  // a full pipe already wakes the reader
}

/// Writes all of `count` bytes, retrying after interruptions; async-signal-safe.
private func writeAll(_ bytes: UnsafeMutablePointer<UInt8>?, count: Int) {
  guard let bytes else { return }
  var offset = 0
  while offset < count {
    let written = write(guardedDescriptor, bytes + offset, count - offset)
    if written > 0 {
      offset += written
    } else if written < 0 && errno == EINTR {
      continue
    } else {
      break
    }
  }
}

private let restoreAndRaise: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  writeAll(guardedBytes, count: guardedCount)
  if keyboardDescriptor >= 0 { tcsetattr(keyboardDescriptor, TCSANOW, savedModes) }
  signal(number, SIG_DFL)
  raise(number)
  errno = saved
}

/// Ctrl-Z: the terminal as it was, then stop with the default action; on continuing, catch
/// SIGTSTP again (the SIGCONT handler does the rest).
private let restoreAndStop: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  writeAll(guardedBytes, count: guardedCount)
  if keyboardDescriptor >= 0 { tcsetattr(keyboardDescriptor, TCSANOW, savedModes) }
  signal(SIGTSTP, SIG_DFL)
  var mask = sigset_t()
  sigemptyset(&mask)
  sigaddset(&mask, SIGTSTP)
  pthread_sigmask(SIG_UNBLOCK, &mask, nil)
  raise(SIGTSTP)
  // Stopped here until SIGCONT.
  setHandler(restoreAndStop, for: SIGTSTP)
  errno = saved
}

private let resume: @convention(c) (Int32) -> Void = { _ in
  let saved = errno
  writeAll(resumeBytes, count: resumeCount)
  if keyboardDescriptor >= 0 { tcsetattr(keyboardDescriptor, TCSANOW, quietModes) }
  record(.resumed)
  errno = saved
}

private let recordResize: @convention(c) (Int32) -> Void = { _ in
  let saved = errno
  record(.resized)
  errno = saved
}
