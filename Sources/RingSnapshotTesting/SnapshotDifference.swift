import FoundationEssentials
import RingImageDiff

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
