extension RenderSpec {
  /// A key of a JSON object that could not be applied, with the line its member starts on.
  package struct KeyError: Error, Sendable, Hashable {
    /// The key as written.
    package var key: String
    /// The member's line (0 when the JSON did not come from RingCLI's parser).
    package var line: Int
    /// What is wrong: `unknown key (did you mean "value"?)`, or why the value was rejected.
    package var reason: String
    /// For an unknown key, the hint that follows it (` (did you mean "value"?)` or empty);
    /// nil when the key is known and its value was rejected.
    package var suggestion: String?
  }

  /// Applies the members of a JSON object: `preset` first (it replaces the ring; skipped when
  /// `readPreset` is false, as when a `--preset` flag decides), then the others in document
  /// order, `rings` last so that concentric rings start from the ring the other keys describe.
  ///
  /// - Throws: ``KeyError`` for the first key not in `keys` or whose value is rejected.
  package mutating func apply(
    _ members: [JSONValue.Member], keys: [Key] = Key.allCases, readPreset: Bool = true
  ) throws(KeyError) {
    let presetIsKey = keys.contains(.preset)
    if presetIsKey, readPreset, let member = members.first(where: { $0.key == Key.preset.rawValue }) {
      try apply(member, keys: keys)
    }
    let ordered = members.filter { $0.key != Key.rings.rawValue } + members.filter { $0.key == Key.rings.rawValue }
    for member in ordered where !(presetIsKey && member.key == Key.preset.rawValue) {
      try apply(member, keys: keys)
    }
  }

  private mutating func apply(_ member: JSONValue.Member, keys: [Key]) throws(KeyError) {
    guard let key = Key(stringValue: member.key), keys.contains(key) else {
      let suggestion = Key.hint(for: member.key, among: keys)
      throw KeyError(key: member.key, line: member.line, reason: "unknown key" + suggestion, suggestion: suggestion)
    }
    do throws(SpecInputError) {
      try key.apply(.json(member.value), to: &self)
    } catch {
      throw KeyError(key: member.key, line: member.line, reason: error.reason, suggestion: nil)
    }
  }
}

extension RenderSpec.Key {
  /// Sets the key's property of `spec` from `input`, by the key's reader in the key table.
  package func apply(_ input: SpecInput, to spec: inout RenderSpec) throws(SpecInputError) {
    try descriptor.read(input, &spec)
  }
}
