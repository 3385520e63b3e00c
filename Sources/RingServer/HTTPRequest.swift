/// One HTTP request as the handler sees it: the method, the request target exactly as the
/// client sent it, the headers and the body.
package struct HTTPRequest: Sendable {
  /// The method, such as `GET` (HEAD arrives as `HEAD`; the server sends no body for it).
  package var method: String
  /// The request target as sent, still percent-encoded: `/ring.png?value=15`.
  package var target: String
  /// Header fields in the order they came, names as sent.
  package var headers: [(name: String, value: String)]
  /// The body (POST), at most the server's body limit.
  package var body: [UInt8]

  package init(method: String, target: String, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.method = method
    self.target = target
    self.headers = headers
    self.body = body
  }

  /// The target before `?`, still percent-encoded.
  package var path: Substring {
    guard let mark = target.firstIndex(of: "?") else { return target[...] }
    return target[..<mark]
  }

  /// The target after `?`, still percent-encoded, or nil when there is no `?`.
  package var rawQuery: Substring? {
    guard let mark = target.firstIndex(of: "?") else { return nil }
    return target[target.index(after: mark)...]
  }

  /// The first header named `name` (compared without regard to case), or nil.
  package func header(_ name: String) -> String? {
    headers.first { Self.sameName($0.name, name) }?.value
  }

  /// Whether two header names are equal without regard to ASCII case (as field names are),
  /// compared in place: header lookups run on every request.
  package static func sameName(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    return zip(a.utf8, b.utf8).allSatisfy { x, y in
      x == y || (x | 0x20 == y | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(x | 0x20))
    }
  }
}
