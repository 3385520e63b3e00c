import RingKit
import RingServer

extension RingService {
  /// The badge routes: `/badge.svg?label=coverage&value=87`, `.png` and `.webp`.
  static let badgeRoutes: [String: ImageFormat] = Dictionary(
    uniqueKeysWithValues: BadgeOptions.formats.map { ("/badge." + $0.rawValue, $0) })

  /// A query key of `/badge.*`: one of `ringgen badge`'s inputs, under the name the key table
  /// gives it where it has one.
  struct BadgeKey: Sendable {
    /// What a key's value may be, for the API document.
    enum Form: Sendable {
      /// Any text (`LABEL`, `VALUE[/MAX]`, thresholds); `nonEmpty` when an empty one is refused.
      case text(nonEmpty: Bool)
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
      name: RenderSpec.Key.label.rawValue, required: true, form: .text(nonEmpty: true),
      description: "LABEL: the text on the left, on grey; not empty."),
    BadgeKey(
      name: RenderSpec.Key.value.rawValue, required: true, form: .text(nonEmpty: true),
      description: "VALUE: a percentage (87 shows 87%) or VALUE/MAX (7/10); 0 or more."),
    badgeKey("style", flag: "--style", form: .choice(Badge.Style.allCases.map(\.rawValue))),
    badgeKey(RenderSpec.Key.thresholds.rawValue, flag: BadgeOptions.thresholdsFlag, form: .text(nonEmpty: false)),
    badgeKey(RenderSpec.Key.scale.rawValue, flag: BadgeOptions.scaleFlag, form: .positiveNumber(maximum: 16)),
  ]

  /// The key of `flag`'s input, described and defaulted as `ringgen badge --help` does.
  private static func badgeKey(_ name: String, flag: String, form: BadgeKey.Form) -> BadgeKey {
    let option = BadgeOptions.sections.flatMap(\.options).first { $0.spellings.contains(flag) }
    return BadgeKey(
      name: name, required: false, form: form, description: option?.help ?? "", defaultText: option?.defaultText)
  }

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
      return errorResponse(error, to: request, path: String(request.path), route: route)
    }
  }
}
