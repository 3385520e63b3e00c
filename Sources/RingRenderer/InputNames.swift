import RingKit

/// How a door names the inputs of a spec in its messages: the flags, spec keys and
/// `--override KEY`s given, in order, and for each JSON key the input that set it last.
///
/// The command line names a flag by its spelling (`--fps`) and a spec's key by its place
/// (`ring.json:3: "fps"`); a JSON document read on its own (the C library, Python) names its
/// keys as written.
package struct InputNames: Sendable, Hashable {
  /// Every input given, in order: `--fps`, `fps`, `--override fps`.
  package var given: [String]
  /// For each JSON key, the name of the input that set it last: a flag's spelling, or a
  /// spec's `FILE:LINE: "key"`.
  package var places: [String: String]

  /// Names for `given` inputs set at `places`.
  package init(given: [String] = [], places: [String: String] = [:]) {
    self.given = given
    self.places = places
  }

  /// The first input given among `names` (an `--override KEY` counts as `KEY`).
  package func first(among names: some Collection<String>) -> String? {
    given.first { names.contains($0.hasPrefix("--override ") ? String($0.dropFirst(11)) : $0) }
  }

  /// The first input given that sets one of `keys`, by any of its names.
  package func first(of keys: [RenderSpec.Key]) -> String? {
    first(among: RenderSpec.Key.inputNames(of: keys))
  }

  /// The input a property found invalid came from: the spec's `FILE:LINE: "key"` when a spec
  /// or batch line set one of its keys, else the flag that sets it (`--size/--scale` for the
  /// pixels both make), else the property's own name.
  package func name(of error: RingValidationError) -> String {
    let fromSpec = error.keys.lazy.compactMap { places[$0.rawValue] }.first { !$0.hasPrefix("-") }
    return fromSpec ?? Self.flagName(of: error)
  }

  /// A property found invalid, as one line naming its input.
  package func message(for error: RingValidationError) -> String {
    "\(name(of: error)): \(error.reason)"
  }

  /// The flag that sets the property of `error`: its key's first spelling, or the canonical
  /// flags of the keys that make it together.
  private static func flagName(of error: RingValidationError) -> String {
    if error.keys.count == 1, let key = error.keys.first, key.rawValue == error.property {
      return key.descriptor.flagNames.first ?? error.property
    }
    return error.keys.isEmpty ? error.property : error.keys.map(\.flag).joined(separator: "/")
  }
}
