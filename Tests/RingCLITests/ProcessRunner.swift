import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `ringgen` process whose streams the test chooses (a pipe whose reader is gone, a file
/// opened for appending), waited for with a deadline so that a hang fails the test rather than
/// stopping the suite.
struct ProcessRunner {
  var arguments: [String]
  var folder: URL
  var standardOutput: FileHandle?
  var standardError: FileHandle?
  var standardInput: Data = Data()
  /// A file to read standard input from instead of ``standardInput``.
  var standardInputFile: FileHandle?

  /// How the process ended: its exit status, or the signal that ended it.
  struct Ending: Equatable {
    var status: Int32
    var signalled: Bool
    static func exit(_ status: Int32) -> Ending { Ending(status: status, signalled: false) }
    static func signal(_ number: Int32) -> Ending { Ending(status: number, signalled: true) }
  }

  /// Starts the process; `whileRunning` runs once it has started (to interrupt it, say).
  /// Returns how it ended and its standard error when not redirected, or nil after killing it
  /// when it had not ended within `deadline`.
  func run(
    deadline: Duration = .seconds(30), whileRunning: (Process) throws -> Void = { _ in }
  ) throws -> (ending: Ending, stderr: String)? {
    let process = Process()
    process.executableURL = ringgenBinary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let input = Pipe()
    process.standardInput = standardInputFile ?? input
    process.standardOutput = standardOutput ?? FileHandle.nullDevice
    let errorPipe = standardError == nil ? Pipe() : nil
    process.standardError = standardError ?? errorPipe
    try process.run()
    input.fileHandleForWriting.write(standardInput)
    try? input.fileHandleForWriting.close()
    let errors = Mutex(Data())
    let drained = DispatchSemaphore(value: 0)
    let reader = Thread {
      let data = errorPipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
      errors.withLock { $0 = data }
      drained.signal()
    }
    reader.start()
    try whileRunning(process)
    let clock = ContinuousClock()
    let end = clock.now + deadline
    while process.isRunning && clock.now < end { usleep(10_000) }
    if process.isRunning {
      // SIGKILL: the child may have inherited SIGTERM blocked from this runner's thread.
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    process.waitUntilExit()
    drained.wait()
    let ending =
      process.terminationReason == .uncaughtSignal
      ? Ending.signal(process.terminationStatus) : .exit(process.terminationStatus)
    return (ending, String(decoding: errors.withLock { $0 }, as: UTF8.self))
  }
}
