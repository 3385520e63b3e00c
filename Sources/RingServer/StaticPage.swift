/// A body that does not change while the server runs (a page), built once as two prepared
/// responses, plain and gzipped, and answered from memory with the one the request's
/// `Accept-Encoding` takes, and `Vary: Accept-Encoding`.
package struct StaticPage: Sendable {
  /// The body's media type.
  private let contentType: String
  /// The body, uncompressed.
  private let body: [UInt8]
  /// The two responses; nil when libmicrohttpd or zlib could not make them, and the page is
  /// then copied into each answer, uncompressed.
  private let prepared: (plain: PreparedResponse, gzipped: PreparedResponse)?

  package init(contentType: String, body: [UInt8]) {
    self.contentType = contentType
    self.body = body
    let headers = Self.headers(contentType: contentType)
    guard let compressed = Gzip.compress(body),
      let plain = PreparedResponse(status: 200, headers: headers, body: body),
      let gzipped = PreparedResponse(status: 200, headers: headers + [("Content-Encoding", "gzip")], body: compressed)
    else {
      prepared = nil
      return
    }
    prepared = (plain, gzipped)
  }

  /// The headers of both forms but `Content-Encoding`: the type, and that the encoding
  /// depends on the request's.
  private static func headers(contentType: String) -> [(name: String, value: String)] {
    [("Content-Type", contentType), ("Vary", "Accept-Encoding")]
  }

  /// The page for `request`, gzipped when it takes gzip, with no copy.
  package func response(to request: HTTPRequest, route: String) -> HTTPResponse {
    guard let prepared else {
      return HTTPResponse(status: 200, headers: Self.headers(contentType: contentType), body: body, route: route)
    }
    return HTTPResponse(
      Gzip.isAccepted(by: request.header("Accept-Encoding")) ? prepared.gzipped : prepared.plain, route: route)
  }
}
