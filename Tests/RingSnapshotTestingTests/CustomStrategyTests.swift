import Foundation
import RingKit
import RingSnapshotTesting
import Testing

// A consumer's view: this file imports RingSnapshotTesting without @testable and defines its
// own strategies, as a user's test target would, without touching the library.

/// A user's model type.
private struct KPI: Sendable {
  var done: Double
  var total: Double
}

extension Snapshotting where Value == KPI, Format == RingRaster {
  /// A KPI drawn as a 48-point ring without its label.
  fileprivate static var kpi: Self {
    Snapshotting<ProgressRing, RingRaster>.image(size: 48).pullback { (kpi: KPI) in
      var ring = ProgressRing(value: kpi.done, maxValue: kpi.total)
      ring.showValueString = false
      return ring
    }
  }
}

extension Snapshotting where Value == [Int], Format == String {
  /// A user's own format and diffing, built from nothing but the public initialisers.
  fileprivate static var csv: Self {
    Snapshotting(
      pathExtension: "csv",
      diffing: Diffing(
        toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { expected, actual, _ in
          expected == actual
            ? nil
            : SnapshotDifference(
              summary: "has other numbers than its reference", summaryDetail: "\(expected) → \(actual)",
              artifacts: [SnapshotArtifact(kind: "note", pathExtension: "txt", data: Data("was \(expected)\n".utf8))])
        }),
      snapshot: { numbers in numbers.map(String.init).joined(separator: ",") })
  }
}

@Suite("A user's own strategies")
struct CustomStrategyTests {
  @Test func aPulledBackStrategyRecordsPassesAndFails() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference(
        "aPulledBackStrategyRecordsPassesAndFails", "q3", file: "CustomStrategyTests", ext: "png")
      let recorded = try #require(verifySnapshot(of: KPI(done: 3, total: 4), as: .kpi, named: "q3"))
      #expect(recorded.reason == .missingReference && recorded.recordedPaths == [path])
      var ring = ProgressRing(value: 3, maxValue: 4)
      ring.showValueString = false
      // What was recorded is the ring the pullback made, on the base strategy's canvas.
      #expect(verifySnapshot(of: ring, size: 48, named: "q3") == nil)
      #expect(verifySnapshot(of: KPI(done: 3, total: 4), as: .kpi, named: "q3") == nil)
      #expect(verifySnapshot(of: KPI(done: 30, total: 40), as: .kpi, named: "q3") == nil, "same ratio, same ring")
      let failure = try #require(verifySnapshot(of: KPI(done: 1, total: 4), as: .kpi, named: "q3"))
      #expect(failure.reason == .mismatch)
      #expect((failure.difference?.differingPixels ?? 0) > 100)
      #expect(failure.artifacts.diff?.hasSuffix("aPulledBackStrategyRecordsPassesAndFails.q3.diff.png") == true)
      #expect(
        failure.message.hasPrefix(
          "Snapshot \"aPulledBackStrategyRecordsPassesAndFails.q3\" does not match its reference at \(path)"))
    }
  }

  @Test func aStrategyOfItsOwnRecordsPassesAndFails() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference(
        "aStrategyOfItsOwnRecordsPassesAndFails", "1", file: "CustomStrategyTests", ext: "csv")
      #expect(verifySnapshot(of: [1, 2, 3], as: .csv)?.recordedPaths == [path])
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "1,2,3")
      #expect(verifySnapshot(of: [1, 2, 3], as: .csv, named: "1") == nil)
      let failure = try #require(verifySnapshot(of: [1, 2, 4], as: .csv, named: "1"))
      #expect(
        failure.message.hasPrefix(
          "Snapshot \"aStrategyOfItsOwnRecordsPassesAndFails.1\" has other numbers than its reference at \(path): 1,2,3 → 1,2,4"
        ))
      let note = "\(sandbox.artifacts)/CustomStrategyTests/aStrategyOfItsOwnRecordsPassesAndFails.1.note.txt"
      #expect(failure.message.contains("  note:     \(note)"))
      #expect(try String(contentsOfFile: note, encoding: .utf8) == "was 1,2,3\n")
      #expect(
        failure.message.hasSuffix(
          "to accept the actual snapshot: RING_SNAPSHOT_RECORD=failed swift test --filter aStrategyOfItsOwnRecordsPassesAndFails"
        ))
    }
  }

  @Test func aThrowingPullbackFailsTheAssertion() throws {
    struct NotAvailable: Error, CustomStringConvertible {
      var description: String { "no data for Q4" }
    }
    try Sandbox.run { sandbox in
      let strategy = Snapshotting<KPI, RingRaster>.kpi.pullback { (_: String) throws -> KPI in throw NotAvailable() }
      let failure = try #require(verifySnapshot(of: "Q4", as: strategy, named: "q4"))
      #expect(failure.reason == .invalidSnapshot)
      #expect(
        failure.message == "Snapshot \"aThrowingPullbackFailsTheAssertion.q4\" could not be taken: no data for Q4")
      #expect(sandbox.files().isEmpty)
    }
  }
}
