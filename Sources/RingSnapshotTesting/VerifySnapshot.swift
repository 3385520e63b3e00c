import FoundationEssentials
import RingCairo
import RingKit

// `verifySnapshot` does what `assertSnapshot` does — names, compares, records, writes
// artifacts — but returns the failure instead of recording it in a test, for wrappers and for
// tests that expect a failure.

/// Checks `value`, snapshotted `as` a strategy, against its reference file, as
/// `verifySnapshot(of:as:…)` does — naming, recording, writing artifacts — but returns the
/// failure instead of recording it in a test: nil when it matches. For wrappers, and tests
/// that expect a failure.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named: String? = nil,
  tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotCheck.run(
    of: value, as: strategy, name: named, tolerance: tolerance, record: record, callSite: callSite
  ).failure
}

// Conveniences, kept from before strategies: each is the generic assertion with one strategy.

/// Renders `ring` on a `size` × `size` point canvas and checks it against its reference image (nil when it matches):
/// `verifySnapshot(of: ring, as: .image(size: size, scale: scale, background: background))`.
///
/// ```swift
/// @Test func halfFull() {
///   #expect(verifySnapshot(of: ProgressRing(value: 15, maxValue: 30), size: 128) == nil)
///   // Snapshots/<TestFileName>/halfFull.1.png
/// }
/// ```
public func verifySnapshot(
  of ring: ProgressRing, size: Double, scale: Double = 1, background: RingColor? = nil, named: String? = nil,
  tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  verifySnapshot(
    of: ring, as: .image(size: size, scale: scale, background: background), named: named, tolerance: tolerance,
    record: record, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Renders `ring` on `canvas` and checks it against its reference image (nil when it matches):
/// `verifySnapshot(of: ring, as: .image(on: canvas))`.
public func verifySnapshot(
  of ring: ProgressRing, on canvas: RingCanvas, named: String? = nil, tolerance: SnapshotTolerance? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  verifySnapshot(
    of: ring, as: .image(on: canvas), named: named, tolerance: tolerance, record: record, fileID: fileID,
    filePath: filePath, function: function, line: line, column: column)
}

/// Checks pixels against their reference image: `verifySnapshot(of: raster, as: .raster)`.
public func verifySnapshot(
  of raster: RingRaster, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  verifySnapshot(
    of: raster, as: .raster, named: named, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Checks PNG bytes against their reference image by pixels: `verifySnapshot(of: png, as: .png)`.
public func verifySnapshot(
  of png: Data, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  verifySnapshot(
    of: png, as: .png, named: named, tolerance: tolerance, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}

/// Checks text against its reference byte for byte: `.text` is the ``Snapshotting/lines``
/// strategy, `.ansi` the ``Snapshotting/ansiText`` one (`<name>.ans` and a readable `<name>.txt`).
///
/// ```swift
/// verifySnapshot(of: frame, as: .ansi, named: "40-columns")
/// ```
public func verifySnapshot(
  of text: String, as format: TextSnapshotFormat, named: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  verifySnapshot(
    of: text, as: format.strategy, named: named, record: record, fileID: fileID, filePath: filePath,
    function: function, line: line, column: column)
}
