import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `.ringgen-XXXXXX` files that atomic writes make next to their targets, removed if the
/// process is interrupted (SIGINT, SIGTERM or SIGHUP) before they are renamed into place.
///
/// A signal handler may only call async-signal-safe functions, so it does no cleaning itself:
/// it writes the signal's number to a pipe, and a thread waiting on that pipe takes the
/// registry's lock, unlinks every file in it, and ends the process by the same signal with its
/// default action (a shell then reports 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP).
/// Creating a file and adding it to the registry, and renaming it and taking it out, each
/// happen under the lock, so the cleaner never misses a file nor removes one already renamed.
/// Only a signal whose action is the default one is taken over: one the process inherited as
/// ignored (`nohup`, a background job) stays ignored, and a program that calls
/// ``RingGen/main(_:console:)`` with its own handler keeps it. One it
/// inherited as blocked is unblocked on the cleaning thread, as ``RingTerminal/TerminalGuard``
/// does, so that Ctrl-C works.
enum TemporaryFiles {
  /// The paths of the temporary files that exist now.
  private static let live = Mutex<Set<String>>([])
  /// Whether the handlers and the cleaning thread are in place (installed on first use).
  private static let installed = Mutex(false)

  /// Creates an empty file from `template` (a path ending in `XXXXXX`, as for `mkstemp`) and
  /// registers it; returns its descriptor and path, or nil with `errno` set.
  static func create(template: String) -> (descriptor: Int32, path: String)? {
    installCleanerOnce()
    return live.withLock { paths -> (descriptor: Int32, path: String)? in
      var bytes = Array(template.utf8CString)
      let descriptor = mkstemp(&bytes)
      guard descriptor >= 0 else { return nil }
      let path = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
      paths.insert(path)
      return (descriptor, path)
    }
  }

  /// Renames the temporary file over `target` and forgets it; false with `errno` set if the
  /// rename failed (the file is then still registered: ``remove(_:)`` it).
  static func commit(_ path: String, to target: String) -> Bool {
    live.withLock { paths in
      guard rename(path, target) == 0 else { return false }
      paths.remove(path)
      return true
    }
  }

  /// Unlinks the temporary file and forgets it, keeping `errno` as it was.
  static func remove(_ path: String) {
    let saved = errno
    live.withLock { paths in
      unlink(path)
      paths.remove(path)
    }
    errno = saved
  }

  /// The signals that remove the temporary files before ending the process.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  private static func installCleanerOnce() {
    installed.withLock { done in
      guard !done else { return }
      done = true
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return }
      signalPipe = ends[1]
      let reader = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
      reader.initialize(to: ends[0])
      var thread = pthread_t()
      guard pthread_create(&thread, nil, { argument in TemporaryFiles.cleanWhenSignalled(argument) }, reader) == 0
      else { return }
      pthread_detach(thread)
      for number in signals {
        var previous = sigaction()
        guard sigaction(number, nil, &previous) == 0, isDefault(previous) else { continue }
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        #if canImport(Glibc)
          action.__sigaction_handler.sa_handler = forwardToCleaner
        #else
          action.__sigaction_u.__sa_handler = forwardToCleaner
        #endif
        sigaction(number, &action, nil)
      }
    }
  }

  /// The cleaning thread: waits for a signal's number on the pipe, removes the files, and ends
  /// the process by that signal.
  private static func cleanWhenSignalled(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let reader = argument?.assumingMemoryBound(to: Int32.self).pointee else { return nil }
    // The signals are delivered to this thread: a process can start with them blocked (the
    // mask survives exec, and Dispatch's threads block them), which would leave them pending.
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for number in signals { sigaddset(&unblock, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    var number: Int32 = 0
    while true {
      let count = read(reader, &number, MemoryLayout<Int32>.size)
      if count == MemoryLayout<Int32>.size { break }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
    live.withLock { paths in
      for path in paths { unlink(path) }
      // The lock is never released: no worker can make or rename a file from here on.
      signal(number, SIG_DFL)
      raise(number)
      _exit(128 + number)
    }
    return nil
  }

  private static func isDefault(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return action.sa_flags & SA_SIGINFO == 0 && handler == nil  // SIG_DFL is the null handler
  }
}

// Read by the signal handler, so a plain global rather than anything that locks.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// Only `write` (async-signal-safe): the cleaning thread does the rest.
private let forwardToCleaner: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  var signalNumber = number
  _ = write(signalPipe, &signalNumber, MemoryLayout<Int32>.size)
  errno = saved
}
