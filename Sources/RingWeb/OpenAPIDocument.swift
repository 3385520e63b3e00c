import RingKit
import RingRenderer

/// `GET /openapi.json`: the service described in OpenAPI 3.1, generated from the key table
/// (``RenderSpec/Key/descriptor``) and the format registry (``ImageFormat``), so a new key or
/// format is described with no edit here.
///
/// Every query key of the image routes has its type, range, choices, default and description
/// from its row; each route its methods, statuses and media types. A schema here is never
/// narrower than what the service accepts (the readers stay the judge): a value outside it is
/// refused with 400, while a value inside it may still be refused where keys interact (a size
/// times a scale over `--max-pixels`, a label naming ring 3 of 2), which 400 documents.
enum OpenAPIDocument {
  /// The document as compact JSON text.
  static func text(version: String, designer: Bool) -> String {
    document(version: version, designer: designer).text
  }

  /// The keys a query of an image route may give, in help's order.
  static var queryKeys: [KeyDescriptor] {
    RenderSpec.Key.allCases.filter(RingService.takesQueryKey).map(\.descriptor)
  }

  /// The keys a JSON spec (`?spec=`, `POST /render`) may give.
  static var specKeys: [KeyDescriptor] {
    RenderSpec.Key.allCases.filter { RingService.refusedKeys[$0.rawValue] == nil }.map(\.descriptor)
  }

  static func document(version: String, designer: Bool) -> JSONValue {
    var paths: [(String, JSONValue)] = []
    if designer {
      paths.append(
        (
          "/",
          readOnly("designer", "The ring designer: one HTML page.", [], [("200", response("The page.", ["text/html"]))])
        ))
    }
    for format in ImageFormat.allCases {
      guard let route = format.routeExtension else { continue }
      let parameters = queryKeys.flatMap(queryParameters)
      let responses = imageResponses([format.mediaTypeName], errorTypes: errorTypes(for: [format]))
      let summary = "The ring as \(format.name), its keys as query parameters."
      paths.append(("/ring." + route, readOnly("ring-\(route)", summary, parameters, responses)))
    }
    for format in BadgeRequest.formats {
      let route = "/badge." + format.rawValue
      guard RingService.badgeRoutes[route] == format else { continue }
      let summary = "A shields.io-style badge as \(format.name): the bytes of ringgen badge with the same inputs."
      paths.append(
        (
          route,
          readOnly(
            "badge-\(format.rawValue)", summary, RingService.badgeKeys.map { badgeParameter($0, format: format) },
            imageResponses([format.mediaTypeName], errorTypes: errorTypes(for: [format])))
        ))
    }
    let anyFormat = ImageFormat.allCases.filter { $0.acceptedMediaType != nil }
    let spec = object([
      ("name", .string("spec")), ("in", .string("query")), ("required", .bool(false)),
      (
        "description",
        .string(
          "A JSON spec (the keys of POST /render), base64url-encoded (RFC 4648 §5), with or without padding; query keys given with it win over its keys, as flags win over --spec."
        )
      ),
      ("schema", object([("type", .string("string")), ("pattern", .string("^[A-Za-z0-9_-]+={0,2}$"))])),
    ])
    paths.append(
      (
        "/ring",
        readOnly(
          "ring-spec",
          "The ring a base64url JSON spec or the query keys describe, in the format the spec or Accept names.",
          [spec] + queryKeys.flatMap(queryParameters),
          imageResponses(anyFormat.map(\.mediaTypeName), errorTypes: errorTypes(for: anyFormat), negotiated: true))
      ))
    var render = operation(
      "render", "The ring a POSTed JSON spec describes, in the format the spec or Accept names.", [],
      imageResponses(anyFormat.map(\.mediaTypeName), errorTypes: errorTypes(for: anyFormat), negotiated: true)
        + [("413", response("The body is over --max-body-bytes.", ["text/plain"]))])
    render.append(
      (
        "requestBody",
        object([
          ("required", .bool(true)),
          ("content", object([("application/json", object([("schema", specSchema)]))])),
        ])
      ))
    paths.append(("/render", object([("post", .object(members(render)))])))
    paths.append(
      (
        "/healthz",
        readOnly(
          "healthz", "ok while the server runs.", [deepParameter],
          [
            ("200", response("ok, or with deep=1 the time a 64-px PNG took to render.", ["text/plain"])),
            ("503", response("deep=1: the test render failed.", ["text/plain"])),
          ])
      ))
    paths.append(
      (
        "/metrics",
        readOnly(
          "metrics", "Prometheus text: requests, statuses, latencies, cache.", [],
          [("200", response("The metrics.", ["text/plain"]))])
      ))
    paths.append(
      (
        "/openapi.json",
        readOnly("openapi", "This document.", [], [("200", response("OpenAPI 3.1.", ["application/json"]))])
      ))
    return object([
      ("openapi", .string("3.1.0")),
      (
        "info",
        object([
          ("title", .string("ringgen serve")), ("version", .string(version)),
          (
            "description",
            .string(
              "Circular progress rings by URL. Every image route takes the same keys as ringgen's flags, under their JSON names."
            )
          ),
        ])
      ),
      ("paths", object(paths)),
    ])
  }

