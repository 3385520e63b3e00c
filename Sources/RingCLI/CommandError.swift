import RingKit
import RingRenderer

/// A failure that ends a `ringgen` command: the renderer's failure, whose kind maps to the
/// exit status.
package typealias CommandError = RenderFailure

extension RenderFailure {
  /// 64 (`EX_USAGE`) for ``Kind/usage``, 1 for ``Kind/runtime``.
  package var exitCode: Int32 { kind == .usage ? 64 : 1 }
}

/// Why one option's value was rejected, before the option's name is known to the message.
typealias InputError = SpecInputError
