import RingCairo
import RingKit

extension CommandError {
  /// A property out of range, as a usage error naming the flag that sets it.
  init(_ error: RingValidationError) {
    self = .usage("\(RingGen.flagName(for: error.property)): \(error.reason)")
  }

  /// A rendering failure: invalid properties are usage errors naming their flag; Cairo,
  /// encoder and font failures are runtime errors.
  init(_ error: RenderError) {
    guard case .invalid(let invalid) = error else {
      self = .runtime(error.description)
      return
    }
    self.init(invalid)
  }
}
