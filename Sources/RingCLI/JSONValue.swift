import RingKit

/// A parsed JSON value. Objects keep their members in document order.
enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([Member])

  /// One `"key": value` pair of an object, with the line it starts on for error messages.
  struct Member: Sendable, Hashable {
    var key: String
    var value: JSONValue
    var line: Int
  }

  /// How the value reads in an error message: strings quoted, containers abbreviated.
  var excerpt: String {
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
