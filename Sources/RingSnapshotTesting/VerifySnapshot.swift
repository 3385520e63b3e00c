import FoundationEssentials
import RingCairo
import RingKit

// `verifySnapshot` does what `assertSnapshot` does — names, compares, records, writes
// artifacts — but returns the failure instead of recording it in a test, for wrappers and for
// tests that expect a failure.

/// Renders `ring` on a `size` × `size` point canvas and checks it against its reference image;
/// returns nil when it matches. See `assertSnapshot(of:size:…)`.
public func verifySnapshot(
  of ring: ProgressRing, size: Double, scale: Double = 1, background: RingColor? = nil, named: String? = nil,
  tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let canvas = RingCanvas(size: size, scale: scale, background: background)
  return SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
    () throws(SnapshotSetupError) in
    try SnapshotRendering.subject(ring, on: canvas)
  }.failure
}

/// Renders `ring` on `canvas` and checks it against its reference image; returns nil when it
/// matches.
public func verifySnapshot(
  of ring: ProgressRing, on canvas: RingCanvas, named: String? = nil, tolerance: SnapshotTolerance? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
    () throws(SnapshotSetupError) in
    try SnapshotRendering.subject(ring, on: canvas)
  }.failure
}

/// Checks pixels against their reference image; returns nil when they match.
public func verifySnapshot(
  of raster: RingRaster, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
    () throws(SnapshotSetupError) in
    try SnapshotRendering.subject(raster)
  }.failure
}

/// Checks a PNG file's bytes against their reference image, by pixels; returns nil when they
/// match.
public func verifySnapshot(
  of png: Data, named: String? = nil, tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotCheck.run(name: named, tolerance: tolerance, record: record, callSite: callSite) {
    () throws(SnapshotSetupError) in
    try SnapshotRendering.subject(png: png)
  }.failure
}

/// Checks text against its reference byte for byte; returns nil when it matches.
public func verifySnapshot(
  of text: String, as format: TextSnapshotFormat, named: String? = nil, record: SnapshotRecordMode? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  let callSite = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotCheck.run(name: named, tolerance: nil, record: record, callSite: callSite) {
    () throws(SnapshotSetupError) in
    .text(text, format)
  }.failure
}
