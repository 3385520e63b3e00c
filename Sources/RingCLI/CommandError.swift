import RingKit

/// A failure that ends a `ringgen` command, with the exit status it maps to.
package struct CommandError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Which exit status the failure maps to.
  package enum Kind: Sendable, Hashable {
    /// Bad input on the command line or in a spec: exit 64 (`EX_USAGE`), nothing written.
    case usage
    /// The input was fine but the work failed (an unwritable output, a Cairo failure): exit 1.
    case runtime
  }

  /// Which exit status the failure maps to.
  package var kind: Kind
  /// One line saying what is wrong, naming the flag, key or path.
  package var message: String

  /// A bad-input failure (exit 64).
  package static func usage(_ message: String) -> CommandError { CommandError(kind: .usage, message: message) }
  /// A failure while doing the work (exit 1).
  package static func runtime(_ message: String) -> CommandError { CommandError(kind: .runtime, message: message) }

  /// 64 for ``Kind/usage``, 1 for ``Kind/runtime``.
  package var exitCode: Int32 { kind == .usage ? 64 : 1 }

  package var description: String { message }
}

/// Why one option's value was rejected, before the option's name is known to the message.
typealias InputError = SpecInputError
