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
  /// A response built once (a cached image): when set, it is what is sent, and `status` and
  /// `headers` are its own while `body` stays empty.
  package var prepared: PreparedResponse?

  /// The error's line when the body is not that text (a picture of it): the server sends it
  /// in ``ServerConfiguration/errorLineHeader``, if one is set.
  package var errorLine: String?

  /// For a 304: the length of the body its 200 has, sent as the 304's `Content-Length` (RFC
  /// 9110 §8.6 allows that value or none, and libmicrohttpd always sends one); nil otherwise.
  package var notModifiedLength: Int?

  /// The body's length in bytes, whichever of `body` and `prepared` holds it.
  package var bodyCount: Int { prepared?.count ?? body.count }

  /// Sends `prepared` (built once, shared by every request that gets it).
  package init(_ prepared: PreparedResponse, route: String) {
    self.init(status: prepared.status, headers: prepared.headers, route: route)
    self.prepared = prepared
  }

  package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = [], route: String) {
    self.status = status
    self.headers = headers
    self.body = body
    self.route = route
  }

  /// A response whose body is of the media type `contentType`.
  package init(status: Int, contentType: String, body: [UInt8], route: String) {
    self.init(status: status, headers: [("Content-Type", contentType)], body: body, route: route)
  }

  /// 304 Not Modified for a representation whose 200 has a body of `contentLength` bytes.
  package static func notModified(
    headers: [(name: String, value: String)], contentLength: Int, route: String
  ) -> HTTPResponse {
    var response = HTTPResponse(status: 304, headers: headers, route: route)
    response.notModifiedLength = contentLength
    return response
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

  /// 405 for a route that takes only `allowed` (`GET`, `HEAD`): `text` as the body, and the
  /// methods in `Allow`.
  package static func methodNotAllowed(_ text: String, allowed: [String], route: String) -> HTTPResponse {
    .text(405, text, route: route, headers: [("Allow", allowed.joined(separator: ", "))])
  }

  /// An error answered with a picture of its line (`body`, of the media type `contentType`),
  /// for a client that shows images and not text (an `<img>`): the line goes in
  /// ``errorLine``, which the server sends as ``ServerConfiguration/errorLineHeader``.
  package static func errorPicture(
    _ status: Int, line: String, contentType: String, body: [UInt8], route: String
  ) -> HTTPResponse {
    var response = HTTPResponse(status: status, contentType: contentType, body: body, route: route)
    response.errorLine = line
    return response
  }

  /// The value of the first header named `name` (any case), or nil.
  package func header(_ name: String) -> String? {
    headers.first { HTTPRequest.sameName($0.name, name) }?.value
  }
}
