import FoundationEssentials
import RingCairo
import RingKit

// The assertion: it checks a snapshot against its reference in `Snapshots/` and, when it
// does not match, records one test failure itself — with Swift Testing's `Issue.record` inside
// a `@Test`, with `XCTFail` inside an `XCTestCase`. It never throws and never stops the test.
// `verifySnapshot` takes the same arguments and returns the failure instead.

/// Checks `value`, snapshotted `as` a strategy, against its reference file.
///
/// ```swift
/// @Test func kpi() {
///   assertSnapshot(of: ring, as: .image(size: 96))          // Snapshots/<TestFile>/kpi.1.png
///   assertSnapshot(of: ring, as: .svg(size: 96))            // kpi.2.svg
///   assertSnapshot(of: report, as: .dump, named: "model")   // kpi.model.json
/// }
/// ```
///
/// The reference is `<package root>/Snapshots/<TestFileName>/<testName>.<name>.<ext>`, where
/// `<name>` is `named` or, without it, the assertion's number in the test (1, 2, …), and
/// `<ext>` the strategy's ``Snapshotting/pathExtension``. A missing reference is recorded (and
/// the test fails: "recorded new reference at PATH — run again") unless the record mode is
/// `never`, which it always is when `CI` is set. A reference that does not match fails the
/// test with what the strategy's ``Diffing`` found, and writes `<name>.expected.<ext>`,
/// `<name>.actual.<ext>` and the diffing's artifacts (`<name>.diff.png` for images) under
/// `$RING_SNAPSHOT_ARTIFACTS` or `<package root>/.build/snapshot-artifacts/`.
///
/// Each mismatch is one failure: an issue under Swift Testing, an `XCTFail` under XCTest.
///
/// - Parameters:
///   - value: What to snapshot; evaluated once, after the snapshot is named.
///   - strategy: How to render, store and compare it.
///   - named: The snapshot's name; required in parameterized tests (build it from the
///     arguments). Two names of one test that map to the same file fail.
///   - tolerance: How different an image may be; nil for the scope's, else ``SnapshotTolerance/default``.
///   - record: The record mode; nil for the scope's, else `RING_SNAPSHOT_RECORD`'s, else `missing`.
///   - fileID: The calling file, for the reference's folder; leave the default.
///   - filePath: The calling file's path, for the package root; leave the default.
///   - function: The calling test, for the reference's name; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - column: Where a failure is reported; leave the default.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named: String? = nil,
  tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  SnapshotReporter.report(
    SnapshotCheck.run(of: value, as: strategy, name: named, tolerance: tolerance, record: record, callSite: callSite),
    at: callSite)
}

// Conveniences, kept from before strategies: each is the generic assertion with one strategy.

/// Renders `ring` on a `size` × `size` point canvas and checks it against its reference image:
/// `assertSnapshot(of: ring, as: .image(size: size, scale: scale, background: background))`.
///
/// ```swift
/// @Test func halfFull() {
///   assertSnapshot(of: ProgressRing(value: 15, maxValue: 30), size: 128)
///   // Snapshots/<TestFileName>/halfFull.1.png
/// }
/// ```
///
/// The reference is `<package root>/Snapshots/<TestFileName>/<testName>.<name>.png`, where
/// `<name>` is `named` or, without it, the assertion's number in the test (1, 2, …). A missing
/// reference is recorded (and the test fails: "recorded new reference at PATH — run again")
/// unless the record mode is `never`, which it always is when `CI` is set. A reference that
/// does not match fails the test with the measured difference and writes
/// `<name>.expected.png`, `<name>.actual.png` and `<name>.diff.png` under
/// `$RING_SNAPSHOT_ARTIFACTS` or `<package root>/.build/snapshot-artifacts/`.
///
/// - Parameters:
///   - ring: The ring to render.
///   - size: The canvas side, in points.
///   - scale: Pixels per point: the image is `size × scale` pixels a side.
///   - background: The colour under the ring, or nil for a transparent canvas.
///   - named: The snapshot's name; required in parameterized tests (build it from the arguments).
///   - tolerance: How different the image may be; nil for the scope's, else ``SnapshotTolerance/default``.
///   - record: The record mode; nil for the scope's, else `RING_SNAPSHOT_RECORD`'s, else `missing`.
///   - fileID: The calling file, for the reference's folder; leave the default.
///   - filePath: The calling file's path, for the package root; leave the default.
///   - function: The calling test, for the reference's name; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - column: Where a failure is reported; leave the default.
public func assertSnapshot(
  of ring: ProgressRing, size: Double, scale: Double = 1, background: RingColor? = nil, named: String? = nil,
  tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: ring, as: .image(size: size, scale: scale, background: background), named: named, tolerance: tolerance,
    record: record, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Renders `ring` on `canvas` and checks it against its reference image:
/// `assertSnapshot(of: ring, as: .image(on: canvas))`.
public func assertSnapshot(
  of ring: ProgressRing, on canvas: RingCanvas, named: String? = nil, tolerance: SnapshotTolerance? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: ring, as: .image(on: canvas), named: named, tolerance: tolerance, record: record, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}

/// Checks pixels against their reference image: `assertSnapshot(of: raster, as: .raster)`.
public func assertSnapshot(
  of raster: RingRaster, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: raster, as: .raster, named: named, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Checks PNG bytes against their reference image by pixels: `assertSnapshot(of: png, as: .png)`.
public func assertSnapshot(
  of png: Data, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: png, as: .png, named: named, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Checks text against its reference byte for byte: `.text` is the ``Snapshotting/lines``
/// strategy, `.ansi` the ``Snapshotting/ansiText`` one (`<name>.ans` and a readable `<name>.txt`).
///
/// ```swift
/// assertSnapshot(of: frame, as: .ansi, named: "40-columns")
/// ```
public func assertSnapshot(
  of text: String, as format: TextSnapshotFormat, named: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(
    of: text, as: format.strategy, named: named, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}
