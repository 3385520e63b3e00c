/// A strict JSON (RFC 8259) parser with line and column in its errors.
///
/// Foundation's decoder reports only "The given data was not valid JSON", which tells a user
/// nothing about where their spec file is wrong; this one says where and what it expected.
/// It also rejects duplicate keys and numbers too large for a `Double`.
package struct JSONParser {
  /// What went wrong and where (1-based line and column).
  package struct Failure: Error, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var reason: String
    package var description: String { "line \(line), column \(column): \(reason)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  /// Parses one JSON document; only white space may follow it.
  package static func parse(_ text: String) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {  // a UTF-8 byte-order mark, as some editors write
      parser.index = 3
      parser.lineStart = 3
    }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the JSON value") }
    return value
  }

  /// Why a document is not a JSON object: it is not JSON, or it is another value.
  package enum ObjectFailure: Error, Sendable {
    /// The text is not JSON (with the line and column).
    case invalid(Failure)
    /// The text is JSON, but this value rather than an object.
    case notAnObject(JSONValue)

    /// The message after the caller's prefix: `line 1, column 13: …`, or
    /// `expected a JSON object of <contents>, got an array`.
    package func reason(expecting contents: String) -> String {
      switch self {
      case .invalid(let failure): failure.description
      case .notAnObject(let value): "expected a JSON object \(contents), got \(value.excerpt)"
      }
    }
  }

  /// Parses one JSON document that must be an object, for `--spec` files, batch lines, sheets
  /// and the service's specs: its members in document order, each with its line.
  package static func parseObject(_ text: String) throws(ObjectFailure) -> [JSONValue.Member] {
    let value: JSONValue
    do {
      value = try parse(text)
    } catch {
      throw .invalid(error)
    }
    guard case .object(let members) = value else { throw .notAnObject(value) }
    return members
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// A failure at the current position; the column counts characters, not bytes.
  private func failure(_ reason: String) -> Failure {
    let characters = bytes[lineStart..<min(index, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count
    return Failure(line: line, column: characters + 1, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      index += 1
      if byte == 0x0A {
        line += 1
        lineStart = index
      }
    }
  }

  private mutating func expect(_ literal: String, value: JSONValue) throws(Failure) -> JSONValue {
    let expected = Array(literal.utf8)
    guard bytes[index...].starts(with: expected) else { throw failure("expected a JSON value") }
    index += expected.count
    return value
  }

  private mutating func parseValue() throws(Failure) -> JSONValue {
    guard let byte = current else { throw failure("unexpected end of input; expected a JSON value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
    case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
    case UInt8(ascii: "n"): return try expect("null", value: .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw failure("expected a JSON value")
    }
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= 64 else { throw failure("nested more than 64 levels deep") }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONValue.Member] = []
    // A set, not a search of `members`: a search per key made a 120 000-key object take 16 s.
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
      let keyLine = line
      let key = try parseString()
      guard keys.insert(key).inserted else { throw failure("duplicate key \"\(key)\"") }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure("expected ':' after key \"\(key)\"") }
      index += 1
      skipWhitespace()
      members.append(JSONValue.Member(key: key, value: try parseValue(), line: keyLine))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure("expected ',' or '}' after the value of \"\(key)\"")
      }
    }
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default: throw failure("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.index
      while let byte = parser.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { parser.index += 1 }
      return parser.index - first
    }
    if current == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw failure("expected digits in a number") }
    guard !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")) else {
      throw failure("numbers cannot have leading zeros")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw failure("expected digits after the decimal point") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else { throw failure("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      index = start
      throw failure("the number \(text) is too large")
    }
    return number
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1
    // Most strings (every key of a spec) have no escapes: one decoding of their bytes.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      defer { index = end + 1 }
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    var run = index
    func flushRun(_ parser: JSONParser, into scalars: inout String.UnicodeScalarView) {
      scalars.append(contentsOf: String(decoding: parser.bytes[run..<parser.index], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = current else { throw failure("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        flushRun(self, into: &scalars)
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun(self, into: &scalars)
        index += 1
        scalars.append(try parseEscape())
        run = index
      case 0..<0x20:
        throw failure("control character in a string; write it as an escape such as \\n")
      default:
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard let byte = current else { throw failure("unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw failure("unpaired surrogate in \\u escape") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw failure("invalid surrogate pair in \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate in \\u escape") }
      return scalar
    default:
      index -= 1
      throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
      bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
    else { throw failure("expected four hexadecimal digits after \\u") }
    index += 4
    return value
  }
}
