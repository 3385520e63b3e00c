import FoundationEssentials
import RingKit
import RingServer

/// What a request asks to render, in the command line's terms: settings of its options, a
/// spec, or both.
struct RingInput: Sendable {
  /// The query parameters and the chosen format, each as the option it sets.
  var settings: [CommandLineParser.Given]
  /// A JSON spec (from `?spec=` or a POST body), read like a `--spec` file.
  var spec: CommandLineParser.Spec?
  /// Whether the Accept header chose the format, so the response must say `Vary: Accept`.
  var formatFromAccept = false
}

extension RingService {
  /// JSON keys (and flags) a request may not give: they name files or the server's threads.
  static let refusedKeys: [String: String] = [
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
      return RingInput(settings: try Self.settings(from: parameters) + Self.answerSettings(format))
    }
    let spec: CommandLineParser.Spec
    if path == "/render" {
      guard parameters.isEmpty else { throw ServiceError(400, "query: POST /render takes its spec in the body only") }
      guard let text = String(validating: request.body, as: UTF8.self) else {
        throw ServiceError(400, "body: the spec is not UTF-8 text")
      }
      spec = try Self.spec(text, named: "body")
    } else if !parameters.contains(where: { $0.key == "spec" }) {
      // Query keys as on /ring.png, in the format the Accept header prefers unless one is named.
      let settings = try Self.settings(from: parameters)
      if settings.contains(where: { $0.option.jsonKey == RenderSpec.Key.format.rawValue }) {
        return RingInput(settings: settings + Self.answerSettings(nil))
      }
      let format = try Self.format(accepting: AcceptHeader(of: request))
      return RingInput(settings: settings + Self.answerSettings(format), formatFromAccept: true)
    } else {
      guard parameters.count == 1, let encoded = parameters[0].value else {
        throw ServiceError(400, "query: /ring takes one parameter, spec=<base64url of a JSON spec>, or query keys")
      }
      guard let data = Self.base64URLDecoded(encoded), let text = String(validating: data, as: UTF8.self) else {
        throw ServiceError(400, "spec: not base64url-encoded UTF-8 text")
      }
      spec = try Self.spec(text, named: "spec")
    }
    if spec.members.contains(where: { $0.key == RenderSpec.Key.format.rawValue }) {
      return RingInput(settings: Self.answerSettings(nil), spec: spec)
    }
    let format = try Self.format(accepting: AcceptHeader(of: request))
    return RingInput(settings: Self.answerSettings(format), spec: spec, formatFromAccept: true)
  }

  /// The parser the service reads requests with: the command line's, reading no files.
  static let parser: CommandLineParser = {
    var parser = CommandLineParser { _ throws(CommandError) in throw .usage("spec: the service reads no files") }
    parser.warnsAboutTextLayout = false  // nobody reads a request's warnings
    return parser
  }()

  /// The settings every answer adds: the format the route or `Accept` chose (none when the
  /// spec names one), and the output `-`, since the answer is the image itself as `-o -`
  /// writes it (the ETag is a digest of the parsed request, this included).
  private static func answerSettings(_ format: ImageFormat?) -> [CommandLineParser.Given] {
    let formatSetting = format.map { format in
      CommandLineParser.Given(
        option: Option(key: .format), spelling: RenderSpec.Key.format.descriptor.flag, input: .text(format.name))
    }
    let output = CommandLineParser.Given(
      option: Option(key: .output), spelling: RenderSpec.Key.output.descriptor.flag, input: .text("-"))
    return (formatSetting.map { [$0] } ?? []) + [output]
  }

  /// Query parameters as settings: each key is a spec key (`maxValue`) or a long flag's name
  /// without its dashes (`max`, `max-value`); switches take no value, `true` or `false`.
  static func settings(from parameters: [QueryString.Parameter]) throws(ServiceError) -> [CommandLineParser.Given] {
    var given: [String: String] = [:]
    var matched: [(option: Option, spelling: String, input: OptionInput)] = []
    for parameter in try Self.joiningDarkKeys(parameters) { matched.append(try Self.match(parameter, given: &given)) }
    // Whether the render command takes each option is asked once every key is known, as the
    // command line asks it of arguments.
    do throws(CommandError) {
      return try matched.map { item throws(CommandError) in
        try parser.setting(item.option, spelling: item.spelling, input: item.input)
      }
    } catch {
      throw ServiceError(error)
    }
  }

  /// The option a query parameter sets, under the spelling the command line would give it,
  /// with its input; `given` holds the options set so far, by spelling, with their keys.
  private static func match(
    _ parameter: QueryString.Parameter, given: inout [String: String]
  ) throws(ServiceError) -> (option: Option, spelling: String, input: OptionInput) {
    let key = parameter.key
    guard let option = Option.keyed(key) ?? Option.named("--" + key), option.role == .setting || option.role == .preset
    else {
      let known = Option.all.filter { $0.role == .setting || $0.role == .preset }.compactMap(\.jsonKey)
      throw ServiceError(
        400, "query: unknown key '\(key)'\(CommandLineParser.suggestion(for: key, among: known, quoted: true))")
    }
    let name = option.names.first { $0.hasPrefix("--") } ?? option.names[0]
    if let reason = option.jsonKey.flatMap({ refusedKeys[$0] }) { throw ServiceError(400, "query: \(key): \(reason)") }
    if option.jsonKey == RenderSpec.Key.format.rawValue {
      throw ServiceError(400, "query: format: the path chooses the format (/ring.svg, …)")
    }
    if let earlier = given[name] {
      throw ServiceError(
        400,
        earlier == key ? "query: '\(key)' is given twice" : "query: '\(earlier)' and '\(key)' set the same property")
    }
    given[name] = key
    guard option.isSwitch else {
      guard let value = parameter.value else {
        throw ServiceError(400, "query: \(key) needs a value: \(key)=\(option.argument ?? "VALUE")")
      }
      return (option, name, .text(value))
    }
    let negated = option.negatedName == "--" + key
    let spelling: String
    switch parameter.value {
    case nil, "", "true": spelling = negated ? option.negatedName ?? name : name
    case "false" where !negated: spelling = option.negatedName ?? name
    default: throw ServiceError(400, "query: \(key): expected no value, true or false, got '\(parameter.value ?? "")'")
    }
    return (option, spelling, .flag(spelling != option.negatedName))
  }

  /// A JSON spec's members, read as `--spec` reads a file; `output` and `jobs` are refused.
  static func spec(_ text: String, named name: String) throws(ServiceError) -> CommandLineParser.Spec {
    do throws(SpecError) {
      return try .read(text, named: name, refusing: refusedKeys)
    } catch {
      throw ServiceError(CommandError(error))
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
        "Accept: none of image/png, image/svg+xml, application/pdf, image/gif, image/apng, image/webp, text/plain; or give \"format\" in the spec"
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
