import RingCairo
import RingKit
import RingRenderer

extension CommandError {
  /// A property out of range, as a usage error naming the input that set it: the spec's
  /// `FILE:LINE: "key"` when `names` (a request's ``RenderRequest/inputNames``) says a spec or
  /// batch line set it, else the flag.
  init(_ error: RingValidationError, names: [String: String] = [:]) {
    self.init(error, names: InputNames(places: names))
  }

  /// A rendering failure: invalid properties are usage errors naming their input (see
  /// ``init(_:names:)``); Cairo, encoder and font failures are runtime errors.
  init(_ error: RenderError, names: [String: String] = [:]) {
    self.init(error, names: InputNames(places: names))
  }
}
