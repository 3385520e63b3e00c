import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An interrupted `ringgen` removes the `.ringgen-XXXXXX` files its atomic writes had made
/// and ends by the signal (a shell shows 130 for SIGINT, 143 for SIGTERM).
@Suite("Interrupts", .serialized)
struct InterruptTests {
  /// Runs `arguments`, sends `signal` once the first finished output appears plus a little,
  /// and checks what is left in the folder.
  private func interrupt(
    _ arguments: [String], files: [String: String] = [:], signal: Int32, after delay: Duration,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = try TemporaryFolder()
    for (name, text) in files { try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8) }
    // A child inherits an ignored signal (this runner may have been started in the background,
    // where SIGINT is ignored); a terminal's Ctrl-C reaches a ringgen that does not ignore it.
    Glibc.signal(signal, SIG_DFL)
    let outcome = try #require(
      try ProcessRunner(arguments: arguments, folder: folder.url).run { process in
        let clock = ContinuousClock()
        let end = clock.now + .seconds(20)
        while process.isRunning, clock.now < end,
          (try folder.contents()).allSatisfy({ files[$0] != nil || $0.hasPrefix(".ringgen-") })
        {
          usleep(1_000)
        }
        usleep(UInt32(delay.components.attoseconds / 1_000_000_000_000))
        kill(process.processIdentifier, signal)
      }, sourceLocation: sourceLocation)
    let left = try folder.contents().filter { $0.hasPrefix(".ringgen-") }
    #expect(left.isEmpty, "temporary files left behind: \(left)", sourceLocation: sourceLocation)
    #expect(outcome.ending == .signal(signal), "\(outcome)", sourceLocation: sourceLocation)
  }

  private static let batch = (0..<400).map { #"{"value": \#($0 % 30), "size": 256, "output": "r\#($0).png"}"# }
    .joined(separator: "\n")

  // A temporary file lives only while its bytes are written, so one interrupt in five or ten
  // found one (before the fix); twenty runs at different moments leave almost no chance.
  @Test(arguments: Array(stride(from: 0, to: 40, by: 2)))
  func batchOnTwoJobs(milliseconds: Int) throws {
    try interrupt(
      ["batch", "lines.jsonl", "--jobs", "2"], files: ["lines.jsonl": Self.batch], signal: SIGINT,
      after: .milliseconds(milliseconds))
  }

  @Test(arguments: Array(stride(from: 0, to: 40, by: 3)))
  func numberedFrames(milliseconds: Int) throws {
    try interrupt(
      ["--value", "30", "--duration", "4", "--fps", "30", "--size", "256", "--jobs", "2", "-o", "f-%03d.png"],
      signal: SIGINT, after: .milliseconds(milliseconds))
  }

  @Test func batchOnSIGTERM() throws {
    try interrupt(
      ["batch", "lines.jsonl", "--jobs", "2"], files: ["lines.jsonl": Self.batch], signal: SIGTERM,
      after: .milliseconds(10))
  }
}
