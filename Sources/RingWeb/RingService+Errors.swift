import RingCairo
import RingKit
import RingRenderer
import RingServer

extension RingService {
  /// The answer to an image request the service refused: the text line as `ringgen` prints
  /// it, or, when the request's `Accept` names an image type (as a browser's `<img>` does), a
  /// picture of the line (``RingCairo/ErrorImage``) with the same status, and the line in
  /// ``errorLineHeader``. A browser shows a broken-image icon for a text body; it draws an image.
  ///
  /// The picture is in the route's format when that is an image (SVG for SVG, PNG for PNG,
  /// APNG and GIF), at the size and scale the query gave when those two parse and fit the
  /// pixel limit, else 256 points at 1×. The server adds `Cache-Control: no-store` to every
  /// error, so no cache keeps either form.
  func errorResponse(_ error: ServiceError, to request: HTTPRequest, path: String, route: String) -> HTTPResponse {
    let line = Self.errorPrefix + error.message
    let text = HTTPResponse.text(error.status, line + "\n", route: route)
    guard AcceptHeader(of: request).names(topLevelType: "image"),
      let format = Self.errorImageFormat(for: routedFormat(request, path))
    else { return text }
    let canvas = errorCanvas(for: request, path: path)
    let body: [UInt8]
    switch format {
    case .svg: body = ErrorImage.svg(line, on: canvas)
    default:
      do throws(RenderError) { body = try ErrorImage.png(line, on: canvas) } catch { return text }
    }
    return .errorPicture(error.status, line: line, contentType: format.mediaType, body: body, route: route)
  }

  /// The format an error image on a route of `format` is drawn in: SVG for SVG, WebP for WebP,
  /// PNG for the other image formats (an APNG, GIF or animated WebP of one frame would be a
  /// still anyway); nil for a PDF and text, which an `<img>` does not show.
  static func errorImageFormat(for format: ImageFormat) -> ImageFormat? { format.stillImage }

  /// The format the request's route makes: its path's (a ring's or a badge's), or on `/ring`
  /// and `/render` the one `Accept` prefers (PNG when it names none).
  private func routedFormat(_ request: HTTPRequest, _ path: String) -> ImageFormat {
    if let format = Self.formatRoutes[path] ?? Self.badgeRoutes[path] { return format }
    return (try? Self.format(accepting: AcceptHeader(of: request))) ?? .png
  }

  /// The canvas of an error image: the query's `size` and `scale` when they parse alone and
  /// fit the pixel limit, else 256 points at 1×.
  private func errorCanvas(for request: HTTPRequest, path: String) -> RingCanvas {
    let fallback = RingCanvas(size: 256)
    guard Self.formatRoutes[path] != nil, let query = request.rawQuery,
      let parameters = try? QueryString.parse(query)
    else { return fallback }
    let canvasKeys: Set<String> = [RenderSpec.Key.size.rawValue, RenderSpec.Key.scale.rawValue]
    let sizing = parameters.filter { parameter in
      SpecSetting.key(named: parameter.key).map { canvasKeys.contains($0.key.rawValue) } == true
    }
    guard !sizing.isEmpty, let settings = try? settings(from: sizing),
      let (spec, _) = try? Self.read(RingInput(settings: settings)),
      spec.canvas.pixelWidth * spec.canvas.pixelHeight <= limits.pixels
    else { return fallback }
    return RingCanvas(width: spec.canvas.width, height: spec.canvas.height, scale: spec.canvas.scale)
  }

  /// Whether a query may give `key`: an option the render command takes, neither one the
  /// service refuses (``refusedKeys``) nor `format`, which the path chooses.
  static func takesQueryKey(_ key: RenderSpec.Key) -> Bool {
    refusedKeys[key.rawValue] == nil && key != .format
  }
}
