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
    let lowered = name.lowercased()
    return headers.first { $0.name.lowercased() == lowered }?.value
  }
}
