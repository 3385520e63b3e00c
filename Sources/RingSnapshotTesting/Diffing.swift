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
