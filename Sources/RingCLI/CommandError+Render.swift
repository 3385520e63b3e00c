import RingCairo
import RingKit

extension CommandError {
  /// A property out of range, as a usage error naming the input that set it: the spec's
  /// `FILE:LINE: "key"` when `names` (a request's ``RenderRequest/inputNames``) says a spec or
  /// batch line set it, else the flag.
  init(_ error: RingValidationError, names: [String: String] = [:]) {
    let fromSpec = RingGen.jsonKeys(for: error.property).lazy.compactMap { names[$0] }.first { !$0.hasPrefix("-") }
    self = .usage("\(fromSpec ?? RingGen.flagName(for: error.property)): \(error.reason)")
  }

  /// A rendering failure: invalid properties are usage errors naming their input (see
  /// ``init(_:names:)``); Cairo, encoder and font failures are runtime errors.
  init(_ error: RenderError, names: [String: String] = [:]) {
    guard case .invalid(let invalid) = error else {
      self = .runtime(error.description)
      return
    }
    self.init(invalid, names: names)
  }
}
