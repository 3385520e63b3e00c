/// Why a snapshot did not match, as `verifySnapshot` returns it and `assertSnapshot` records it.
///
/// ``message`` is what a test failure shows: the reference's absolute path, the measured
/// numbers, the artifacts' absolute paths and how to accept the new image. The other
/// properties carry the same facts for code.
public struct SnapshotFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Reason: Sendable, Hashable {
    /// There was no reference file. It was recorded unless the record mode is `never`
    /// (``SnapshotFailure/recordedPaths`` says).
    case missingReference
    /// The reference does not match: pixels over the tolerance, different text, or whatever a
    /// strategy's ``Diffing`` finds.
    case mismatch
    /// The reference image has a different size.
    case sizeMismatch
    /// The reference file cannot be read or decoded.
    case unreadableReference
    /// Record mode `all`: the snapshot's reference was rewritten because it changed, or, when
    /// it matched by the comparator, left untouched and reported unchanged
    /// (``SnapshotFailure/recordedPaths`` is then empty).
    case recorded
    /// The snapshot could not be taken: the ring cannot be rendered (or a strategy's snapshot
    /// threw), the PNG to check cannot be decoded, a setting is invalid (tolerance,
    /// `RING_SNAPSHOT_RECORD`), a parameterized test has no `named:`, two tests or two names
    /// claim the same file, or a file cannot be written.
    case invalidSnapshot
  }

  /// Files written for inspection under the artifacts folder; nil where none was written.
  public struct Artifacts: Sendable, Hashable {
    /// A copy of the reference as it was before this run.
    public var expected: String?
    /// The new image or text.
    public var actual: String?
    /// The diff: a PNG for images (red differs, yellow anti-aliasing, grey unchanged), a
    /// line diff for text, or a strategy's artifact of kind `diff`.
    public var diff: String?

    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
      self.expected = expected
      self.actual = actual
      self.diff = diff
    }
  }

  /// What went wrong.
  public var reason: Reason
  /// The whole failure message, several lines.
  public var message: String
  /// The reference file's absolute path (the `.ans` file for ANSI text), when it is known.
  public var referencePath: String?
  /// Reference files written by this assertion (absolute paths).
  public var recordedPaths: [String]
  /// Files written for inspection.
  public var artifacts: Artifacts
  /// What the comparator measured, for images that could be compared.
  public var difference: ImageDifference?

  public init(
    reason: Reason, message: String, referencePath: String? = nil, recordedPaths: [String] = [],
    artifacts: Artifacts = Artifacts(), difference: ImageDifference? = nil
  ) {
    self.reason = reason
    self.message = message
    self.referencePath = referencePath
    self.recordedPaths = recordedPaths
    self.artifacts = artifacts
    self.difference = difference
  }

  public var description: String { message }
}
