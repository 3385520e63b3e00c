import Foundation
import RingHTTPTestClient
import Synchronization

/// A `ringgen serve` process on an ephemeral loopback port, for the tests to send requests to.
/// `stop()` sends SIGTERM and waits (at most 30 s) for it to exit.
final class ServeProcess {
  let process = Process()
  let port: UInt16
  private let errors = ErrorText()
  private let reader: Thread
  private let done = DispatchSemaphore(value: 0)

  /// Starts `ringgen serve --listen LISTEN` (an ephemeral port) with `arguments` and waits (at
  /// most 20 s) for the address it prints on standard error. Requests go to 127.0.0.1 whatever
  /// `listen` is.
  init(_ arguments: [String] = [], listen: String = "127.0.0.1:0") throws {
    process.executableURL = ringgenBinary
    process.arguments = ["serve", "--listen", listen] + arguments
    let error = Pipe()
    process.standardError = error
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errors = self.errors
    let done = self.done
    reader = Thread {
      let handle = error.fileHandleForReading
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        errors.text.withLock { $0.append(chunk) }
      }
      done.signal()
    }
    reader.start()
    var found: UInt16?
    for _ in 0..<400 where found == nil {
      let text = String(decoding: errors.text.withLock { $0 }, as: UTF8.self)
      if let match = text.firstMatch(of: /listening on http:\/\/[0-9.:\[\]]*:([0-9]+)\//) {
        found = UInt16(match.1)
      } else {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    guard let found else {
      process.terminate()
      throw HTTPTestClient.Failure(
        description: "no address from ringgen serve: \(String(decoding: errors.text.withLock { $0 }, as: UTF8.self))")
    }
    port = found
  }

  var client: HTTPTestClient { HTTPTestClient(port: port) }

  /// Standard error so far.
  var stderr: String { String(decoding: errors.text.withLock { $0 }, as: UTF8.self) }

  /// Sends SIGTERM, waits for the exit and returns the status.
  @discardableResult
  func stop() -> Int32 {
    if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    _ = done.wait(timeout: .now() + 30)
    for _ in 0..<300 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return -1
    }
    // Waited for even once it has ended: Foundation's Process keeps itself and its pipe in a
    // reference cycle until then, which LeakSanitizer reports (`make sanitize`).
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Standard error as it arrives, shared with the reading thread.
  private final class ErrorText: Sendable {
    let text = Mutex(Data())
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
