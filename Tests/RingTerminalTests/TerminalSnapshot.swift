import Foundation
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
        try Data(stripEscapes(bytes).utf8).write(to: txt)
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
    #expect(stripEscapes(bytes) == expectedText, "\(txt.path)", sourceLocation: sourceLocation)
    #expect(Data(bytes) == expected, "\(ans.path) differs; re-record with RING_SNAPSHOT_RECORD=all", sourceLocation: sourceLocation)
  }
}

/// The text of terminal output with its escape sequences removed: CSI (`ESC [` … final byte),
/// OSC (`ESC ]` … BEL or `ESC \`), DCS, SOS, PM and APC (… `ESC \`), two-byte escapes, and CAN.
func stripEscapes(_ bytes: [UInt8]) -> String {
  var kept: [UInt8] = []
  var index = 0
  while index < bytes.count {
    let byte = bytes[index]
    if byte == 0x18 { index += 1; continue }
    guard byte == 0x1B, index + 1 < bytes.count else {
      kept.append(byte)
      index += 1
      continue
    }
    let kind = bytes[index + 1]
    index += 2
    switch kind {
    case UInt8(ascii: "["):
      while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
      index += 1
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
      while index < bytes.count {
        if bytes[index] == 0x07 && kind == UInt8(ascii: "]") { index += 1; break }
        if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { index += 2; break }
        index += 1
      }
    default:
      break
    }
  }
  return String(decoding: kept, as: UTF8.self)
}
