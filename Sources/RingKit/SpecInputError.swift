/// Why one value was rejected, before the flag or key it was given to is known to the message.
package struct SpecInputError: Error, Sendable, Hashable {
  /// What is wrong, such as `expected a number, got "three"`.
  package var reason: String

  package init(_ reason: String) { self.reason = reason }
}
