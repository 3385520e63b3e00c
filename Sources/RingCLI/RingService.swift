import Dispatch
import FoundationEssentials
import RingCairo
import RingKit
import RingRenderer
import RingServer
import Synchronization

/// What `ringgen serve` answers: rings by URL (`/ring.png?value=15`), by base64url spec
/// (`/ring?spec=…`) and by POSTed JSON (`/render`), plus `/healthz` and `/metrics`.
///
/// Every ring goes through the same parser and renderer as the command line: query parameters
/// set the options their keys name (a query value is text, as a flag's value is), a spec is
/// read like a `--spec` file, and the bytes come from `Renderer`. So a URL and a `ringgen` run
/// with the same keys give the same bytes and the same error line.
final class RingService: Sendable {
  /// What one image may cost.
  struct Limits: Sendable, Hashable {
    /// Pixels of one image (width × height at its scale).
    var pixels = 2048 * 2048
    /// Frames of one animation.
    var frames = 240
    /// Images rendered at once; further renders wait their turn (cached answers do not).
    var renders = 2
  }

  let limits: Limits
  let cache: ResponseCache
  let metrics: ServerMetrics
  /// A permit per render that may run now (``Limits/renders``).
  private let renderPermits: DispatchSemaphore

  /// The image routes whose path names the format.
  static let formatRoutes = Dictionary(
    uniqueKeysWithValues: ImageFormat.allCases.compactMap { format in
      format.routeExtension.map { ("/ring." + $0, format) }
    })

  /// Responses name the renderer's version in their ETags, so a new version renders afresh.
  static let cacheControl = "public, max-age=31536000, immutable"

  init(limits: Limits, cache: ResponseCache, metrics: ServerMetrics) {
    self.limits = limits
    self.cache = cache
    self.metrics = metrics
    renderPermits = DispatchSemaphore(value: limits.renders)
  }

  /// The answer to `request` when it costs no parsing or rendering, else nil: `/healthz`,
  /// `/metrics`, a wrong path or method, and an image request exactly as one answered before
  /// (from the cache, or 304). Called on the server's I/O thread.
  func quickResponse(to request: HTTPRequest) -> HTTPResponse? {
    let path = String(request.path)
    switch route(of: request, path: path) {
    case .refused(let response): return response
    case .service(let response): return response
    case .image(let route):
      guard let requestKey = Self.requestKey(of: request, path: path), let cached = cache.response(for: requestKey)
      else { return nil }
      if let notModified = Self.notModified(request, cached: cached, route: route) { return notModified }
      metrics.recordCacheLookup(hit: true)
      return HTTPResponse(cached, route: route)
    }
  }

  /// The response to `request`.
  func respond(_ request: HTTPRequest) -> HTTPResponse {
    let path = String(request.path)
    switch route(of: request, path: path) {
    case .refused(let response): return response
    case .service(let response): return response
    case .image(let route):
      do throws(ServiceError) {
        let input = try ringInput(for: request, path: path)
        return try render(input, request: request, route: route, requestKey: Self.requestKey(of: request, path: path))
      } catch {
        return .text(error.status, "ringgen: error: \(error.message)\n", route: route)
      }
    }
  }

  /// Where a request goes.
  private enum Routing {
    /// 404 or 405.
    case refused(HTTPResponse)
    /// `/healthz` or `/metrics`, answered.
    case service(HTTPResponse)
    /// An image route, with its label for metrics.
    case image(String)
  }

  private func route(of request: HTTPRequest, path: String) -> Routing {
    let readOnly = ["GET", "HEAD"]
    let (route, allowed): (String, [String]) =
      switch path {
      case "/healthz", "/metrics", "/ring": (path, readOnly)
      case "/render": (path, ["POST"])
      case _ where Self.formatRoutes[path] != nil: (path, readOnly)
      default: ("other", [])
      }
    guard !allowed.isEmpty else {
      return .refused(
        .text(
          404, "no such path; rings are at /ring.png, .svg, .pdf, .gif, .apng, .txt, /ring?spec= and POST /render\n",
          route: route))
    }
    guard allowed.contains(request.method) else {
      return .refused(
        .text(
          405, "\(request.method) is not allowed here; use \(allowed.joined(separator: " or "))\n", route: route,
          headers: [("Allow", allowed.joined(separator: ", "))]))
    }
    switch path {
    case "/healthz": return .service(.text(200, "ok\n", route: route))
    case "/metrics":
      return .service(
        HTTPResponse(
          status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8")],
          body: Array(metrics.render(prefix: "ringgen").utf8), route: route))
    default: return .image(route)
    }
  }

