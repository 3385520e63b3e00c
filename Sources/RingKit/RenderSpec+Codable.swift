extension RenderSpec: Codable {
  /// Decodes a render from the keys of ``Key``, by the rules `ringgen --spec` follows (see
  /// ``RenderSpec``); a missing key keeps the default.
  ///
  /// - Throws: `DecodingError.typeMismatch` when the value is not an object, and
  ///   `DecodingError.dataCorrupted` for an unknown key or a rejected value; its coding path
  ///   ends with the key and its description reads `"key": reason`, as ringgen's messages do.
  public init(from decoder: any Decoder) throws {
    var spec = RenderSpec()
    try spec.apply(Self.members(from: decoder), keys: Key.allCases, decoder: decoder)
    self = spec
  }

  /// Encodes every key that has a value, in ``Key``'s order (see ``RenderSpec``).
  public func encode(to encoder: any Encoder) throws {
    try Key.object(self, keys: Key.allCases).encode(to: encoder)
  }

  /// The spec as compact JSON text in ``Key``'s order (see ``JSONValue/text``), leaving out
  /// every key whose value is the default spec's: equal for specs that draw the same,
  /// different for any difference in what is drawn, since every key reads back to its value
  /// (SchemaParityTests), and unchanged when a new key is added at its default, so that
  /// `ringgen serve`'s ETags (a digest of this text) survive a release that adds keys. A key
  /// the default spec gives a value that this spec's leaves out is written as `null`, so
  /// that leaving it out always means "the default". About a twentieth of the time of
  /// `JSONEncoder` with sorted keys.
  package var canonicalText: String {
    let pairs = Key.allCases.enumerated().compactMap { index, key -> (String, JSONValue)? in
      let value = key.encodedValue(of: self)
      let standard = Self.defaultEncodings[index]
      guard value != standard else { return nil }
      return (key.rawValue, value ?? .null)
    }
    return JSONValue.object(pairs: pairs).text
  }

  /// Each key's value in the default spec, in ``Key``'s order.
  private static let defaultEncodings = Key.allCases.map { $0.encodedValue(of: RenderSpec()) }

  /// The members of the object `decoder` holds.
  static func members(from decoder: any Decoder) throws -> [JSONValue.Member] {
    let value = try JSONValue(from: decoder)
    guard case .object(let members) = value else {
      throw DecodingError.typeMismatch(
        [String: Any].self,
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected a JSON object of properties, got \(value.excerpt)"))
    }
    return members
  }

  /// ``apply(_:keys:readPreset:)``, its errors as `DecodingError`s.
  mutating func apply(_ members: [JSONValue.Member], keys: [Key], decoder: any Decoder) throws {
    do throws(KeyError) {
      try apply(members, keys: keys)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath + [NamedKey(stringValue: error.key)],
          debugDescription: "\"\(error.key)\": \(error.reason)"))
    }
  }

  /// Any key, for coding paths that name a key the schema may not know.
  private struct NamedKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
