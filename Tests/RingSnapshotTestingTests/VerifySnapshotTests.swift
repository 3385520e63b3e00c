import Foundation
import RingCairo
import RingImageFixtures
import RingKit
import Testing

@testable import RingSnapshotTesting

/// `verifySnapshot` end to end, in sandboxes: recording, comparing, artifacts and messages.
@Suite("verifySnapshot: record modes, references and artifacts")
struct VerifySnapshotTests {
  private let half = plainRing(value: 50)
  private let more = plainRing(value: 51)

  // MARK: - Record modes

  @Test func missingReferenceIsRecordedAndFails() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("missingReferenceIsRecordedAndFails", "half")
      let failure = try #require(verifySnapshot(of: half, size: 100, named: "half"))
      #expect(failure.reason == .missingReference)
      #expect(failure.message.hasPrefix("recorded new reference at \(path) — run again"))
      #expect(failure.recordedPaths == [path])
      #expect(try RingRaster(pngData: sandbox.read(path)) == half.raster(on: RingCanvas(size: 100)))
      #expect(verifySnapshot(of: half, size: 100, named: "half") == nil, "the second run compares, and passes")
      #expect(sandbox.files() == ["Snapshots/VerifySnapshotTests/missingReferenceIsRecordedAndFails.half.png"])
    }
  }

  @Test func neverModeWritesNothing() throws {
    try Sandbox.run { sandbox in
      let failure = try #require(verifySnapshot(of: half, size: 100, named: "half", record: .never))
      let path = sandbox.reference("neverModeWritesNothing", "half")
      #expect(failure.reason == .missingReference && failure.recordedPaths.isEmpty)
      #expect(!sandbox.exists(path))
      #expect(
        failure.message.hasPrefix(
          "Snapshot \"neverModeWritesNothing.half\": no reference at \(path) — the assertion's record: argument is .never; nothing was written"
        ))
      // The actual image is kept as an artifact, to look at or to copy into place.
      let actual = try #require(failure.artifacts.actual)
      #expect(actual == "\(sandbox.artifacts)/VerifySnapshotTests/neverModeWritesNothing.half.actual.png")
      #expect(try RingRaster(pngData: sandbox.read(actual)) == half.raster(on: RingCanvas(size: 100)))
      #expect(failure.message.contains("  actual:   \(actual)"))
      #expect(sandbox.files() == ["artifacts/VerifySnapshotTests/neverModeWritesNothing.half.actual.png"])
    }
  }

  @Test(arguments: [["CI": "true"], ["CI": "1", "RING_SNAPSHOT_RECORD": "all"]])
  func onCIAMissingReferenceFailsAndNothingIsWritten(environment: [String: String]) throws {
    try Sandbox.run(environment: environment) { sandbox in
      let failure = try #require(verifySnapshot(of: half, size: 100, named: "half", record: .all))
      #expect(failure.reason == .missingReference && failure.recordedPaths.isEmpty)
      #expect(failure.message.contains("CI is set, so nothing is recorded; nothing was written"))
      #expect(!sandbox.exists(sandbox.reference("onCIAMissingReferenceFailsAndNothingIsWritten", "half")))
    }
  }

  @Test func onCIAMatchingReferencePasses() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, size: 100, named: "half")
      try withSnapshotTesting {
        var configuration = SnapshotConfiguration.current
        configuration.environment = ["CI": "true"]
        try SnapshotConfiguration.$current.withValue(configuration) {
          #expect(verifySnapshot(of: half, size: 100, named: "half") == nil)
          let failure = try #require(verifySnapshot(of: more, size: 100, named: "half"))
          #expect(failure.reason == .mismatch)
          #expect(
            failure.message.contains(
              "RING_SNAPSHOT_RECORD=failed swift test --filter onCIAMatchingReferencePasses where CI is not set"))
        }
      }
      #expect(sandbox.files().filter { $0.hasPrefix("Snapshots") }.count == 1)
    }
  }

  @Test func allModeLeavesAnUnchangedReferenceAloneAndSaysSo() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("allModeLeavesAnUnchangedReferenceAloneAndSaysSo", "1")
      // Same pixels, other bytes: a reference without the alt text.
      let raster = try half.raster(on: RingCanvas(size: 100))
      let original = try raster.pngData()
      try sandbox.write(original, to: path)
      let failure = try #require(verifySnapshot(of: half, size: 100, record: .all))
      #expect(failure.reason == .recorded && failure.recordedPaths.isEmpty)
      #expect(
        failure.message
          == "record mode all: Snapshot \"allModeLeavesAnUnchangedReferenceAloneAndSaysSo.1\" is unchanged: it matches its reference at \(path), which was left as it was"
      )
      #expect(try sandbox.read(path) == original, "untouched, though a new encoding would have other bytes")
      // A real change is written.
      let changed = try #require(verifySnapshot(of: more, size: 100, named: "1", record: .all))
      #expect(changed.recordedPaths == [path])
      #expect(try RingRaster(pngData: sandbox.read(path)) == more.raster(on: RingCanvas(size: 100)))
    }
  }

  @Test func failedModeRewritesOnlyMismatches() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("failedModeRewritesOnlyMismatches", "half")
      let original = try half.raster(on: RingCanvas(size: 100)).pngData()
      try sandbox.write(original, to: path)
      #expect(verifySnapshot(of: half, size: 100, named: "half", record: .failed) == nil)
      #expect(try sandbox.read(path) == original, "a match is not rewritten, even with other bytes")

      let failure = try #require(verifySnapshot(of: more, size: 100, named: "half", record: .failed))
      #expect(failure.reason == .mismatch)
      #expect(failure.recordedPaths == [path])
      #expect(failure.message.hasPrefix("recorded new reference at \(path) — run again"))
      #expect(failure.message.contains("it replaced a reference that did not match (record mode failed):"))
      #expect(try RingRaster(pngData: sandbox.read(path)) == more.raster(on: RingCanvas(size: 100)))
      // The old reference is kept as the expected artifact, to review what changed.
      #expect(try failure.artifacts.expected.map { try sandbox.read($0) } == original)
      #expect(verifySnapshot(of: more, size: 100, named: "half") == nil)
    }
  }

  @Test func missingModeLeavesAMismatchingReferenceAlone() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, size: 100, named: "half")
      let path = sandbox.reference("missingModeLeavesAMismatchingReferenceAlone", "half")
      let before = try sandbox.read(path)
      let failure = try #require(verifySnapshot(of: more, size: 100, named: "half"))
      #expect(failure.reason == .mismatch && failure.recordedPaths.isEmpty)
      #expect(try sandbox.read(path) == before)
    }
  }

  // MARK: - Mismatches, artifacts and messages

  @Test func mismatchWritesExpectedActualAndDiff() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, size: 100, named: "half")
      let path = sandbox.reference("mismatchWritesExpectedActualAndDiff", "half")
      let failure = try #require(verifySnapshot(of: more, size: 100, named: "half"))
      let stem = "\(sandbox.artifacts)/VerifySnapshotTests/mismatchWritesExpectedActualAndDiff.half"
      #expect(
        failure.artifacts
          == .init(expected: "\(stem).expected.png", actual: "\(stem).actual.png", diff: "\(stem).diff.png"))
      #expect(try sandbox.read("\(stem).expected.png") == sandbox.read(path))
      #expect(try RingRaster(pngData: sandbox.read("\(stem).actual.png")) == more.raster(on: RingCanvas(size: 100)))
      let diff = try RingRaster(pngData: sandbox.read("\(stem).diff.png"))
      let difference = try #require(failure.difference)
      let region = try #require(difference.changedRegion)
      #expect(diff.width == 100 && diff[region.x.lowerBound, region.y.lowerBound] != nil)
      #expect(difference.differingPixels > 0)

      let lines = failure.message.split(separator: "\n").map(String.init)
      #expect(
        lines[0] == "Snapshot \"mismatchWritesExpectedActualAndDiff.half\" does not match its reference at \(path)")
      #expect(lines.contains("  \(difference)"))
      #expect(lines.contains { $0.hasPrefix("  largest difference 0.") && $0.contains("largest channel difference") })
      #expect(lines.contains("  changed region: \(region)"))
      #expect(lines.contains { $0.hasPrefix("  renderer: cairo 1.") })
      #expect(lines.contains("  expected: \(stem).expected.png"))
      #expect(lines.contains("  actual:   \(stem).actual.png"))
      #expect(lines.contains("  diff:     \(stem).diff.png (red: differs, yellow: anti-aliasing, grey: unchanged)"))
      #expect(
        lines.last
          == "  to accept the actual image: RING_SNAPSHOT_RECORD=failed swift test --filter mismatchWritesExpectedActualAndDiff"
      )
    }
  }

  @Test func aPassStillRemovesStaleArtifacts() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, size: 100, named: "half")
      let failure = try #require(verifySnapshot(of: more, size: 100, named: "half"))
      let artifacts = [failure.artifacts.expected, failure.artifacts.actual, failure.artifacts.diff].compactMap { $0 }
      #expect(artifacts.count == 3 && artifacts.allSatisfy(sandbox.exists))
      #expect(verifySnapshot(of: half, size: 100, named: "half") == nil)
      #expect(!artifacts.contains(where: sandbox.exists))
      #expect(!sandbox.exists("\(sandbox.artifacts)/VerifySnapshotTests"), "and leaves no empty folder")
      #expect(sandbox.files() == ["Snapshots/VerifySnapshotTests/aPassStillRemovesStaleArtifacts.half.png"])
    }
  }

  @Test func artifactsGoWhereRING_SNAPSHOT_ARTIFACTSSays() throws {
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("ring-artifacts-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: elsewhere) }
    try Sandbox.run(environment: ["RING_SNAPSHOT_ARTIFACTS": elsewhere]) { sandbox in
      var configuration = SnapshotConfiguration.current
      configuration.artifactsDirectory = nil
      try SnapshotConfiguration.$current.withValue(configuration) {
        _ = verifySnapshot(of: half, size: 100, named: "half")
        let failure = try #require(verifySnapshot(of: more, size: 100, named: "half"))
        #expect(
          failure.artifacts.diff
            == "\(elsewhere)/VerifySnapshotTests/artifactsGoWhereRING_SNAPSHOT_ARTIFACTSSays.half.diff.png")
        #expect(FileManager.default.fileExists(atPath: failure.artifacts.diff ?? ""))
      }
    }
  }

  /// Without a scope or `RING_SNAPSHOT_ARTIFACTS`, artifacts go to the package's
  /// `.build/snapshot-artifacts`, which git ignores.
  @Test func artifactsDefaultToTheBuildFolder() throws {
    try Sandbox.run { sandbox in
      var configuration = SnapshotConfiguration.current
      configuration.artifactsDirectory = nil
      try SnapshotConfiguration.$current.withValue(configuration) {
        _ = verifySnapshot(of: half, size: 100, named: "half")
        let failure = try #require(verifySnapshot(of: more, size: 100, named: "half"))
        let folder = packageRoot + "/.build/snapshot-artifacts/VerifySnapshotTests/"
        #expect(failure.artifacts.expected == folder + "artifactsDefaultToTheBuildFolder.half.expected.png")
        #expect(FileManager.default.fileExists(atPath: folder + "artifactsDefaultToTheBuildFolder.half.diff.png"))
        #expect(verifySnapshot(of: half, size: 100, named: "half") == nil, "and removes them again")
        #expect(!FileManager.default.fileExists(atPath: folder + "artifactsDefaultToTheBuildFolder.half.diff.png"))
        // No other test writes to the package's artifacts folder: leave it as it was, if empty.
        if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
          try? FileManager.default.removeItem(atPath: folder)
        }
      }
    }
  }

  @Test func differentSizesFail() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, size: 64, named: "half")
      let path = sandbox.reference("differentSizesFail", "half")
      for tolerance in [SnapshotTolerance.default, .default.allowing(1_000_000)] {
        let failure = try #require(verifySnapshot(of: half, size: 65, named: "half", tolerance: tolerance))
        #expect(failure.reason == .sizeMismatch)
        #expect(
          failure.message.hasPrefix(
            "Snapshot \"differentSizesFail.half\" has a different size from its reference at \(path): expected 64 × 64 px, actual 65 × 65 px"
          ))
        let diff = try RingRaster(pngData: sandbox.read(try #require(failure.artifacts.diff)))
        #expect(diff.width == 65 && diff.height == 65)
      }
      #expect(verifySnapshot(of: half, size: 64, scale: 2, named: "half")?.reason == .sizeMismatch)
    }
  }

  // MARK: - Unreadable references

  @Test(arguments: ["garbage", "empty", "truncated", "not a PNG"])
  func unreadableReferencesFailCleanly(kind: String) throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("unreadableReferencesFailCleanly", "half")
      let png = try half.pngData(on: RingCanvas(size: 100))
      let bytes: Data =
        switch kind {
        case "garbage": Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        case "empty": Data()
        case "truncated": png.prefix(png.count / 2)
        default: Data("GIF89a, of all things".utf8)
        }
      try sandbox.write(bytes, to: path)
      for mode in [SnapshotRecordMode.missing, .never] {
        let failure = try #require(verifySnapshot(of: half, size: 100, named: "half", record: mode))
        #expect(failure.reason == .unreadableReference)
        #expect(
          failure.message.hasPrefix(
            "Snapshot \"unreadableReferencesFailCleanly.half\": cannot read its reference at \(path): cannot read PNG: "
          ))
        #expect(try sandbox.read(path) == bytes, "left alone")
        #expect(try failure.artifacts.expected.map { try sandbox.read($0) } == (bytes.isEmpty ? Data() : bytes))
        #expect(failure.artifacts.actual != nil && failure.artifacts.diff == nil)
      }
      let replaced = try #require(verifySnapshot(of: half, size: 100, named: "half", record: .failed))
      #expect(replaced.reason == .unreadableReference && replaced.recordedPaths == [path])
      #expect(replaced.message.contains("it replaced a reference that could not be read (cannot read PNG: "))
      #expect(verifySnapshot(of: half, size: 100, named: "half") == nil)
    }
  }

  @Test func aFolderInPlaceOfTheReferenceFails() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("aFolderInPlaceOfTheReferenceFails", "half")
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      let failure = try #require(verifySnapshot(of: half, size: 100, named: "half"))
      #expect(failure.reason == .unreadableReference)
      #expect(failure.message.contains("cannot read its reference at \(path): it is a folder"))
      let unwritable = try #require(verifySnapshot(of: half, size: 100, named: "half", record: .failed))
      #expect(unwritable.reason == .invalidSnapshot)
      #expect(
        unwritable.message.hasPrefix(
          "Snapshot \"aFolderInPlaceOfTheReferenceFails.half\": could not record the reference \(path): "))
    }
  }

  // MARK: - What cannot be snapshotted

  @Test func badInputFailsWithoutWritingAnything() throws {
    try Sandbox.run { sandbox in
      var broken = half
      broken.value = .nan
      let cases: [(SnapshotFailure?, String)] = [
        (
          verifySnapshot(of: broken, size: 100, named: "a"),
          "\"badInputFailsWithoutWritingAnything.a\" could not be taken: cannot render the ring: value: must be a finite number, not nan"
        ),
        (
          verifySnapshot(of: half, size: 0, named: "b"),
          "could not be taken: cannot render the ring: width: must be above 0"
        ),
        (
          verifySnapshot(of: Data("not a png".utf8), named: "c"),
          "could not be taken: the image to check is not a readable PNG: cannot read PNG: "
        ),
        (
          verifySnapshot(of: half, size: 100, named: "d", tolerance: SnapshotTolerance(threshold: 1.5)),
          "The snapshot could not be taken: the tolerance's threshold must be from 0 to 1, not 1.5"
        ),
        (
          verifySnapshot(of: half, size: 100, named: "%%%"),
          "The snapshot could not be taken: the snapshot name \"%%%\" has no letters or digits"
        ),
      ]
      for (failure, message) in cases {
        #expect(failure?.reason == .invalidSnapshot)
        #expect(failure?.message.contains(message) == true, "\(failure?.message ?? "nil")")
      }
      #expect(sandbox.files().isEmpty)
    }
  }

  @Test func aBadRING_SNAPSHOT_RECORDFailsEveryAssertion() throws {
    try Sandbox.run(environment: ["RING_SNAPSHOT_RECORD": "yes"]) { sandbox in
      let failure = try #require(verifySnapshot(of: half, size: 100, named: "half"))
      #expect(failure.reason == .invalidSnapshot)
      #expect(
        failure.message
          == "The snapshot could not be taken: RING_SNAPSHOT_RECORD=yes is not a record mode; use one of missing, all, failed, never"
      )
      #expect(sandbox.files().isEmpty)
    }
  }

  // MARK: - Overloads

  @Test func pngBytesAndRastersAreComparedByPixels() throws {
    try Sandbox.run { sandbox in
      let raster = try half.raster(on: RingCanvas(size: 100))
      let withAltText = try raster.pngData(scale: 1, description: "Progress 50 of 100")
      _ = verifySnapshot(of: withAltText, named: "bytes")
      #expect(
        try sandbox.read(sandbox.reference("pngBytesAndRastersAreComparedByPixels", "bytes")) == withAltText,
        "recorded as given")
      #expect(verifySnapshot(of: try raster.pngData(), named: "bytes") == nil, "other bytes, same pixels")
      #expect(verifySnapshot(of: raster, named: "bytes") == nil)
      #expect(verifySnapshot(of: half, size: 100, named: "bytes") == nil)
      #expect(verifySnapshot(of: half, on: RingCanvas(size: 100), named: "bytes") == nil)
      #expect(verifySnapshot(of: try more.raster(on: RingCanvas(size: 100)), named: "bytes")?.reason == .mismatch)
    }
  }

  @Test func canvasesCarryBackgroundAndScale() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, size: 50, scale: 2, background: .white, named: "white")
      let recorded = try RingRaster(
        pngData: sandbox.read(sandbox.reference("canvasesCarryBackgroundAndScale", "white")))
      #expect(recorded.width == 100 && recorded.isOpaque)
      #expect(verifySnapshot(of: half, on: RingCanvas(size: 50, scale: 2, background: .white), named: "white") == nil)
      #expect(
        verifySnapshot(of: half, on: RingCanvas(width: 50, height: 50, scale: 2), named: "white")?.reason == .mismatch)
    }
  }

  @Test func tolerancesApplyPerCallAndPerScope() throws {
    try Sandbox.run { _ in
      let raster = try half.raster(on: RingCanvas(size: 100))
      _ = verifySnapshot(of: raster, named: "x")
      let changed = raster.setting(50, 50, to: .black).setting(40, 50, to: .black)
      #expect(verifySnapshot(of: changed, named: "x")?.difference?.differingPixels == 2)
      #expect(verifySnapshot(of: changed, named: "x", tolerance: .default.allowing(2)) == nil)
      withSnapshotTesting(tolerance: .default.allowing(2)) {
        #expect(verifySnapshot(of: changed, named: "x") == nil)
        #expect(verifySnapshot(of: changed, named: "x", tolerance: .exact) != nil, "the argument wins")
      }
    }
  }
}

/// This package's root, from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path
