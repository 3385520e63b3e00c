import FoundationEssentials

/// How a snapshot format is stored in a reference file and compared with it.
///
/// ```swift
/// let exactBytes = Diffing<Data>(
///   toData: { $0 }, fromData: { $0 },
///   diff: { expected, actual, _ in
///     expected == actual ? nil : SnapshotDifference(details: ["\(expected.count) bytes, now \(actual.count)"])
///   })
/// ```
public struct Diffing<Format>: Sendable {
  /// The bytes of a reference file for a value.
  public var toData: @Sendable (Format) throws -> Data
  /// A value from a reference file's bytes; a throw means the reference is unreadable (the
  /// error's description says why).
  public var fromData: @Sendable (Data) throws -> Format
  /// Compares the reference's value with the new one under a tolerance (images use it; text
  /// ignores it): nil when they match, else what differs.
  public var diff:
    @Sendable (_ expected: Format, _ actual: Format, _ tolerance: SnapshotTolerance) -> SnapshotDifference?

  public init(
    toData: @escaping @Sendable (Format) throws -> Data, fromData: @escaping @Sendable (Data) throws -> Format,
    diff:
      @escaping @Sendable (_ expected: Format, _ actual: Format, _ tolerance: SnapshotTolerance) ->
      SnapshotDifference?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

/// What a ``Diffing`` found different: lines for the failure message and files to write next
/// to the expected and actual copies.
public struct SnapshotDifference: Sendable {
  /// Replaces "does not match its reference" in the message's first line, such as "has a
  /// different size from its reference".
  public var summary: String?
  /// Said after the reference's path on the first line, such as "expected 64 × 64 px, actual
  /// 65 × 65 px".
  public var summaryDetail: String?
  /// Lines under the first, each indented by two spaces in the message.
  public var details: [String]
  /// Extra artifacts, such as the diff image.
  public var artifacts: [SnapshotArtifact]
  /// What the image comparator measured, for image formats.
  public var imageDifference: ImageDifference?

  public init(
    summary: String? = nil, summaryDetail: String? = nil, details: [String] = [], artifacts: [SnapshotArtifact] = [],
    imageDifference: ImageDifference? = nil
  ) {
    self.summary = summary
    self.summaryDetail = summaryDetail
    self.details = details
    self.artifacts = artifacts
    self.imageDifference = imageDifference
  }
}

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
