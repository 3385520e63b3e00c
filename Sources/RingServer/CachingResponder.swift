/// HTTP's caching semantics for rendered representations: strong ETags, `Vary`, gzip for
/// text that shrinks, 304 for a client's current copy, `Cache-Control`, and the response cache
/// (whole responses by representation, and requests as sent as aliases of them).
///
/// What a representation shows is the caller's: it gives an identity text (equal for equal
/// bodies however the request spelled them) and a function that makes the body, which runs
/// only when neither the cache nor the client's copy has it.
package struct CachingResponder: Sendable {
  /// What one answer is, before caching decides how to send it.
  package struct Representation: Sendable {
    /// Text equal for equal bodies and different for any difference in them; the ETag is its
    /// digest.
    package var identity: String
    /// The body's media type.
    package var contentType: String
    /// Whether the request's `Accept` header chose the representation (`Vary: Accept`).
    package var negotiated: Bool
    /// Whether the body is text worth gzip (`Vary: Accept-Encoding`).
    package var compressible: Bool

    package init(identity: String, contentType: String, negotiated: Bool, compressible: Bool) {
      self.identity = identity
      self.contentType = contentType
      self.negotiated = negotiated
      self.compressible = compressible
    }
  }

  /// Why an answer could not be made.
  package enum Failure<RenderFailure: Error>: Error {
    /// Making the body failed.
    case render(RenderFailure)
    /// zlib could not compress the body.
    case compression
  }

  package let cache: ResponseCache
  package let metrics: ServerMetrics
  /// `Cache-Control` of every answer.
  private let cacheControl: String

  /// A responder whose answers a client or a shared cache may keep for `maxAgeSeconds` without
  /// asking again (`Cache-Control: public, max-age=…, immutable`), for a caller whose answer to
  /// a URL does not change within that time.
  package init(cache: ResponseCache, metrics: ServerMetrics, maxAgeSeconds: Int) {
    self.cache = cache
    self.metrics = metrics
    cacheControl = "public, max-age=\(maxAgeSeconds), immutable"
  }

  /// The cache key of a GET or HEAD request as sent: its target, and the headers that can
  /// change the answer (`Accept-Encoding` where it may be compressed, `Accept` where it is
  /// negotiated). Nil for other methods (a POST's answer depends on its body).
  package static func requestKey(of request: HTTPRequest, mayCompress: Bool, negotiates: Bool) -> String? {
    guard request.method == "GET" || request.method == "HEAD" else { return nil }
    var key = "request\n" + request.target
    if mayCompress && Gzip.isAccepted(by: request.header("Accept-Encoding")) { key += "\ngzip" }
    if negotiates { key += "\naccept " + (request.header("Accept") ?? "") }
    return key
  }

  /// The answer to a request exactly as one answered before (from the cache, or 304), or nil.
  package func cachedResponse(to request: HTTPRequest, requestKey: String?, route: String) -> HTTPResponse? {
    guard let requestKey, let cached = cache.response(for: requestKey) else { return nil }
    if let notModified = Self.notModified(request, cached: cached, route: route) { return notModified }
    metrics.recordCacheLookup(hit: true)
    return HTTPResponse(cached, route: route)
  }

  /// The answer to `request` for `representation`: from the cache, 304, or the body `render`
  /// makes, gzipped when the body is compressible and the client accepts gzip. The gzipped
  /// bytes are another representation, with their own ETag and cache entry.
  package func respond<RenderFailure: Error>(
    to request: HTTPRequest, with representation: Representation, requestKey: String?, route: String,
    render: () throws(RenderFailure) -> [UInt8]
  ) throws(Failure<RenderFailure>) -> HTTPResponse {
    let gzipped = representation.compressible && Gzip.isAccepted(by: request.header("Accept-Encoding"))
    var headers: [(name: String, value: String)] = [("Content-Type", representation.contentType)]
    let vary = (representation.negotiated ? ["Accept"] : []) + (representation.compressible ? ["Accept-Encoding"] : [])
    if !vary.isEmpty { headers.append(("Vary", vary.joined(separator: ", "))) }
    let identityHeaders = headers
    if gzipped { headers.append(("Content-Encoding", "gzip")) }
    let identityTag = Self.entityTag(of: representation.identity)
    let tag = gzipped ? Self.entityTag(of: representation.identity + "\ngzip") : identityTag
    headers += [("ETag", tag), ("Cache-Control", cacheControl)]
    // The cache keeps whole responses, so its key is the representation's tag plus whatever
    // else changes the headers: `Vary: Accept` when the Accept header chose it.
    let varies = representation.negotiated ? " vary-accept" : ""
    let key = tag + varies
    if let cached = cache.response(for: key) {
      if let requestKey { cache.alias(requestKey, to: key) }
      if let notModified = Self.notModified(request, cached: cached, route: route) { return notModified }
      metrics.recordCacheLookup(hit: true)
      return HTTPResponse(cached, route: route)
    }
    // Even a request that will get 304 makes the body when nothing cached knows it: the 304's
    // Content-Length must be the 200's (RFC 9110 §8.6), and libmicrohttpd always sends one. The
    // body is cached, so later 304s cost no render.
    let bytes = try body(
      gzipped: gzipped, tag: tag, identityTag: identityTag, varies: varies, negotiated: representation.negotiated,
      identityHeaders: identityHeaders, render: render)
    let prepared = PreparedResponse(status: 200, headers: headers, body: bytes)
    if let prepared {
      cache.insert(prepared, for: key)
      if let requestKey { cache.alias(requestKey, to: key) }
    }
    if let condition = request.header("If-None-Match"), Self.matches(condition, tag: tag) {
      return .notModified(headers: Self.notModifiedHeaders(headers), contentLength: bytes.count, route: route)
    }
    guard let prepared else { return HTTPResponse(status: 200, headers: headers, body: bytes, route: route) }
    return HTTPResponse(prepared, route: route)
  }

  /// The body of a representation the cache has no response for: the same bytes cached under
  /// the other `Vary`, else the identity bytes (cached or made) compressed as asked.
  private func body<RenderFailure: Error>(
    gzipped: Bool, tag: String, identityTag: String, varies: String, negotiated: Bool,
    identityHeaders: [(name: String, value: String)], render: () throws(RenderFailure) -> [UInt8]
  ) throws(Failure<RenderFailure>) -> [UInt8] {
    if let sibling = cache.response(for: tag + (negotiated ? "" : " vary-accept")) {
      metrics.recordCacheLookup(hit: true)
      return sibling.body
    }
    metrics.recordCacheLookup(hit: false)
    var bytes: [UInt8]
    if gzipped, let identity = cache.response(for: identityTag + varies) {
      bytes = identity.body
    } else {
      do throws(RenderFailure) { bytes = try render() } catch { throw .render(error) }
      if gzipped {
        let plainHeaders = identityHeaders + [("ETag", identityTag), ("Cache-Control", cacheControl)]
        if let plain = PreparedResponse(status: 200, headers: plainHeaders, body: bytes) {
          cache.insert(plain, for: identityTag + varies)
        }
      }
    }
    guard gzipped else { return bytes }
    guard let compressed = Gzip.compress(bytes) else { throw .compression }
    return compressed
  }

  /// The strong ETag of the representation whose identity is `identity`.
  package static func entityTag(of identity: String) -> String {
    "\"" + SHA256Digest(of: identity.utf8).hex + "\""
  }

  /// 304 when the request's `If-None-Match` names the cached response's tag, else nil.
  static func notModified(_ request: HTTPRequest, cached: PreparedResponse, route: String) -> HTTPResponse? {
    guard let condition = request.header("If-None-Match"), let tag = cached.header("ETag"),
      matches(condition, tag: tag)
    else { return nil }
    return .notModified(headers: notModifiedHeaders(cached.headers), contentLength: cached.count, route: route)
  }

  /// The headers of a 304: those of the 200 but the ones that describe its body.
  static func notModifiedHeaders(_ headers: [(name: String, value: String)]) -> [(name: String, value: String)] {
    headers.filter { !["Content-Type", "Content-Encoding"].contains($0.name) }
  }

  /// Whether an `If-None-Match` value names `tag` (or is `*`); weak forms match too (RFC 9110's
  /// weak comparison, which is the one If-None-Match uses).
  package static func matches(_ condition: String, tag: String) -> Bool {
    condition.split(separator: ",").contains { candidate in
      let trimmed = candidate.trimmingAnyWhitespace()
      return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
    }
  }
}