  // MARK: - Operations and responses

  private static func readOnly(
    _ id: String, _ summary: String, _ parameters: [JSONValue], _ responses: [(String, JSONValue)]
  ) -> JSONValue {
    object([
      ("get", .object(members(operation(id, summary, parameters, responses)))),
      ("head", .object(members(operation(id + "-head", summary + " Headers only.", parameters, responses)))),
    ])
  }

  private static func operation(
    _ id: String, _ summary: String, _ parameters: [JSONValue], _ responses: [(String, JSONValue)]
  ) -> [(String, JSONValue)] {
    [("operationId", .string(id)), ("summary", .string(summary))]
      + (parameters.isEmpty ? [] : [("parameters", .array(parameters))]) + [("responses", object(responses))]
  }

  private static func imageResponses(
    _ types: [String], errorTypes: [String], negotiated: Bool = false
  ) -> [(String, JSONValue)] {
    [
      ("200", response("The image.", types)),
      ("304", object([("description", .string("The client's copy (If-None-Match) is current."))])),
      ("400", response("Bad input: one line, `ringgen: error: …`, as ringgen prints it.", errorTypes)),
      ("403", response("With --signing-key-file: sig= is missing, malformed or does not match.", ["text/plain"])),
      ("414", response("The query is over --max-query-bytes.", errorTypes)),
      ("429", response("Over --rate-limit; Retry-After says when to come back.", ["text/plain"])),
    ] + (negotiated ? [("406", response("Accept names no format the service makes.", errorTypes))] : [])
  }

  /// `/healthz?deep=1`.
  private static var deepParameter: JSONValue {
    object([
      ("name", .string("deep")), ("in", .string("query")), ("required", .bool(false)),
      (
        "description",
        .string("1 renders a 64-px PNG ring and reports how long it took; anything else is the plain check.")
      ),
      ("schema", object([("type", .string("string"))])),
    ])
  }

  /// What an error may be answered as on routes that make `formats`: text, or an image of the
  /// error line when Accept names an image type.
  static func errorTypes(for formats: [ImageFormat]) -> [String] {
    var types = ["text/plain"]
    for format in formats {
      guard let type = RingService.errorImageFormat(for: format)?.mediaType, !types.contains(type) else { continue }
      types.append(type)
    }
    return types
  }

  private static func response(_ description: String, _ types: [String]) -> JSONValue {
    object([
      ("description", .string(description)),
      ("content", object(types.map { ($0, object([])) })),
    ])
  }

  // MARK: - Keys

  /// A key's query parameters: the key itself, and for `dark` one `dark.KEY` per colour key,
  /// which sets that key's dark colour.
  static func queryParameters(_ descriptor: KeyDescriptor) -> [JSONValue] {
    guard descriptor.form == .darkColors else { return [queryParameter(descriptor)] }
    return [queryParameter(descriptor)]
      + RenderSpec.Key.colorKeys.map { key in
        object([
          ("name", .string(RingService.darkQueryPrefix + key.rawValue)), ("in", .string("query")),
          ("required", .bool(false)),
          (
            "description",
            .string("The dark look's \(key.rawValue) (see dark). Form: \(key.descriptor.placeholder ?? "COLOR").")
          ),
          // An empty one is refused, as an empty colour is everywhere.
          ("schema", object([("type", .string("string")), ("minLength", .number(1))])),
        ])
      }
  }

  /// A key as a query parameter: its value is text, as a flag's is.
  static func queryParameter(_ descriptor: KeyDescriptor) -> JSONValue {
    var schema = querySchema(descriptor)
    if let value = queryDefault(descriptor) { schema.append(("default", value)) }
    return object([
      ("name", .string(descriptor.jsonName)), ("in", .string("query")), ("required", .bool(false)),
      ("description", .string(description(of: descriptor))), ("schema", object(schema)),
    ])
  }

