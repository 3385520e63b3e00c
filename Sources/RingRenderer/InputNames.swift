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
  /// or batch line set it, else the flag that sets it.
  package func name(of error: RingValidationError) -> String {
    let fromSpec = Self.jsonKeys(for: error.property).lazy.compactMap { places[$0] }.first { !$0.hasPrefix("-") }
    return fromSpec ?? Self.flagName(for: error.property)
  }

  /// A property found invalid, as one line naming its input.
  package func message(for error: RingValidationError) -> String {
    "\(name(of: error)): \(error.reason)"
  }

  /// The JSON keys that set a ring, canvas or animation property named in a
  /// ``RingValidationError``.
  package static func jsonKeys(for property: String) -> [String] {
    propertyKeys(property)?.map(\.rawValue) ?? [property]
  }

  /// The flag that sets a ring, canvas or animation property named in a ``RingValidationError``.
  package static func flagName(for property: String) -> String {
    guard let keys = propertyKeys(property) else {
      return RenderSpec.Key(rawValue: property)?.descriptor.flagNames.first ?? property
    }
    return keys.map(\.flag).joined(separator: "/")
  }

  /// The keys that set a validated property whose name is not a key's: the canvas's width,
  /// height and pixels, an animation's end value and frame count.
  private static func propertyKeys(_ property: String) -> [RenderSpec.Key]? {
    switch property {
    case "width", "height": [.size]
    case "pixels": [.size, .scale]
    case "to": [.value]
    case "frames": [.duration, .fps]
    default: nil
    }
  }
}
