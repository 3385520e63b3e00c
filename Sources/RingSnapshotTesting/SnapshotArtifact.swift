import FoundationEssentials

/// A file written for a failing snapshot, as `<testName>.<name>.<kind>.<pathExtension>` in
/// the artifacts folder.
public struct SnapshotArtifact: Sendable, Hashable {
  /// `diff`, for the artifact ``SnapshotFailure/Artifacts/diff`` reports; any other word for
  /// more files.
  public var kind: String
  /// The file's extension, without the dot.
  public var pathExtension: String
  public var data: Data
  /// Said after the path in the message, such as "red: differs".
  public var note: String?

  public init(kind: String, pathExtension: String, data: Data, note: String? = nil) {
    self.kind = kind
    self.pathExtension = pathExtension
    self.data = data
    self.note = note
  }
}
