import Dispatch
import FoundationEssentials
import RingCairo
import RingKit
import RingRenderer
import RingServer
import RingTerminal
import Synchronization

/// What `ringgen serve` answers: rings by URL (`/ring.png?value=15`), by base64url spec
/// (`/ring?spec=…`) and by POSTed JSON (`/render`), plus `/healthz` and `/metrics`.
///
/// Every ring goes through the same reader, checks and renderer as the command line: query
/// parameters set the keys they name through RingKit's key table (a query value is text, as a
/// flag's value is), a spec is read like a `--spec` file (`SpecReading`), `Renderer.check`
/// refuses what `-o -` refuses, and the bytes come from `Renderer`. So a URL and a `ringgen`
/// run with the same keys give the same bytes and the same error line.
package final class RingService: Sendable {
  /// What one image may cost.
  package struct Limits: Sendable, Hashable {
    /// Pixels of one image (width × height at its scale).
    package var pixels = 2048 * 2048
    /// Frames of one animation.
    package var frames = 240
    /// Images rendered at once; further renders wait their turn (cached answers do not).
    package var renders = 2

    /// The default limits.
    package init() {}
  }

  let limits: Limits
  let metrics: ServerMetrics
  /// ETags, `Vary`, gzip, 304 and the response cache.
  let responder: CachingResponder
  /// A permit per render that may run now (``Limits/renders``).
  private let renderPermits: DispatchSemaphore
  /// `GET /openapi.json`'s body, generated once from the key table.
  let openAPI: [UInt8]
  /// The command line's own names a query may carry, and what the service does with each.
  let commandLineNames: [String: CommandLineName]
  /// Whether `GET /` answers with the designer (``DesignerPage``).
  let designer: Bool
  /// The designer's page as sent, built once (nil with no designer): it is text that gzip
  /// shrinks to a quarter.
  private let designerPage: StaticPage?

  /// The image routes whose path names the format.
  package static let formatRoutes = Dictionary(
    uniqueKeysWithValues: ImageFormat.allCases.compactMap { format in
      format.routeExtension.map { ("/ring." + $0, format) }
    })

  /// What every error body starts with, as `ringgen`'s own error lines do; the server's own
  /// refusals (413, 414, …) get it through ``RingServer/ServerConfiguration/errorPrefix``.
  package static let errorPrefix = "ringgen: error: "

  /// What ``RingServer/ServerConfiguration/errorLineHeader`` names: the header with the error
  /// line of an error answered as a picture.
  package static let errorLineHeader = "X-Ringgen-Error"

  /// How long an image may be kept (a year): a URL gives the same image from one version, and
  /// responses name the renderer's version in their ETags, so a new version renders afresh.
  static let maxAgeSeconds = 365 * 24 * 60 * 60

  /// A service within `limits`, caching in `cache`, counting in `metrics`, with the designer
  /// at `/` when `designer`; `commandLineNames` are the command line's own names a query may
  /// carry (`quiet`), and what to do with each.
  package init(
    limits: Limits, cache: ResponseCache, metrics: ServerMetrics, designer: Bool = true,
    commandLineNames: [String: CommandLineName] = [:]
  ) {
    self.designer = designer
    self.commandLineNames = commandLineNames
    self.limits = limits
    self.metrics = metrics
    responder = CachingResponder(cache: cache, metrics: metrics, maxAgeSeconds: Self.maxAgeSeconds)
    renderPermits = DispatchSemaphore(value: limits.renders)
    openAPI = Array(OpenAPIDocument.text(version: PackageVersion.number, designer: designer).utf8)
    designerPage = designer ? StaticPage(contentType: "text/html; charset=utf-8", body: DesignerPage.bytes) : nil
  }

  /// The answer to `request` when it costs no parsing or rendering, else nil: `/healthz`,
  /// `/metrics`, a wrong path or method, and an image request exactly as one answered before
  /// (from the cache, or 304). Called on the server's I/O thread.
  package func quickResponse(to request: HTTPRequest) -> HTTPResponse? {
    let path = String(request.path)
    switch route(of: request, path: path) {
    case .refused(let response): return response
    case .service(let response): return response
    case .deepHealth: return nil
    case .image(let route):
      return responder.cachedResponse(to: request, requestKey: Self.requestKey(of: request, path: path), route: route)
    }
  }

  /// The response to `request`.
  package func respond(_ request: HTTPRequest) -> HTTPResponse {
    let path = String(request.path)
    switch route(of: request, path: path) {
    case .refused(let response): return response
    case .service(let response): return response
    case .deepHealth: return deepHealth()
    case .image(let route):
      if let format = Self.badgeRoutes[path] { return badgeResponse(to: request, format: format, route: route) }
      do throws(ServiceError) {
        let input = try ringInput(for: request, path: path)
        return try render(input, request: request, route: route, requestKey: Self.requestKey(of: request, path: path))
      } catch {
        return errorResponse(error, to: request, path: path, route: route)
      }
    }
  }

  /// Where a request goes.
  private enum Routing {
    /// 404 or 405.
    case refused(HTTPResponse)
    /// `/healthz` or `/metrics`, answered.
    case service(HTTPResponse)
    /// `/healthz?deep=1`: a render on a worker.
    case deepHealth
    /// An image route, with its label for metrics.
    case image(String)
  }

  private func route(of request: HTTPRequest, path: String) -> Routing {
    let readOnly = ["GET", "HEAD"]
    let (route, allowed): (String, [String]) =
      switch path {
      case "/healthz", "/metrics", "/openapi.json", "/ring": (path, readOnly)
      case "/" where designer: (path, readOnly)
      case "/render": (path, ["POST"])
      case _ where Self.formatRoutes[path] != nil, _ where Self.badgeRoutes[path] != nil: (path, readOnly)
      default: ("other", [])
      }
    guard !allowed.isEmpty else {
      return .refused(
        .text(
          404,
          Self.errorPrefix
            + "no such path; rings are at /ring\(ImageFormat.proseRouteExtensions.joined(separator: ", ")), /ring?spec= and POST /render, badges at /badge\(BadgeRequest.formats.map { "." + $0.name }.joinedAsProse("and"))\n",
          route: route))
    }
    guard allowed.contains(request.method) else {
      return .refused(
        .methodNotAllowed(
          Self.errorPrefix + "\(request.method) is not allowed here; use \(allowed.joined(separator: " or "))\n",
          allowed: allowed, route: route))
    }
    if path == "/", let designerPage { return .service(designerPage.response(to: request, route: route)) }
    switch path {
    case "/healthz":
      let deep = request.rawQuery?.split(separator: "&").contains("deep=1") == true
      return deep ? .deepHealth : .service(.text(200, "ok\n", route: route))
    case "/openapi.json":
      return .service(HTTPResponse(status: 200, contentType: "application/json", body: openAPI, route: route))
    case "/metrics":
      return .service(metrics.response(prefix: "ringgen", route: route))
    default: return .image(route)
    }
  }

  /// `/healthz?deep=1`: renders a 64-pt PNG ring through the renderer (after the renders
  /// waiting before it, as any image waits) and says how long the render took; 503 when it
  /// fails.
  private func deepHealth() -> HTTPResponse {
    var spec = RenderSpec()
    spec.ring.value = 50
    spec.canvas = RingCanvas(size: 64)
    renderPermits.wait()
    defer { renderPermits.signal() }
    let start = ContinuousClock.now
    do throws(RenderError) {
      let bytes = try Renderer.render(spec, as: .png).bytes
      let elapsed = (ContinuousClock.now - start).components
      let milliseconds = Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
      return .text(
        200,
        "ok: rendered a 64-px PNG of \(bytes.count) bytes in \(FixedPoint.compact((milliseconds * 10).rounded() / 10)) ms\n",
        route: "/healthz")
    } catch {
      return .text(503, Self.errorPrefix + "healthz: the test render failed: \(error)\n", route: "/healthz")
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
    var spec: RenderSpec
    let names: InputNames
    let format: ImageFormat
    do throws(SpecError) {
      (spec, names) = try Self.read(input)
      format = try spec.output.resolvedFormat()
    } catch {
      throw ServiceError(400, error.message)
    }
    if format.kind == .text { Self.chooseTerminalDefaults(&spec.terminal) }
    try check(spec, format: format)

    // What the request draws, equal for equal renders however they were spelled (the spec
    // leaves out where each input came from, which is for messages only). SVG is text and
    // shrinks to a fraction with gzip.
    let representation = CachingResponder.Representation(
      identity: "ringgen \(PackageVersion.number)\n\(spec.canonicalText)", contentType: format.mediaType,
      negotiated: input.formatFromAccept, compressible: format.isCompressible)
    do throws(CachingResponder.Failure<ServiceError>) {
      return try responder.respond(to: request, with: representation, requestKey: requestKey, route: route) {
        () throws(ServiceError) in try renderOnePermit(spec, names: names, format: format)
      }
    } catch {
      switch error {
      case .render(let failure): throw failure
      case .compression: throw ServiceError(500, "gzip failed")
      }
    }
  }

  /// Fills in the terminal choices a request left to detection: block characters in
  /// truecolor.
  ///
  /// The renderer detects what a request leaves open from an empty environment, as for a file
  /// (`-o ring.ans`, `Renderer.render`): ASCII without colour, which any reader can show. A client
  /// of `/ring.txt` is a terminal the server cannot see, and asked for what a terminal shows,
  /// so the service decides here and the renderer's default for files stays as it is. A
  /// request's own `symbols` and `color` still win (`auto` is the service's choice too, since
  /// there is no terminal to detect).
  static func chooseTerminalDefaults(_ terminal: inout RenderSpec.Terminal) {
    terminal.symbols = terminal.symbols ?? .block
    terminal.color = terminal.color ?? .truecolor
  }

  /// The cache key of an image request as sent: `/ring` may answer SVG and chooses its
  /// format by `Accept`; a format's own route answers that format.
  static func requestKey(of request: HTTPRequest, path: String) -> String? {
    let negotiates = path == "/ring"
    guard negotiates || formatRoutes[path] != nil else { return nil }
    return CachingResponder.requestKey(
      of: request,
      mayCompress: negotiates
        ? ImageFormat.allCases.contains(where: \.isCompressible) : formatRoutes[path]?.isCompressible == true,
      negotiates: negotiates)
  }

  /// The spec a request's input describes, read and checked as the command line reads and
  /// checks `-o -` (warnings are not said: nobody reads a request's), with its inputs' names.
  static func read(_ input: RingInput) throws(SpecError) -> (RenderSpec, InputNames) {
    let read = try SpecReading(settings: input.settings, document: input.spec).read()
    let names = InputNames(given: read.given, places: read.places)
    _ = try Renderer.check(read.spec, names: names, checks: .canvas)
    return (read.spec, names)
  }

  /// ``renderBytes(_:names:format:)`` once one of the ``Limits/renders`` permits is free.
  private func renderOnePermit(
    _ spec: RenderSpec, names: InputNames, format: ImageFormat
  ) throws(ServiceError)
    -> [UInt8]
  {
    renderPermits.wait()
    defer { renderPermits.signal() }
    return try Self.renderBytes(spec, names: names, format: format)
  }

  /// Refuses images over the service's limits, before any rendering.
  private func check(_ request: RenderSpec, format: ImageFormat) throws(ServiceError) {
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

  /// The spec's bytes from the renderer, on one thread (`--threads` renders at once are the
  /// parallelism), after the command line's memory check.
  private static func renderBytes(
    _ spec: RenderSpec, names: InputNames, format: ImageFormat
  ) throws(ServiceError)
    -> [UInt8]
  {
    do throws(SpecError) {
      try Renderer.checkMemory(spec, format: format, jobs: 1)
    } catch {
      throw ServiceError(400, error.message)
    }
    do throws(RenderError) {
      return try Renderer.render(spec, as: format).bytes
    } catch {
      throw ServiceError(RenderFailure(error, names: names))
    }
  }
}

/// A request the service refuses: the status and the line after `ringgen: error: `.
package struct ServiceError: Error, Sendable {
  package var status: Int
  package var message: String

  init(_ status: Int, _ message: String) {
    self.status = status
    self.message = message
  }

  /// A command's error: bad input is 400, a failure while rendering 500.
  init(_ error: RenderFailure) {
    self.init(error.kind == .usage ? 400 : 500, error.message)
  }
}
