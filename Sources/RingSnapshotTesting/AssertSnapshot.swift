import FoundationEssentials
import RingCairo
import RingKit

// The assertions: each checks a snapshot against its reference in `Snapshots/` and, when it
// does not match, records a test failure itself — with Swift Testing's `Issue.record` inside
// a `@Test`, with `XCTFail` inside an `XCTestCase`. They never throw and never stop the test.
// `verifySnapshot` takes the same arguments and returns the failure instead.

/// Renders `ring` on a `size` × `size` point canvas and checks it against its reference image.
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
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let canvas = RingCanvas(size: size, scale: scale, background: background)
  SnapshotReporter.report(
    SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
      () throws(SnapshotSetupError) in
      try SnapshotRendering.subject(ring, on: canvas)
    },
    at: callSite)
}

/// Renders `ring` on `canvas` (any width, height, scale and background) and checks it against
/// its reference image, as `assertSnapshot(of:size:…)` does for a square canvas.
public func assertSnapshot(
  of ring: ProgressRing, on canvas: RingCanvas, named: String? = nil, tolerance: SnapshotTolerance? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  SnapshotReporter.report(
    SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
      () throws(SnapshotSetupError) in
      try SnapshotRendering.subject(ring, on: canvas)
    },
    at: callSite)
}

/// Checks an image already rendered, as pixels, against its reference image. A new reference
/// is recorded as a PNG of 72 dpi.
public func assertSnapshot(
  of raster: RingRaster, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  SnapshotReporter.report(
    SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
      () throws(SnapshotSetupError) in
      try SnapshotRendering.subject(raster)
    },
    at: callSite)
}

/// Checks a PNG file's bytes against the reference image, comparing decoded pixels (never
/// the bytes, so encoder settings and metadata do not matter). A new reference is these bytes.
/// Bytes that are not a readable PNG fail the assertion.
public func assertSnapshot(
  of png: Data, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  SnapshotReporter.report(
    SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
      () throws(SnapshotSetupError) in
      try SnapshotRendering.subject(png: png)
    },
    at: callSite)
}

/// Checks text, such as a terminal rendering, against its reference byte for byte.
///
/// ```swift
/// assertSnapshot(of: frame, as: .ansi, named: "40-columns")
/// // Snapshots/<TestFileName>/<testName>.40-columns.ans, and .txt without the escapes
/// ```
///
/// A failure shows a line diff (for `.ans`, of the text without escapes, or of the escapes
/// written out when only they differ) and writes `<name>.expected.<ext>`,
/// `<name>.actual.<ext>` and `<name>.diff.txt` as artifacts.
public func assertSnapshot(
  of text: String, as format: TextSnapshotFormat, named: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  SnapshotReporter.report(
    SnapshotCheck.run(name: named, tolerance: nil, record: record, callSite: callSite) {
      () throws(SnapshotSetupError) in
      .text(text, format)
    },
    at: callSite)
}
