extension RenderSpec.Key {
  /// The key's canonical flag (`--max-value`), from the key table.
  package var flag: String { descriptor.flag }

  /// Every name a key may be given by, flags (its negation too) and JSON key, as the
  /// command line's input names and its list of given names spell them.
  package static func inputNames(of keys: [Self]) -> [String] {
    keys.flatMap { key in key.descriptor.flagNames + (key.descriptor.negation.map { [$0] } ?? []) + [key.rawValue] }
  }
}

extension RenderSpec.Animation {
  /// The flags and JSON keys that only matter for animation.
  package static let inputNames = Set(
    RenderSpec.Key.inputNames(of: RenderSpec.Key.allCases.filter { $0.group == .animation && $0 != .at }))
}
