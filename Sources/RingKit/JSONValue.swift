/// A parsed JSON value. Objects keep their members in document order.
///
/// RingCLI's parser makes these with each member's line, for messages such as
/// `spec.json:3: "value": …`; ``RenderSpec`` reads its keys from them, and its `Codable`
/// conformance reads one from any decoder first (lines are then 0), so that every path reads a
/// ring by the same rules.
package enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// One `"key": value` pair of an object, with the line it starts on for error messages
  /// (0 when the value did not come from RingCLI's parser).
  package struct Member: Sendable, Hashable {
    package var key: String
    package var value: JSONValue
    package var line: Int

    package init(key: String, value: JSONValue, line: Int) {
      self.key = key
      self.value = value
      self.line = line
    }
  }

  /// How the value reads in an error message: strings quoted, containers abbreviated.
  package var excerpt: String {
    switch self {
    case .null: "null"
    case .bool(let flag): String(flag)
    case .number(let number): FixedPoint.compact(number)
    case .string(let text): "\"\(text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Codable {
  /// Any string as a key, for objects whose keys are data.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Reads whatever the decoder holds: null, a Boolean, a number, a string, an array or an
  /// object (its members in the decoder's order, each on line 0).
  package init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer() {
      if single.decodeNil() {
        self = .null
        return
      }
      if let flag = try? single.decode(Bool.self) {
        self = .bool(flag)
        return
      }
      if let number = try? single.decode(Double.self) {
        self = .number(number)
        return
      }
      if let text = try? single.decode(String.self) {
        self = .string(text)
        return
      }
    }
    if var list = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !list.isAtEnd { items.append(try list.decode(JSONValue.self)) }
      self = .array(items)
      return
    }
    let object = try decoder.container(keyedBy: AnyKey.self)
    self = .object(
      try object.allKeys.map { key in
        Member(key: key.stringValue, value: try object.decode(JSONValue.self, forKey: key), line: 0)
      })
  }

  /// Writes the value; objects keep their members' order.
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let items):
      var list = encoder.unkeyedContainer()
      for item in items { try list.encode(item) }
    case .object(let members):
      var object = encoder.container(keyedBy: AnyKey.self)
      for member in members { try object.encode(member.value, forKey: AnyKey(stringValue: member.key)) }
    }
  }
}
