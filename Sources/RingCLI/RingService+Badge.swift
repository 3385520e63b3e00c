import RingKit
import RingServer

extension RingService {
  /// The badge routes: `/badge.svg?label=coverage&value=87`, `.png` and `.webp`.
  static let badgeRoutes: [String: ImageFormat] = Dictionary(
    uniqueKeysWithValues: BadgeOptions.formats.map { ("/badge." + $0.rawValue, $0) })

  /// The query keys a badge takes, as `ringgen badge`'s inputs.
  private static let badgeKeys = [
    RenderSpec.Key.label.rawValue, RenderSpec.Key.value.rawValue, "style", RenderSpec.Key.thresholds.rawValue,
    RenderSpec.Key.scale.rawValue,
  ]

  /// The badge a `/badge.*` query asks for, as `ringgen badge` reads the same inputs: 400 for
  /// what the command line refuses with exit 64, and for unknown or repeated keys.
  static func badgeInput(_ request: HTTPRequest) throws(ServiceError) -> (badge: Badge, scale: Double) {
    let parameters: [QueryString.Parameter]
    do throws(QueryError) {
      parameters = try QueryString.parse(request.rawQuery ?? "")
    } catch {
      throw ServiceError(400, "query: \(error.description)")
    }
    var values: [String: String] = [:]
    for parameter in parameters {
      guard badgeKeys.contains(parameter.key) else {
        throw ServiceError(
          400, "query: /badge takes \(badgeKeys.joined(separator: ", ")), not '\(parameter.key)'")
      }
      guard values[parameter.key] == nil else { throw ServiceError(400, "query: \(parameter.key) is given twice") }
      values[parameter.key] = parameter.value ?? ""
    }
    guard let value = values[RenderSpec.Key.value.rawValue] else {
      throw ServiceError(400, "query: /badge needs value=NUMBER or NUMBER/MAX")
    }
    let options = BadgeOptions(
      label: values[RenderSpec.Key.label.rawValue] ?? "", value: value, style: values["style"],
      thresholds: values[RenderSpec.Key.thresholds.rawValue], scale: values[RenderSpec.Key.scale.rawValue])
    do throws(CommandError) {
      return (try options.badge(), try options.pixelScale())
    } catch {
      throw ServiceError(error)
    }
  }

  /// Renders a badge (or answers from the cache, or with 304), keyed by what it draws.
  func badgeResponse(to request: HTTPRequest, format: ImageFormat, route: String) -> HTTPResponse {
    do throws(ServiceError) {
      let (badge, scale) = try Self.badgeInput(request)
      let identity =
        "ringgen \(RingGen.version) badge\n\(format.name)\n\(badge.style.rawValue)\n\(scale)\n\(badge.label)\n\(badge.value)\n\(badge.maxValue.map { "\($0)" } ?? "-")\n\(badge.color.hexString)"
      let representation = CachingResponder.Representation(
        identity: identity, contentType: format.mediaType, negotiated: false, compressible: format.isCompressible)
      do throws(CachingResponder.Failure<ServiceError>) {
        return try responder.respond(to: request, with: representation, requestKey: nil, route: route) {
          () throws(ServiceError) in
          do throws(CommandError) { return try BadgeOptions.render(badge, as: format, scale: scale) } catch {
            throw ServiceError(error)
          }
        }
      } catch {
        switch error {
        case .render(let failure): throw failure
        case .compression: throw ServiceError(500, "gzip failed")
        }
      }
    } catch {
      return .text(error.status, Self.errorPrefix + error.message + "\n", route: route)
    }
  }
}
