import Foundation
import Synchronization
import Testing

@testable import RingCLI

/// The result of one `ringgen` run.
struct RunResult {
  var status: Int32
  var stdout: Data
  var stderr: String
}

/// Runs `RingGen.main` in this process with in-memory streams.
func runInProcess(_ arguments: [String], stdin: String = "", terminal: Bool = false) -> RunResult {
  let output = Mutex(Data())
  let error = Mutex("")
  let console = Console(
    writeOutput: { bytes in output.withLock { $0.append(contentsOf: bytes) } },
    writeError: { line in error.withLock { $0 += line } },
    readInput: { _ in Array(stdin.utf8) },
    outputIsTerminal: terminal)
  let status = RingGen.main(arguments, console: console)
  return RunResult(status: status, stdout: output.withLock { $0 }, stderr: error.withLock { $0 })
}

/// The `ringgen` binary that `swift build` put next to this test bundle.
let ringgenBinary: URL = {
  let testBinary =
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("ringgen")
}()

/// The sanitizer settings of this test process, for a child given an environment of its own:
/// under `make sanitize` the `ringgen` it spawns is instrumented too, and needs the same
/// suppressions and options (a child with no environment set inherits them anyway).
let sanitizerEnvironment: [String: String] = ProcessInfo.processInfo.environment.filter {
  ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS", "RINGGEN_SANITIZER"].contains($0.key)
}

/// The sanitizer `make sanitize` runs the suite under (`address` or `thread`), or nil. A
/// test that cannot work under one (an address-space limit, which ASan's and TSan's shadow
/// memory exceed at once) is skipped under it, and says why.
let runningSanitizer: String? = ProcessInfo.processInfo.environment["RINGGEN_SANITIZER"]

/// Runs the built `ringgen` binary as a separate process, in `directory`.
func runBinary(_ arguments: [String], in directory: URL, stdin: Data = Data()) throws -> RunResult {
  try runProcess(ringgenBinary, arguments, in: directory, stdin: stdin)
}

/// Runs `executable` with `arguments` as a separate process, in `directory`.
func runProcess(_ executable: URL, _ arguments: [String], in directory: URL, stdin: Data = Data()) throws -> RunResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.currentDirectoryURL = directory
  let input = Pipe()
  let output = Pipe()
  let error = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = error
  try process.run()
  // Feed standard input and drain standard error on their own threads, so that a child that
  // writes a lot before it has read everything (or to both streams) never blocks on a full pipe.
  let writer = Thread {
    input.fileHandleForWriting.write(stdin)
    try? input.fileHandleForWriting.close()
  }
  let errors = Mutex(Data())
  let drained = DispatchSemaphore(value: 0)
  let reader = Thread {
    let data = error.fileHandleForReading.readDataToEndOfFile()
    errors.withLock { $0 = data }
    drained.signal()
  }
  writer.start()
  reader.start()
  let stdout = output.fileHandleForReading.readDataToEndOfFile()
  drained.wait()
  let stderr = errors.withLock { $0 }
  process.waitUntilExit()
  return RunResult(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
}

/// A fresh empty folder, removed when the test is done with it.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("ringgen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in the folder, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Checks that `ringgen` refuses `arguments` the way bad input must be refused: exit 64, and
/// standard error exactly one line, `ringgen: error: ` then `message`, with nothing written
/// anywhere. It runs in a fresh folder: `files` are written there first, an argument starting
/// with `@/` names a file in it, and the folder's path is left out of the message compared.
func expectRejected(
  _ arguments: [String], files: [String: String] = [:], message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let folder = try TemporaryFolder()
  for (name, text) in files { try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8) }
  let located = arguments.map { $0.hasPrefix("@/") ? folder.path(String($0.dropFirst(2))) : $0 }
  let result = runInProcess(located)
  let shown = result.stderr.replacingOccurrences(of: folder.url.path + "/", with: "")
  #expect(result.status == 64, "\(arguments)", sourceLocation: sourceLocation)
  #expect(shown == "ringgen: error: \(message)\n", sourceLocation: sourceLocation)
  #expect(result.stdout.isEmpty, "nothing on standard output", sourceLocation: sourceLocation)
  #expect(try folder.contents() == files.keys.sorted(), "nothing written", sourceLocation: sourceLocation)
}
