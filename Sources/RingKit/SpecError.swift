/// Input that cannot be rendered, said in one line that names the key or flag it came from:
/// a spec that is not JSON, a key the reader refuses, a setting the format cannot show, a
/// render over the memory budget.
///
/// The message is the line `ringgen` prints after `ringgen: error: ` (and exits 64 for); the
/// service answers it with a 400, the C library with status 64, Python as a `RingError`.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, naming its input: `spec:1: "value": expected a number, got "x"`.
  public var message: String

  /// An error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
