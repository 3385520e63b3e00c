import Foundation
import RingTerminal
import Testing

/// Golden files for terminal output: `Snapshots/RingTerminalTests/<name>.ans` holds the exact
/// bytes and `<name>.txt` the same with escape sequences removed, for reading in a diff.
///
/// A missing golden is recorded when `CI` is not set, and every golden is re-recorded when
/// `RING_SNAPSHOT_RECORD=all`; either way the test fails, saying where, so a recording is never
/// mistaken for a pass. In CI a missing golden is a failure.
enum TerminalSnapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Snapshots/RingTerminalTests")

  static func assertMatches(_ bytes: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let ans = folder.appendingPathComponent(name + ".ans")
    let txt = folder.appendingPathComponent(name + ".txt")
    let environment = ProcessInfo.processInfo.environment
    let recordAll = environment["RING_SNAPSHOT_RECORD"] == "all"
    let missing = !FileManager.default.fileExists(atPath: ans.path) || !FileManager.default.fileExists(atPath: txt.path)
    if recordAll || (missing && environment["CI"] == nil) {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: ans)
        try Data(TerminalText.withoutEscapes(bytes).utf8).write(to: txt)
        Issue.record("recorded new reference at \(ans.path) — run again", sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record \(ans.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = try? Data(contentsOf: ans), let expectedText = try? String(contentsOf: txt, encoding: .utf8) else {
      Issue.record("missing reference \(ans.path); record it with RING_SNAPSHOT_RECORD=all outside CI", sourceLocation: sourceLocation)
      return
    }
    #expect(TerminalText.withoutEscapes(bytes) == expectedText, "\(txt.path)", sourceLocation: sourceLocation)
    #expect(Data(bytes) == expected, "\(ans.path) differs; re-record with RING_SNAPSHOT_RECORD=all", sourceLocation: sourceLocation)
  }
}

