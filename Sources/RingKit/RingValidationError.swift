/// A property of a ``ProgressRing`` or ``RingCanvas`` that cannot be drawn.
public struct RingValidationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The property's MB name (for a ring) or its name in ``RingCanvas``.
  public var property: String
  /// What is wrong and what would be accepted, as a sentence fragment.
  public var reason: String

  /// Creates an error for `property`.
  public init(property: String, reason: String) {
    self.property = property
    self.reason = reason
  }

  /// `"property: reason"`.
  public var description: String { "\(property): \(reason)" }
}
