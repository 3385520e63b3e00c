import RingKit

extension RenderSpec.Key {
  /// The key's canonical flag (`--max-value`), from the key table.
  var flag: String { descriptor.flag }

  /// Every name a key may be given by, flags (its negation too) and JSON key, as a request's
  /// ``RenderRequest/inputNames`` and the parser's list of given names spell them.
  static func inputNames(of keys: [Self]) -> [String] {
    keys.flatMap { key in key.descriptor.flagNames + (key.descriptor.negation.map { [$0] } ?? []) + [key.rawValue] }
  }
}
