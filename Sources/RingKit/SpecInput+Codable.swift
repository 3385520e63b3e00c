extension SpecInput {
  /// Reads the value `decoder` holds with one of the schema's readers, so that a type's own
  /// `Codable` accepts the forms its key does; `expected` names the value when the reader
  /// gives nil (for `null` or `none`).
  ///
  /// - Throws: `DecodingError.dataCorrupted` with the reader's reason.
  package static func decode<Value>(
    _ decoder: any Decoder, expected: String, _ read: (SpecInput) throws(SpecInputError) -> Value?
  ) throws -> Value {
    let input = SpecInput.json(try JSONValue(from: decoder))
    do throws(SpecInputError) {
      guard let value = try read(input) else { throw SpecInputError("expected \(expected), got \(input.excerpt)") }
      return value
    } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.reason))
    }
  }
}
