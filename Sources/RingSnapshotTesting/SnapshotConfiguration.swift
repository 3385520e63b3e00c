/// Snapshot settings for a scope: what `withSnapshotTesting` and the `.snapshots` trait set.
///
/// Task-local, so tests running in parallel never see each other's settings.
struct SnapshotConfiguration: Sendable {
  var record: SnapshotRecordMode?
  var tolerance: SnapshotTolerance?
  /// Replaces `<package root>/Snapshots`.
  var snapshotsDirectory: String?
  /// Replaces `$RING_SNAPSHOT_ARTIFACTS` and `<package root>/.build/snapshot-artifacts`.
  var artifactsDirectory: String?
  /// Replaces the process environment; for this library's own tests of `CI` and
  /// `RING_SNAPSHOT_RECORD`, which must not change the environment of tests running alongside.
  var environment: [String: String]?
  /// Numbers unnamed snapshots from 1 for one test; installed by the trait for each test case.
  var counter: SnapshotCounter?

  @TaskLocal static var current = SnapshotConfiguration()

  /// This configuration with every given setting replacing its own.
  func overriding(
    record: SnapshotRecordMode?, tolerance: SnapshotTolerance?, snapshotsDirectory: String?,
    artifactsDirectory: String?
  ) -> SnapshotConfiguration {
    var configuration = self
    configuration.record = record ?? self.record
    configuration.tolerance = tolerance ?? self.tolerance
    configuration.snapshotsDirectory = snapshotsDirectory ?? self.snapshotsDirectory
    configuration.artifactsDirectory = artifactsDirectory ?? self.artifactsDirectory
    return configuration
  }
}

/// Runs `operation` with snapshot settings for every assertion inside it, including those in
/// functions it calls and tasks it creates. Inner scopes and the assertions' own arguments
/// win; nil leaves a setting as it was.
///
/// ```swift
/// withSnapshotTesting(record: .failed, tolerance: .exact) {
///   assertSnapshot(of: ring, size: 128)
/// }
///
/// // XCTest: every test of a class.
/// override func invokeTest() {
///   withSnapshotTesting(tolerance: .default.allowing(4)) { super.invokeTest() }
/// }
/// ```
///
/// - Parameters:
///   - record: The record mode (the `CI` rule still wins: on CI nothing is recorded).
///   - tolerance: The image tolerance.
///   - snapshotsDirectory: An absolute folder to use instead of `<package root>/Snapshots`.
///   - artifactsDirectory: An absolute folder for failure artifacts, instead of
///     `$RING_SNAPSHOT_ARTIFACTS` or `<package root>/.build/snapshot-artifacts`.
///   - operation: The code that runs with these settings; its result is returned.
public func withSnapshotTesting<Result>(
  record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotsDirectory: String? = nil,
  artifactsDirectory: String? = nil, operation: () throws -> Result
) rethrows -> Result {
  let configuration = SnapshotConfiguration.current.overriding(
    record: record, tolerance: tolerance, snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory
  )
  return try SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs the asynchronous `operation` with snapshot settings; see the synchronous version.
public func withSnapshotTesting<Result>(
  record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotsDirectory: String? = nil,
  artifactsDirectory: String? = nil, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  let configuration = SnapshotConfiguration.current.overriding(
    record: record, tolerance: tolerance, snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory
  )
  return try await SnapshotConfiguration.$current.withValue(configuration, operation: operation, isolation: isolation)
}
