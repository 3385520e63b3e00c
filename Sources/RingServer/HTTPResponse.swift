/// What the handler answers: a status, headers and a body. The server adds `Content-Length`
/// (and, for HEAD, leaves the body out but keeps the length).
package struct HTTPResponse: Sendable {
  /// The status code, such as 200.
  package var status: Int
  /// Header fields, in order. Do not give `Content-Length`; the server sets it from `body`.
  package var headers: [(name: String, value: String)]
  /// The bytes of the body.
  package var body: [UInt8]
  /// The route the request matched, a short fixed label for metrics (`/ring.png`, `other`),
  /// never the client's path, so that the number of series stays bounded.
  package var route: String

  package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = [], route: String) {
    self.status = status
    self.headers = headers
    self.body = body
    self.route = route
  }

  /// A `text/plain` response whose body is `text`.
  package static func text(
    _ status: Int, _ text: String, route: String, headers: [(name: String, value: String)] = []
  )
    -> HTTPResponse
  {
    HTTPResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: Array(text.utf8),
      route: route)
  }

  /// The value of the first header named `name` (any case), or nil.
  package func header(_ name: String) -> String? {
    let lowered = name.lowercased()
    return headers.first { $0.name.lowercased() == lowered }?.value
  }
}