  // MARK: - Rendering

  /// Renders the parsed input (or answers from the cache, or with 304). What it renders is
  /// cached under the canonical key of the parsed request, and `requestKey` (the request as
  /// sent) becomes another name for it.
  private func render(
    _ input: RingInput, request: HTTPRequest, route: String, requestKey: String?
  )
    throws(ServiceError) -> HTTPResponse
  {
    let parsed: RenderRequest
    do throws(CommandError) {
      guard case .render(let request, _) = try Self.parser.parse(settings: input.settings, spec: input.spec) else {
        throw .usage("the service renders rings; it has no help or version")
      }
      parsed = request
    } catch {
      throw ServiceError(error)
    }
    let format: ImageFormat
    do throws(CommandError) { format = try parsed.resolvedFormat() } catch { throw ServiceError(error) }
    try check(parsed, format: format)

    // SVG is text and shrinks to a fraction with gzip; the gzipped bytes are another
    // representation, with their own ETag and cache entry.
    let gzipped = format == .svg && Gzip.isAccepted(by: request.header("Accept-Encoding"))
    var headers: [(name: String, value: String)] = [("Content-Type", format.mediaType)]
    let vary = (input.formatFromAccept ? ["Accept"] : []) + (format == .svg ? ["Accept-Encoding"] : [])
    if !vary.isEmpty { headers.append(("Vary", vary.joined(separator: ", "))) }
    let identityHeaders = headers
    if gzipped { headers.append(("Content-Encoding", "gzip")) }
    // What the request draws, equal for equal renders however they were spelled (the spec
    // leaves out where each input came from, which is for messages only).
    let identityKey = "ringgen \(RingGen.version)\n\(parsed.spec.canonicalText)"
    let identityTag = Self.entityTag(of: identityKey)
    let tag = gzipped ? Self.entityTag(of: identityKey + "\ngzip") : identityTag
    headers += [("ETag", tag), ("Cache-Control", Self.cacheControl)]
    // The cache keeps whole responses, so its key is the representation's tag plus whatever
    // else changes the headers: `Vary: Accept` when the Accept header chose the format.
    let varies = input.formatFromAccept ? " vary-accept" : ""
    let key = tag + varies
    if let cached = cache.response(for: key) {
      if let requestKey { cache.alias(requestKey, to: key) }
      if let notModified = Self.notModified(request, cached: cached, route: route) { return notModified }
      metrics.recordCacheLookup(hit: true)
      return HTTPResponse(cached, route: route)
    }
    if let condition = request.header("If-None-Match"), Self.matches(condition, tag: tag) {
      return HTTPResponse(status: 304, headers: Self.notModifiedHeaders(headers), route: route)
    }
    var bytes: [UInt8]
    if let sibling = cache.response(for: tag + (input.formatFromAccept ? "" : " vary-accept")) {
      // The same bytes, cached with the other `Vary`.
      metrics.recordCacheLookup(hit: true)
      bytes = sibling.body
    } else {
      metrics.recordCacheLookup(hit: false)
      if gzipped, let identity = cache.response(for: identityTag + varies) {
        bytes = identity.body
      } else {
        bytes = try renderOnePermit(parsed, format: format)
        if gzipped {
          let plainHeaders = identityHeaders + [("ETag", identityTag), ("Cache-Control", Self.cacheControl)]
          if let plain = PreparedResponse(status: 200, headers: plainHeaders, body: bytes) {
            cache.insert(plain, for: identityTag + varies)
          }
        }
      }
      if gzipped {
        guard let compressed = Gzip.compress(bytes) else { throw ServiceError(500, "gzip failed") }
        bytes = compressed
      }
    }
    guard let prepared = PreparedResponse(status: 200, headers: headers, body: bytes) else {
      return HTTPResponse(status: 200, headers: headers, body: bytes, route: route)
    }
    cache.insert(prepared, for: key)
    if let requestKey { cache.alias(requestKey, to: key) }
    return HTTPResponse(prepared, route: route)
  }

