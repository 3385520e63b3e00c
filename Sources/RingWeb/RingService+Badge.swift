import RingKit
import RingRenderer
import RingServer

extension RingService {
  /// The badge routes: `/badge.svg?label=coverage&value=87`, `.png` and `.webp`.
  static let badgeRoutes: [String: ImageFormat] = Dictionary(
    uniqueKeysWithValues: BadgeRequest.formats.map { ("/badge." + $0.rawValue, $0) })

  /// A query key of `/badge.*`: one of `ringgen badge`'s inputs, under the name the key table
  /// gives it where it has one.
  struct BadgeKey: Sendable {
    /// What a key's value may be, for the API document.
    enum Form: Sendable {
      /// Any text (thresholds); `nonEmpty` when an empty one is refused.
      case text(nonEmpty: Bool)
      /// Text that matches this ECMAScript regular expression (`LABEL`, `VALUE[/MAX]`).
      case pattern(String)
      /// One of these names.
      case choice([String])
      /// A number above 0 and at most this.
      case positiveNumber(maximum: Double)
    }

    var name: String
    /// Whether a badge needs it (without it the answer is 400).
    var required: Bool
    var form: Form
    /// What it is: `ringgen badge --help`'s text for its flag, or for a positional its usage.
    var description: String
    /// Its default, as a query gives it; nil when it has none.
    var defaultText: String?
  }

  /// The query keys a badge takes, as `ringgen badge`'s inputs: what the query reader accepts
  /// and what `/openapi.json` describes.
  static let badgeKeys: [BadgeKey] = [
    BadgeKey(
      name: RenderSpec.Key.label.rawValue, required: true, form: .pattern(Badge.labelPattern),
      description: "LABEL: the text on the left, on grey; not empty."),
    BadgeKey(
      name: RenderSpec.Key.value.rawValue, required: true, form: .pattern(Badge.valuePattern),
      description: "VALUE: a percentage (87 shows 87%) or VALUE/MAX (7/10); 0 or more."),
    BadgeKey(
      name: "style", required: false, form: .choice(Badge.Style.allCases.map(\.rawValue)),
      description: BadgeRequest.styleHelp, defaultText: Badge.Style.flat.rawValue),
    BadgeKey(
      name: RenderSpec.Key.thresholds.rawValue, required: false, form: .text(nonEmpty: true),
      description: BadgeRequest.thresholdsHelp, defaultText: nil),
    BadgeKey(
      name: RenderSpec.Key.scale.rawValue, required: false, form: .positiveNumber(maximum: 16),
      description: BadgeRequest.scaleHelp, defaultText: BadgeRequest.defaultScale),
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
      guard badgeKeys.contains(where: { $0.name == parameter.key }) else {
        throw ServiceError(
          400, "query: /badge takes \(badgeKeys.map(\.name).joined(separator: ", ")), not '\(parameter.key)'")
      }
      guard values[parameter.key] == nil else { throw ServiceError(400, "query: \(parameter.key) is given twice") }
      values[parameter.key] = parameter.value ?? ""
    }
    guard let value = values[RenderSpec.Key.value.rawValue] else {
      throw ServiceError(400, "query: /badge needs value=NUMBER or NUMBER/MAX")
    }
    let options = BadgeRequest(
      label: values[RenderSpec.Key.label.rawValue] ?? "", value: value, style: values["style"],
      thresholds: values[RenderSpec.Key.thresholds.rawValue], scale: values[RenderSpec.Key.scale.rawValue])
    do throws(RenderFailure) {
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
        "ringgen \(PackageVersion.number) badge\n\(format.name)\n\(badge.style.rawValue)\n\(scale)\n\(badge.label)\n\(badge.value)\n\(badge.maxValue.map { "\($0)" } ?? "-")\n\(badge.color.hexString)"
      let representation = CachingResponder.Representation(
        identity: identity, contentType: format.mediaType, negotiated: false, compressible: format.isCompressible)
      do throws(CachingResponder.Failure<ServiceError>) {
        return try responder.respond(to: request, with: representation, requestKey: nil, route: route) {
          () throws(ServiceError) in
          do throws(RenderFailure) { return try BadgeRequest.render(badge, as: format, scale: scale) } catch {
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
      return errorResponse(error, to: request, path: String(request.path), route: route)
    }
  }
}