  /// A badge's query key (``RingService/badgeKeys``).
  /// `format`'s: a PNG or WebP badge is drawn at the scale, which a canvas takes from
  /// ``RingCanvas/scaleRange``'s lower bound on; an SVG's takes any scale above 0.
  static func badgeParameter(_ key: RingService.BadgeKey, format: ImageFormat) -> JSONValue {
    var schema: [(String, JSONValue)] =
      switch key.form {
      case .text(let nonEmpty): [("type", .string("string"))] + (nonEmpty ? [("minLength", .number(1))] : [])
      case .pattern(let pattern): [("type", .string("string")), ("pattern", .string(pattern))]
      case .choice(let names): [("type", .string("string")), ("enum", .array(names.map(JSONValue.string)))]
      case .positiveNumber(let maximum) where format.isRaster:
        [
          ("type", .string("number")), ("minimum", .number(RingCanvas.scaleRange.lowerBound)),
          ("maximum", .number(maximum)),
        ]
      case .positiveNumber(let maximum):
        [("type", .string("number")), ("exclusiveMinimum", .number(0)), ("maximum", .number(maximum))]
      }
    if let text = key.defaultText {
      if case .positiveNumber = key.form, let number = Double(decimal: text) {
        schema.append(("default", .number(number)))
      } else {
        schema.append(("default", .string(text)))
      }
    }
    var description = key.description
    if let text = key.defaultText { description += " Default: \(text)." }
    return object([
      ("name", .string(key.name)), ("in", .string("query")), ("required", .bool(key.required)),
      ("description", .string(description)), ("schema", object(schema)),
    ])
  }

  /// The summary, the value's form and the default as help prints it.
  static func description(of descriptor: KeyDescriptor) -> String {
    var text = descriptor.summary
    if let placeholder = descriptor.placeholder { text += " Form: \(placeholder)." }
    if let shown = descriptor.defaultText, !shown.isEmpty { text += " Default: \(shown)." }
    return text
  }

  private static func querySchema(_ descriptor: KeyDescriptor) -> [(String, JSONValue)] {
    switch descriptor.form {
    case .toggle:
      // A bare key, an empty value or `true` turn it on; `false` off.
      return [("type", .string("string")), ("enum", .array(["", "true", "false"].map(JSONValue.string)))]
    case .choice:
      return [("type", .string("string")), ("enum", .array(descriptor.choices.map(JSONValue.string)))]
    case .numberedChoice:
      let numbers = descriptor.choices.indices.map(String.init)
      return [("type", .string("string")), ("enum", .array((descriptor.choices + numbers).map(JSONValue.string)))]
    default:
      var schema = valueSchema(descriptor.form, json: false)
      // Text the key's reader refuses when empty (an empty colour, size or font) says so.
      if schema.count == 1, schema[0] == ("type", .string("string")), !reads(descriptor.key, .text("")) {
        schema.append(("minLength", .number(1)))
      }
      return schema
    }
  }

  /// Whether `key`'s reader takes `input`: the readers are the judge of what the document
  /// can only bound.
  private static func reads(_ key: RenderSpec.Key, _ input: SpecInput) -> Bool {
    var scratch = RenderSpec()
    do throws(SpecInputError) {
      try key.apply(input, to: &scratch)
      return true
    } catch {
      return false
    }
  }

