import FoundationEssentials
import RingKit
import RingRenderer
import RingServer

/// What a request asks to render: keys set by its query parameters and the chosen format, a
/// JSON spec, or both, read by RingKit as the command line reads flags and `--spec`.
struct RingInput: Sendable {
  /// The query parameters and the chosen format, each as the key it sets.
  var settings: [SpecSetting]
  /// A JSON spec (from `?spec=` or a POST body), read like a `--spec` file.
  var spec: SpecDocument?
  /// Whether the Accept header chose the format, so the response must say `Vary: Accept`.
  var formatFromAccept = false
}

extension RingService {
  /// JSON keys (and flags) a request may not give: they name files or the server's threads.
  package static let refusedKeys: [String: String] = [
    RenderSpec.Key.output.rawValue: "the service answers with the image and writes no files",
    RenderSpec.Key.jobs.rawValue: "the service renders each image on one thread (see serve --threads)",
  ]

  /// The input of an image request: its query, `?spec=`, or its JSON body.
  func ringInput(for request: HTTPRequest, path: String) throws(ServiceError) -> RingInput {
    let parameters: [QueryString.Parameter]
    do throws(QueryError) {
      parameters = try QueryString.parse(request.rawQuery ?? "")
    } catch {
      throw ServiceError(400, "query: \(error.description)")
    }
    if let format = Self.formatRoutes[path] {
      return RingInput(settings: try settings(from: parameters) + Self.answerSettings(format))
    }
    let spec: SpecDocument
    // Query keys given with `?spec=` win over the spec's, as flags win over `--spec`.
    var keys: [SpecSetting] = []
    if path == "/render" {
      guard parameters.isEmpty else { throw ServiceError(400, "query: POST /render takes its spec in the body only") }
      guard let text = String(validating: request.body, as: UTF8.self) else {
        throw ServiceError(400, "body: the spec is not UTF-8 text")
      }
      spec = try Self.spec(text, named: "body")
    } else if !parameters.contains(where: { $0.key == "spec" }) {
      // Query keys as on /ring.png, in the format the Accept header prefers unless one is named.
      let settings = try settings(from: parameters)
      if settings.contains(where: { $0.key == .format }) {
        return RingInput(settings: settings + Self.answerSettings(nil))
      }
      let format = try Self.format(accepting: AcceptHeader(of: request))
      return RingInput(settings: settings + Self.answerSettings(format), formatFromAccept: true)
    } else {
      let specs = parameters.filter { $0.key == "spec" }
      guard specs.count == 1, let encoded = specs[0].value else {
        throw ServiceError(400, "query: /ring takes one spec=<base64url of a JSON spec>, with or without query keys")
      }
      guard let data = Self.base64URLDecoded(encoded), let text = String(validating: data, as: UTF8.self) else {
        throw ServiceError(400, "spec: not base64url-encoded UTF-8 text")
      }
      spec = try Self.spec(text, named: "spec")
      keys = try settings(from: parameters.filter { $0.key != "spec" })
    }
    if spec.members.contains(where: { $0.key == RenderSpec.Key.format.rawValue }) {
      return RingInput(settings: keys + Self.answerSettings(nil), spec: spec)
    }
    let format = try Self.format(accepting: AcceptHeader(of: request))
    return RingInput(settings: keys + Self.answerSettings(format), spec: spec, formatFromAccept: true)
  }

  /// The settings every answer adds: the format the route or `Accept` chose (none when the
  /// spec names one), and the output `-`, since the answer is the image itself as `-o -`
  /// writes it (the ETag is a digest of the read spec, this included).
  private static func answerSettings(_ format: ImageFormat?) -> [SpecSetting] {
    let formatSetting = format.map { SpecSetting(.format, named: RenderSpec.Key.format.flag, to: .text($0.name)) }
    let output = SpecSetting(.output, named: RenderSpec.Key.output.flag, to: .text("-"))
    return (formatSetting.map { [$0] } ?? []) + [output]
  }

  /// Query parameters as settings: each key is a spec key (`maxValue`) or a long flag's name
  /// without its dashes (`max`, `max-value`); switches take no value, `true` or `false`. A
  /// name of the command line's own (`quiet`, in ``commandLineNames``) is taken as the
  /// command line takes it.
  func settings(from parameters: [QueryString.Parameter]) throws(ServiceError) -> [SpecSetting] {
    try Self.settings(from: parameters, commandLineNames: commandLineNames)
  }

