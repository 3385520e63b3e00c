extension ProgressRing: Codable {
  /// Decodes a ring from the ring's keys of ``RenderSpec/Key`` (its group
  /// ``RenderSpec/Key/Group/ring``), by the rules `ringgen --spec` follows: `preset` chooses
  /// where the ring starts (the default ring otherwise), a missing key keeps its value, `label`
  /// `"mb"` or `null` is MB's text, and every value form of the README's key table is read.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a key that is not a ring's (canvas keys
  ///   included) or a rejected value, its description reading `"key": reason`.
  public init(from decoder: any Decoder) throws {
    var spec = RenderSpec()
    try spec.apply(
      RenderSpec.members(from: decoder), keys: RenderSpec.Key.allCases.filter { $0.group == .ring },
      decoder: decoder)
    self = spec.ring
  }

  /// Encodes every property under its MB name (every ring key but `preset`); automatic font
  /// sizes are written as `-1`, no concentric rings as `null`.
  public func encode(to encoder: any Encoder) throws {
    let keys = RenderSpec.Key.allCases.filter { $0.group == .ring }
    try RenderSpec.Key.object(RenderSpec(ring: self), keys: keys).encode(to: encoder)
  }
}
