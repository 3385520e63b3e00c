/// When an assertion writes its reference file.
///
/// Whatever the mode, writing a reference **fails** the assertion ("recorded new reference
/// at PATH — run again"), so a run that records can never pass, and a retried test cannot
/// turn green on a reference it has just written.
///
/// The mode comes from, first to last: the `record:` argument, the innermost
/// `withSnapshotTesting(record:)` scope or `.snapshots(record:)` trait, the `RING_SNAPSHOT_RECORD` environment variable
/// (`missing`, `all`, `failed` or `never`), and ``missing``. When the `CI` environment
/// variable is set (to anything but empty, `0` or `false`) the mode is always ``never``:
/// on CI nothing is written, and a missing reference fails.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Write references that do not exist yet; compare the others. The default.
  case missing
  /// Write every reference that changed; one that matches by the comparator is left
  /// untouched, and the assertion fails saying it is unchanged.
  case all
  /// Write references that are missing, unreadable or do not match: accept the new images.
  case failed
  /// Write nothing: a missing reference fails. Always the mode on CI.
  case never

  /// The name, as `RING_SNAPSHOT_RECORD` takes it.
  public var description: String { rawValue }

  /// The environment variable that sets the mode.
  public static let environmentVariable = "RING_SNAPSHOT_RECORD"

  /// Whether a reference file that does not exist is written.
  var recordsMissing: Bool { self != .never }
  /// Whether a reference file that does not match (or cannot be read) is replaced.
  var recordsFailures: Bool { self == .failed || self == .all }
}
