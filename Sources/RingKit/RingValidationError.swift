/// A property of a ``ProgressRing``, ``RingCanvas``, animation, badge or sheet that cannot be
/// drawn.
public struct RingValidationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The property as messages name it: its key's JSON name (`progressLineWidth`), or the name
  /// of a part that no one key sets (`pixels`, `frames`, a sheet's `page`).
  public var property: String
  /// The keys whose values make the property, for a door to name the input it came from:
  /// `[.progressLineWidth]`; `[.size, .scale]` for `pixels`; empty where no key of a spec sets
  /// it (a sheet's page, a badge's max).
  public var keys: [RenderSpec.Key]
  /// What is wrong and what would be accepted, as a sentence fragment.
  public var reason: String

  /// An error in the value of `key`.
  public init(_ key: RenderSpec.Key, reason: String) {
    self.init(property: key.rawValue, keys: [key], reason: reason)
  }

  /// An error in `property`, which `keys` make.
  public init(property: String, keys: [RenderSpec.Key], reason: String) {
    self.property = property
    self.keys = keys
    self.reason = reason
  }

  /// `"property: reason"`.
  public var description: String { "\(property): \(reason)" }
}
