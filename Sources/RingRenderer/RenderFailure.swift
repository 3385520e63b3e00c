import RingCairo
import RingKit

/// Why a render did not happen, in one line, and whether the input or the work was at fault:
/// what every door reports, as `ringgen: error: …` and an exit status, a 4xx or 500, a C
/// status and message, a Python exception.
public struct RenderFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// Whose fault the failure is.
  public enum Kind: Sendable, Hashable {
    /// Bad input in flags, a spec or a query: `ringgen` exits 64 (`EX_USAGE`), nothing written.
    case usage
    /// The input was fine but the work failed (an unwritable output, a Cairo failure): exit 1.
    case runtime
  }

  /// Whose fault the failure is.
  public var kind: Kind
  /// One line saying what is wrong, naming the flag, key or path.
  public var message: String

  /// A failure of `kind` saying `message`.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// A bad-input failure.
  public static func usage(_ message: String) -> RenderFailure { RenderFailure(kind: .usage, message: message) }
  /// A failure while doing the work.
  public static func runtime(_ message: String) -> RenderFailure { RenderFailure(kind: .runtime, message: message) }

  /// A spec that cannot be rendered, as bad input.
  public init(_ error: SpecError) {
    self = .usage(error.message)
  }

  /// A property out of range, as a usage error naming the input that set it (see
  /// ``InputNames/name(of:)``).
  package init(_ error: RingValidationError, names: InputNames) {
    self = .usage(names.message(for: error))
  }

  /// A rendering failure: invalid properties are usage errors naming their input; Cairo,
  /// encoder and font failures are runtime errors.
  package init(_ error: RenderError, names: InputNames) {
    guard case .invalid(let invalid) = error else {
      self = .runtime(error.description)
      return
    }
    self.init(invalid, names: names)
  }

  public var description: String { message }
}
