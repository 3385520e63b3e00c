/// A URL query (`a=1&b=%23fff`) split into its parameters, strictly: anything a browser or
/// `curl --data-urlencode` would not send is refused with a reason rather than guessed at.
package enum QueryString {
  /// One `key=value` pair; `value` is nil for a bare `key`.
  package struct Parameter: Sendable, Hashable {
    package var key: String
    package var value: String?

    /// A parameter `key`, with `value` (nil for a bare key).
    package init(key: String, value: String?) {
      self.key = key
      self.value = value
    }
  }

  /// The most parameters a query may have.
  package static let parameterLimit = 100

  /// The parameters of `query` in order, percent-decoded, with `+` read as a space (as HTML
  /// forms send it). Empty pieces (`a=1&&b=2`) are skipped.
  ///
  /// - Throws: ``QueryError`` for a `%` not followed by two hex digits, bytes that are not
  ///   UTF-8 once decoded, an empty key, or more than ``parameterLimit`` parameters.
  package static func parse(_ query: Substring) throws(QueryError) -> [Parameter] {
    var parameters: [Parameter] = []
    for piece in query.split(separator: "&", omittingEmptySubsequences: true) {
      guard parameters.count < parameterLimit else {
        throw QueryError("the query has more than \(parameterLimit) parameters")
      }
      let equals = piece.firstIndex(of: "=")
      let key = try decode(equals.map { piece[..<$0] } ?? piece)
      guard !key.isEmpty else { throw QueryError("a parameter has no name: '\(piece.prefix(40))'") }
      let value = try equals.map { equals throws(QueryError) in try decode(piece[piece.index(after: equals)...]) }
      parameters.append(Parameter(key: key, value: value))
    }
    return parameters
  }

  /// Percent-decodes `text` (and turns `+` into a space).
  static func decode(_ text: Substring) throws(QueryError) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          throw QueryError("invalid percent-encoding in '\(text.prefix(40))': % must be followed by two hex digits")
        }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
      default: bytes.append(byte)
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw QueryError("'\(text.prefix(40))' is not UTF-8 once percent-decoded")
    }
    guard !decoded.unicodeScalars.contains(where: { $0.value == 0 }) else {
      throw QueryError("'\(text.prefix(40))' contains a NUL character")
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// Why a query was refused.
package struct QueryError: Error, Sendable, CustomStringConvertible {
  package var description: String
  init(_ description: String) { self.description = description }
}