  /// ``settings(from:)`` with the command line's own names given.
  package static func settings(
    from parameters: [QueryString.Parameter], commandLineNames: [String: CommandLineName]
  ) throws(ServiceError) -> [SpecSetting] {
    var given: [String: String] = [:]
    var matched: [SpecSetting] = []
    var refusal: String?
    for parameter in try Self.joiningDarkKeys(parameters) {
      switch try Self.match(parameter, commandLineNames: commandLineNames, given: &given) {
      case .setting(let setting): matched.append(setting)
      case .commandLine(.ignored): break
      case .commandLine(.refused(let message)): refusal = refusal ?? message
      }
    }
    // Whether the render command takes each name is asked once every key is known, as the
    // command line asks it of arguments.
    if let refusal { throw ServiceError(400, refusal) }
    return matched
  }

  /// What a query parameter gives: a key's setting, or a name of the command line's own.
  private enum Match {
    case setting(SpecSetting)
    case commandLine(CommandLineName.Fate)
  }

  /// The setting a query parameter gives, under the name the command line would give it;
  /// `given` holds the names set so far, with their query keys.
  private static func match(
    _ parameter: QueryString.Parameter, commandLineNames: [String: CommandLineName], given: inout [String: String]
  ) throws(ServiceError) -> Match {
    let key = parameter.key
    let found = SpecSetting.key(named: key)
    let name: String
    let negation: String?
    let placeholder: String?
    let negated: Bool
    if let found {
      if let reason = refusedKeys[found.key.rawValue] { throw ServiceError(400, "query: \(key): \(reason)") }
      if found.key == .format { throw ServiceError(400, "query: format: the path chooses the format (/ring.svg, …)") }
      let row = found.key.descriptor
      (name, negation, placeholder, negated) = (row.flag, row.negation, row.placeholder, found.negated)
    } else if let other = commandLineNames[key] {
      (name, negation, placeholder) = (other.name, other.negation, other.placeholder)
      negated = other.negation?.dropFirst(2) == key[...]
    } else {
      throw ServiceError(400, "query: unknown key '\(key)'\(RenderSpec.Key.hint(for: key))")
    }
    if let earlier = given[name] {
      throw ServiceError(
        400,
        earlier == key ? "query: '\(key)' is given twice" : "query: '\(earlier)' and '\(key)' set the same property")
    }
    given[name] = key
    let input: SpecInput
    if let placeholder {
      guard let value = parameter.value else {
        throw ServiceError(400, "query: \(key) needs a value: \(key)=\(placeholder)")
      }
      input = .text(value)
    } else {
      let on = try switchState(parameter, negated: negated)
      input = .flag(on || negation == nil)
    }
    guard let found else { return .commandLine(commandLineNames[key]?.fate ?? .ignored) }
    var spelling = name
    if case .flag(false) = input { spelling = negation ?? name }
    return .setting(SpecSetting(found.key, named: spelling, to: input))
  }

  /// Whether a switch given as `parameter` (no value, `true` or `false`) is on; `negated`
  /// when its name is the negation (`no-countdown`).
  private static func switchState(_ parameter: QueryString.Parameter, negated: Bool) throws(ServiceError) -> Bool {
    switch parameter.value {
    case nil, "", "true": return !negated
    case "false" where !negated: return false
    default:
      throw ServiceError(
        400, "query: \(parameter.key): expected no value, true or false, got '\(parameter.value ?? "")'")
    }
  }

  /// A JSON spec's members, read as `--spec` reads a file; `output` and `jobs` are refused.
  static func spec(_ text: String, named name: String) throws(ServiceError) -> SpecDocument {
    do throws(SpecError) {
      return try .read(text, named: name, refusing: refusedKeys)
    } catch {
      throw ServiceError(RenderFailure(error))
    }
  }

  /// The media ranges the service answers, each with the format it answers with: every
  /// format's own type, PNG first, and PNG for `image/*` and `*/*`.
  static let offeredFormats: [(mediaRange: String, offer: ImageFormat)] =
    ImageFormat.allCases.compactMap { format in format.acceptedMediaType.map { ($0, format) } }
    + [("image/*", .png), ("*/*", .png)]

  /// The format an Accept header prefers among those the service makes; PNG when there is no
  /// header or it accepts anything.
  static func format(accepting accept: AcceptHeader) throws(ServiceError) -> ImageFormat {
    guard let format = accept.preferred(among: offeredFormats) else {
      throw ServiceError(
        406,
        "Accept: none of \(ImageFormat.allCases.compactMap(\.acceptedMediaType).joined(separator: ", ")); or give \"format\" in the spec"
      )
    }
    return format
  }

  /// base64url (RFC 4648 §5), with or without padding.
  static func base64URLDecoded(_ text: String) -> [UInt8]? {
    var standard = text.replacing("-", with: "+").replacing("_", with: "/")
    while standard.utf8.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard).map { Array($0) }
  }
}
