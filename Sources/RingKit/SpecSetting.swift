/// One key set by name, as a flag or a URL query parameter sets it: the key, the name messages
/// call the input by (`--max-value`, `--no-countdown`) and what was given.
package struct SpecSetting: Sendable {
  /// The key set.
  package var key: RenderSpec.Key
  /// The input's name in messages.
  package var name: String
  /// The value as given: text, or a switch's state.
  package var input: SpecInput

  /// `key` set to `input`, named `name` in messages.
  package init(_ key: RenderSpec.Key, named name: String, to input: SpecInput) {
    self.key = key
    self.name = name
    self.input = input
  }

  /// A query parameter's or a long flag's name read by the key table: a JSON key (`maxValue`),
  /// or a long flag's name without its dashes (`max`, `max-value`, `no-countdown`), with
  /// whether it is the key's negation. Nil for a name no key has.
  package static func key(named name: String) -> (key: RenderSpec.Key, negated: Bool)? {
    keysByName[name]
  }

  private static let keysByName: [String: (key: RenderSpec.Key, negated: Bool)] = {
    var names: [String: (key: RenderSpec.Key, negated: Bool)] = [:]
    for key in RenderSpec.Key.allCases {
      let row = key.descriptor
      for flag in row.flagNames where flag.hasPrefix("--") && names[String(flag.dropFirst(2))] == nil {
        names[String(flag.dropFirst(2))] = (key, false)
      }
      if let negation = row.negation, names[String(negation.dropFirst(2))] == nil {
        names[String(negation.dropFirst(2))] = (key, true)
      }
    }
    // A JSON key wins over a flag of the same spelling, as it does for `--spec`'s keys.
    for key in RenderSpec.Key.allCases { names[key.rawValue] = (key, false) }
    return names
  }()
}
