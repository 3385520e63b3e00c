extension RenderSpec.Key {
  /// The key's canonical flag (`--max-value`), from the key table.
  package var flag: String { descriptor.flag }

  /// The spellings of flags besides each key's canonical one (two dashes and the JSON name in
  /// kebab-case): short flags, long aliases, and switches' negations that are not `--no-…`.
  /// A list apart from the rows, so that a flag is found without building the key table
  /// (``named(flag:)``).
  private static let otherSpellings: [(spelling: String, key: Self, negated: Bool)] = [
    ("-o", .output, false), ("--max", .maxValue, false), ("--counterclockwise", .clockwise, true),
  ]

  /// The key's own entries of ``otherSpellings``: its short flag, its long aliases and its
  /// negation when it is not `--no-…`.
  var otherSpellings: (short: String?, aliases: [String], negation: String?) {
    let mine = Self.otherSpellings.filter { $0.key == self }
    return (
      mine.first { !$0.spelling.hasPrefix("--") }.map { String($0.spelling.dropFirst()) },
      mine.filter { $0.spelling.hasPrefix("--") && !$0.negated }.map(\.spelling),
      mine.first { $0.negated }?.spelling
    )
  }

  /// The key a flag spelling gives (`--max-value`, `--max`, `-o`), and whether the spelling is
  /// the key's negation (`--no-countdown`, `--counterclockwise`); nil for a spelling no key
  /// has. Builds no row but that of a `--no-…` spelling's key, to ask whether it is a switch.
  package static func named(flag spelling: String) -> (key: Self, negated: Bool)? {
    if let other = otherSpellings.first(where: { $0.spelling == spelling }) { return (other.key, other.negated) }
    guard spelling.hasPrefix("--") else { return nil }
    let name = spelling.dropFirst(2)
    if let key = kebabNamed(name) { return (key, false) }
    guard name.hasPrefix("no-"), let key = kebabNamed(name.dropFirst(3)), key.descriptor.isSwitch,
      key.otherSpellings.negation == nil
    else { return nil }
    return (key, true)
  }

  /// The key whose JSON name in kebab-case is `name` (`max-value`), or nil.
  private static func kebabNamed(_ name: Substring) -> Self? {
    var camel: [UInt8] = []
    var upper = false
    for byte in name.utf8 {
      if byte == UInt8(ascii: "-") {
        upper = true
      } else {
        camel.append(upper && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte)
        upper = false
      }
    }
    guard let key = Self(rawValue: String(decoding: camel, as: UTF8.self)),
      KeyDescriptor.kebabCase(key.rawValue) == name
    else { return nil }
    return key
  }

  /// Every name a key may be given by, flags (its negation too) and JSON key, as the
  /// command line's input names and its list of given names spell them.
  package static func inputNames(of keys: [Self]) -> [String] {
    keys.flatMap { key in key.descriptor.flagNames + (key.descriptor.negation.map { [$0] } ?? []) + [key.rawValue] }
  }
}

extension RenderSpec.Key {
  /// " (did you mean "maxValue"?)" for an unknown key that is one of `keys` in other letters'
  /// case (`MAXVALUE`), close to one's JSON name (`valeu`) or close to its flag's name
  /// (`max-valu`); else "". Every door's "unknown key" says it: a spec, a POST body, a query.
  package static func hint(for name: String, among keys: [Self] = allCases) -> String {
    let jsonNames = keys.map(\.rawValue)
    let flagNames = keys.map { KeyDescriptor.kebabCase($0.rawValue) }
    let best =
      jsonNames.first { $0.lowercased() == name.lowercased() } ?? closestName(to: name, among: jsonNames)
      ?? closestName(to: name, among: flagNames).flatMap { flag in flagNames.firstIndex(of: flag).map { jsonNames[$0] }
      }
    return best.map { " (did you mean \"\($0)\"?)" } ?? ""
  }
}

extension RenderSpec.Animation {
  /// The flags and JSON keys that only matter for animation.
  package static let inputNames = Set(
    RenderSpec.Key.inputNames(of: RenderSpec.Key.allCases.filter { $0.group == .animation && $0 != .at }))
}