  /// The schema of a form's value; `json` for a spec's JSON value, else a query's text.
  private static func valueSchema(_ form: KeyDescriptor.Form, json: Bool) -> [(String, JSONValue)] {
    let maxLength = ProgressRing.maxLength
    switch form {
    case .number(let range): return numberSchema("number", range.map { ($0.lowerBound, $0.upperBound) })
    case .integer(let range): return numberSchema("integer", (Double(range.lowerBound), Double(range.upperBound)))
    case .length:
      return anyOf([numberSchema("number", (-maxLength, maxLength)), [("const", .string("auto"))]] + nullable(json))
    case .fontSize:
      return anyOf(
        [
          [("type", .string("number")), ("exclusiveMinimum", .number(0)), ("maximum", .number(maxLength))],
          [("const", .number(-1))], [("const", .string("auto"))],
        ] + nullable(json))
    case .color(let absent):
      // JSON null is the word for no colour (none, fill), where the key has one.
      return json && absent != nil
        ? [("type", .array([.string("string"), .string("null")]))] : [("type", .string("string"))]
    case .toggle: return [("type", .string("boolean"))]
    case .darkColors:
      guard json else { return [("type", .string("string"))] }
      let properties = RenderSpec.Key.colorKeys.map { key in
        JSONValue.Member(
          key: key.rawValue, value: .object(members(valueSchema(key.descriptor.form, json: true))), line: 0)
      }
      return [
        (
          "anyOf",
          .array([
            object([
              ("type", .string("object")), ("properties", .object(properties)), ("additionalProperties", .bool(false)),
            ]),
            object([("type", .string("string"))]),
          ])
        )
      ]
    case .ratio(let range):
      // A number, or a fraction W/H of two positive numbers (its quotient within the range too).
      return anyOf([
        numberSchema("number", (range.lowerBound, range.upperBound)),
        [("type", .string("string")), ("pattern", .string(#"^\s*[0-9]+(\.[0-9]+)?\s*/\s*[0-9]+(\.[0-9]+)?\s*$"#))],
      ])
    case .choice, .numberedChoice, .text, .gradient, .thresholds, .rings:
      // JSON takes some of these as arrays or objects too, which the description gives.
      return json ? [] : [("type", .string("string"))]
    }
  }

  private static func nullable(_ json: Bool) -> [[(String, JSONValue)]] { json ? [[("type", .string("null"))]] : [] }

  private static func anyOf(_ schemas: [[(String, JSONValue)]]) -> [(String, JSONValue)] {
    [("anyOf", .array(schemas.map { .object(members($0)) }))]
  }

  private static func numberSchema(_ type: String, _ bounds: (Double, Double)?) -> [(String, JSONValue)] {
    var schema: [(String, JSONValue)] = [("type", .string(type))]
    // An open end is written as the largest finite number, which a schema leaves out.
    if let (low, high) = bounds {
      if low > -Double.greatestFiniteMagnitude { schema.append(("minimum", .number(low))) }
      if high < Double.greatestFiniteMagnitude { schema.append(("maximum", .number(high))) }
    }
    return schema
  }

  /// The default as a query gives it: the default spec's JSON value, when that is one text.
  private static func queryDefault(_ descriptor: KeyDescriptor) -> JSONValue? {
    switch descriptor.key.descriptor.defaultJSON {
    case .number(let number)?: return .number(number)
    case .string(let text)?: return .string(text)
    case .bool(let flag)?: return .string(flag ? "true" : "false")
    default: return nil
    }
  }

  /// A JSON spec: an object of the keys, each in its JSON form.
  static var specSchema: JSONValue {
    let properties = specKeys.map { descriptor -> (String, JSONValue) in
      var schema: [(String, JSONValue)] =
        [.choice, .numberedChoice].contains(descriptor.form)
        ? jsonChoiceSchema(descriptor) : valueSchema(descriptor.form, json: true)
      schema.append(("description", .string(description(of: descriptor))))
      if let value = descriptor.defaultJSON, value != .null { schema.append(("default", value)) }
      return (descriptor.jsonName, object(schema))
    }
    return object([
      ("type", .string("object")), ("properties", object(properties)), ("additionalProperties", .bool(false)),
    ])
  }

  /// A choice in a JSON spec: one of its names (MB's number for it too, for a numbered
  /// choice), or null where the key's reader takes null for `none` or `auto`.
  private static func jsonChoiceSchema(_ descriptor: KeyDescriptor) -> [(String, JSONValue)] {
    var schemas: [[(String, JSONValue)]] = [
      [("type", .string("string")), ("enum", .array(descriptor.choices.map(JSONValue.string)))]
    ]
    if descriptor.form == .numberedChoice {
      schemas.append(numberSchema("integer", (0, Double(descriptor.choices.count - 1))))
    }
    if reads(descriptor.key, .json(.null)) { schemas.append([("type", .string("null"))]) }
    return schemas.count == 1 ? schemas[0] : anyOf(schemas)
  }

  // MARK: - JSON

  private static func object(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(members(pairs)) }

  private static func members(_ pairs: [(String, JSONValue)]) -> [JSONValue.Member] {
    pairs.map { JSONValue.Member(key: $0.0, value: $0.1, line: 0) }
  }
}

extension ImageFormat {
  /// The media type without parameters, as OpenAPI's content maps name it.
  fileprivate var mediaTypeName: String { String(mediaType.prefix { $0 != ";" }) }
}