  /// The cache key of a GET or HEAD image request as sent: its target, and the headers that
  /// can change the answer (`Accept-Encoding` where the answer may be SVG, `Accept` where it
  /// may choose the format). Nil for anything else (a POST's answer depends on its body).
  static func requestKey(of request: HTTPRequest, path: String) -> String? {
    guard request.method == "GET" || request.method == "HEAD" else { return nil }
    let svg = path == "/ring.svg" || path == "/ring"
    guard svg || formatRoutes[path] != nil else { return nil }
    var key = "request\n" + request.target
    if svg && Gzip.isAccepted(by: request.header("Accept-Encoding")) { key += "\ngzip" }
    if path == "/ring" { key += "\naccept " + (request.header("Accept") ?? "") }
    return key
  }

  /// The strong ETag of the representation whose cache key is `key`.
  static func entityTag(of key: String) -> String {
    "\"" + SHA256.hex(Array(key.utf8)) + "\""
  }

  /// 304 when the request's `If-None-Match` names the cached response's tag, else nil.
  static func notModified(_ request: HTTPRequest, cached: PreparedResponse, route: String) -> HTTPResponse? {
    guard let condition = request.header("If-None-Match"), let tag = cached.header("ETag"),
      matches(condition, tag: tag)
    else { return nil }
    return HTTPResponse(status: 304, headers: notModifiedHeaders(cached.headers), route: route)
  }

  /// The headers of a 304: those of the 200 but the ones that describe its body.
  static func notModifiedHeaders(_ headers: [(name: String, value: String)]) -> [(name: String, value: String)] {
    headers.filter { !["Content-Type", "Content-Encoding"].contains($0.name) }
  }

  /// ``renderBytes(_:)`` once one of the ``Limits/renders`` permits is free.
  private func renderOnePermit(_ request: RenderRequest, format: ImageFormat) throws(ServiceError) -> [UInt8] {
    renderPermits.wait()
    defer { renderPermits.signal() }
    return try Self.renderBytes(request, format: format)
  }

  /// Refuses images over the service's limits, before any rendering.
  private func check(_ request: RenderRequest, format: ImageFormat) throws(ServiceError) {
    let pixels = request.canvas.pixelWidth * request.canvas.pixelHeight
    guard pixels <= limits.pixels else {
      throw ServiceError(
        400,
        "--size/--scale: \(request.canvas.pixelWidth) × \(request.canvas.pixelHeight) px is over this server's limit of \(limits.pixels) pixels per image"
      )
    }
    guard format.isAnimated else { return }
    let duration = request.animation.animation(of: request.ring).duration
    let frames = (duration * request.animation.fps).rounded() + 1
    guard frames <= Double(limits.frames) else {
      throw ServiceError(
        400,
        "--duration/--fps: \(FixedPoint.compact(duration)) s at \(FixedPoint.compact(request.animation.fps)) fps is \(FixedPoint.compact(frames)) frames, over this server's limit of \(limits.frames)"
      )
    }
  }

  /// The request's bytes from the renderer, on one thread (`--threads` renders at once are
  /// the parallelism), after the command line's memory check.
  private static func renderBytes(_ request: RenderRequest, format: ImageFormat) throws(ServiceError) -> [UInt8] {
    do throws(CommandError) {
      try request.checkMemory(format: format, jobs: 1)
      do throws(RenderError) {
        return try Renderer.render(request.spec, as: format).bytes
      } catch {
        throw CommandError(error, names: request.inputNames)
      }
    } catch {
      throw ServiceError(error)
    }
  }

  /// Whether an `If-None-Match` value names `tag` (or is `*`); weak forms match too (RFC 9110's
  /// weak comparison, which is the one If-None-Match uses).
  static func matches(_ condition: String, tag: String) -> Bool {
    condition.split(separator: ",").contains { candidate in
      let trimmed = candidate.trimmingWhitespace()
      return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
    }
  }
}

/// A request the service refuses: the status and the line after `ringgen: error: `.
struct ServiceError: Error, Sendable {
  var status: Int
  var message: String

  init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// A command's error: bad input is 400, a failure while rendering 500.
  init(_ error: CommandError) {
    self.init(error.kind == .usage ? 400 : 500, error.message)
  }
}
