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
    // A JSON key wins over a flag of the same spelling, as it does for `--spec`'s keys.
    if let key = RenderSpec.Key(rawValue: name) { return (key, false) }
    return RenderSpec.Key.named(flag: "--" + name)
  }
}
