import Testing

/// Snapshot settings for a Swift Testing test or suite; see ``Testing/Trait/snapshots(record:tolerance:)``.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode for the test or suite, or nil to leave it as it is.
  public var record: SnapshotRecordMode?
  /// The image tolerance for the test or suite, or nil to leave it as it is.
  public var tolerance: SnapshotTolerance?

  /// Applies to every test in a suite.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    var configuration = SnapshotConfiguration.current.overriding(
      record: record, tolerance: tolerance, snapshotsDirectory: nil, artifactsDirectory: nil)
    // Each run of a test case numbers its unnamed snapshots from 1 again.
    if testCase != nil { configuration.counter = SnapshotCounter() }
    try await SnapshotConfiguration.$current.withValue(configuration) { try await function() }
  }
}

extension Trait where Self == SnapshotTrait {
  /// Snapshot settings for every assertion in a test or suite. The assertions' own arguments
  /// win; the `CI` rule still applies.
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .failed))
  /// struct RingPictures {
  ///   @Test(.snapshots(tolerance: .exact)) func empty() {
  ///     assertSnapshot(of: ProgressRing(value: 0), size: 64)
  ///   }
  /// }
  /// ```
  ///
  /// The trait also numbers each test case's unnamed snapshots from 1 on every run of it, so a
  /// test that runs more than once in a process keeps the same names.
  public static func snapshots(record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil) -> Self {
    SnapshotTrait(record: record, tolerance: tolerance)
  }
}
