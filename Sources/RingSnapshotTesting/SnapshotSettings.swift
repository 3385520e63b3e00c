import FoundationEssentials

/// Everything one assertion needs to know, resolved from its arguments, the scope
/// (`withSnapshotTesting`, the trait) and the environment.
struct SnapshotSettings: Sendable {
  /// The environment variable that sets the artifacts folder.
  static let artifactsVariable = "RING_SNAPSHOT_ARTIFACTS"

  var record: ResolvedRecordMode
  var tolerance: SnapshotTolerance
  var environment: [String: String]
  /// An absolute folder replacing `<package root>/Snapshots`, or nil.
  var snapshotsDirectory: String?
  /// An absolute folder for artifacts from the scope or `RING_SNAPSHOT_ARTIFACTS`, or nil for
  /// `<package root>/.build/snapshot-artifacts`.
  var artifactsDirectory: String?
  /// Numbers unnamed snapshots.
  var counter: SnapshotCounter

  static func resolve(
    record: SnapshotRecordMode?, tolerance: SnapshotTolerance?
  ) throws(SnapshotSetupError) -> SnapshotSettings {
    let scope = SnapshotConfiguration.current
    let environment = scope.environment ?? ProcessInfo.processInfo.environment
    let mode = try ResolvedRecordMode.resolve(argument: record, scope: scope.record, environment: environment)
    let tolerance = tolerance ?? scope.tolerance ?? .default
    if let problem = tolerance.problem { throw SnapshotSetupError(problem) }
    let artifacts = scope.artifactsDirectory ?? environment[artifactsVariable].flatMap { $0.isEmpty ? nil : $0 }
    return SnapshotSettings(
      record: mode, tolerance: tolerance, environment: environment,
      snapshotsDirectory: scope.snapshotsDirectory.map(absolute), artifactsDirectory: artifacts.map(absolute),
      counter: scope.counter ?? .shared)
  }

  /// `path` made absolute against the current folder, `..` and `.` resolved.
  private static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
