import RingCairo
import RingKit

/// What a `ringgen` command line asks for.
enum ParsedCommand: Sendable {
  case help
  case version
  /// Render `request`; `warnings` are inputs that were accepted but will have no effect.
  case render(RenderRequest, warnings: [String])
}

/// Turns `ringgen`'s arguments into a ``ParsedCommand``, using ``Option/all`` for everything it
/// knows about flags.
///
/// Order of application: the preset (`--preset`, else the spec's `preset`), then the spec's
/// keys, then the flags from left to right, so later flags win.
struct CommandLineParser {
  /// Reads a file (or standard input for `-`) for `--spec`.
  var readFile: @Sendable (String) throws(CommandError) -> String

  /// One matched flag with its value.
  private struct Given {
    var option: Option
    var spelling: String
    var input: OptionInput
  }

  /// A spec's keys and where they came from, for messages (`path:line: "key": …`).
  struct Spec: Sendable {
    var path: String
    var members: [JSONValue.Member]
  }

  /// Parses `arguments`; `spec`, when given, stands in for a `--spec` file (a line of a batch,
  /// a ring of a sheet), and `--spec` is then refused.
  func parse(_ arguments: [String], spec givenSpec: Spec? = nil) throws(CommandError) -> ParsedCommand {
    let given = try match(arguments)
    func last(_ role: Option.Role) -> Given? { given.last { $0.option.role == role } }
    if last(.help) != nil { return .help }
    if last(.version) != nil { return .version }

    var spec = givenSpec
    if let specFlag = last(.spec), case .text(let path) = specFlag.input {
      guard spec == nil else { throw .usage("--spec: each \(spec?.path ?? "entry") already gives the properties") }
      spec = Spec(path: path, members: try readSpec(path))
    }

    var preset = ProgressRing.Preset.default
    if let presetFlag = last(.preset) {
      preset = try convert(presetFlag.input, named: presetFlag.spelling) { input throws(InputError) in
        try input.choice(ProgressRing.Preset.self)
      }
    } else if let spec, let member = spec.members.first(where: { $0.key == "preset" }) {
      preset = try convert(.json(member.value), named: Self.place(of: member, in: spec.path)) {
        input throws(InputError) in
        try input.choice(ProgressRing.Preset.self)
      }
    }

    var request = RenderRequest(preset: preset)
    // Concentric rings start from the ring the other keys describe, so "rings" goes last.
    let members = spec?.members ?? []
    for member in members.filter({ $0.key != "rings" }) + members.filter({ $0.key == "rings" })
    where member.key != "preset" {
      let place = Self.place(of: member, in: spec?.path ?? "")
      guard let option = Option.all.first(where: { $0.jsonKey == member.key }),
        case .set(let apply) = option.action
      else {
        throw .usage(
          "\(place): unknown key\(Self.suggestion(for: member.key, among: Option.all.compactMap(\.jsonKey), quoted: true))"
        )
      }
      try convert(.json(member.value), named: place) { input throws(InputError) in try apply(&request, input) }
      request.inputNames[member.key] = place
    }
    for flag in given.filter({ $0.option.jsonKey != "rings" }) + given.filter({ $0.option.jsonKey == "rings" }) {
      guard case .set(let apply) = flag.option.action else { continue }
      try convert(flag.input, named: flag.spelling) { input throws(InputError) in try apply(&request, input) }
      if let key = flag.option.jsonKey { request.inputNames[key] = flag.spelling }
    }
    let named = given.map(\.spelling) + (spec?.members.map(\.key) ?? [])
    let warnings = try Self.checkAnimation(request, named: named)
    return .render(
      request,
      warnings: Self.ineffectiveUnitWarnings(request.ring, named: named) + warnings
        + Self.uncoveredCharacterWarnings(request.ring, on: request.canvas))
  }

  /// A character no installed font has would be drawn as a box; say which, by code point.
  private static func uncoveredCharacterWarnings(_ ring: ProgressRing, on canvas: RingCanvas) -> [String] {
    guard let missing = try? ring.uncoveredCharacters(on: canvas), !missing.isEmpty else { return [] }
    let names = missing.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    let count = missing.count == 1 ? "a character" : "\(missing.count) characters"
    return [
      "the label has \(count) that no installed font has, drawn as a box: \(names.joined(separator: ", "))"
    ]
  }

  /// Rejects animation flags that cannot apply to the output, and warns about ones that
  /// change nothing.
  private static func checkAnimation(_ request: RenderRequest, named: [String]) throws(CommandError) -> [String] {
    guard request.output != nil else { return [] }
    let format = try request.resolvedFormat()
    let pattern = try request.framePattern()
    let animated = format.isAnimated || pattern != nil
    if pattern != nil, format != .png {
      throw .usage("-o: numbered frames are PNG files; name them like ring-%03d.png (or write one .apng or .gif)")
    }
    if request.animation.at != nil, animated {
      throw .usage("--at renders one still frame; drop it for an animated output, or write a .png, .svg or .pdf")
    }
    if !animated, request.animation.at == nil, let flag = named.first(where: AnimationSettings.inputNames.contains) {
      throw .usage(
        "\(flag) needs an animated output: -o ring.apng, ring.gif or ring-%03d.png (numbered PNG frames), or --at T for one still frame"
      )
    }
    var warnings: [String] = []
    let stillOnly = request.animation.at != nil ? "--at" : nil
    if let stillOnly, let flag = named.first(where: ["--fps", "fps", "--loop", "loop", "--jobs", "jobs"].contains) {
      warnings.append("\(flag) has no effect with \(stillOnly), which renders one still frame")
    }
    if pattern != nil, let flag = named.first(where: ["--loop", "loop"].contains) {
      warnings.append("\(flag) has no effect on numbered frames; it sets how often an APNG or GIF plays")
    }
    if request.animation.keyframes != nil,
      let ignored = named.first(where: ["--from", "from", "--duration", "duration", "--delay", "delay"].contains)
    {
      warnings.append("\(ignored) has no effect with --keyframes, which give the values and times")
    }
    if format == .gif, request.animation.fps > 50 {
      warnings.append("many GIF viewers show frames shorter than 2 cs for 10 cs; --fps 50 or less plays as meant")
    }
    return warnings
  }

  /// MB's unit flags only reach the text through `{unit}`, which the default label
  /// (`{percent}%`) does not use; say so rather than ignore them in silence.
  private static func ineffectiveUnitWarnings(_ ring: ProgressRing, named: [String]) -> [String] {
    guard let template = try? ring.labelTemplate, !template.pieces.contains(.placeholder(.unit)) else { return [] }
    let unitInputs = ["--unit-string", "unitString", "--show-unit-string", "--no-show-unit-string", "showUnitString"]
    guard let given = named.first(where: unitInputs.contains) else { return [] }
    return [
      "\(given) has no effect: the label '\(ring.label ?? "")' has no {unit}; use --label mb for MB's value and unit"
    ]
  }

  // MARK: - Matching

  /// The canonical name of every option in `arguments`, in order, for commands that accept
  /// only some options.
  func givenOptions(_ arguments: [String]) throws(CommandError) -> [String] {
    try match(arguments).map { $0.option.names[0] }
  }

  private func match(_ arguments: [String]) throws(CommandError) -> [Given] {
    var given: [Given] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), argument != "-" else {
        throw .usage("unexpected argument '\(argument)'; every input is given with a flag, such as --value \(argument)")
      }
      guard argument != "--" else {
        let rest = arguments[index...].joined(separator: " ")
        throw .usage("unexpected argument\(rest.isEmpty ? "s after --" : " '\(rest)'")")
      }
      var spelling = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        spelling = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      } else if !argument.hasPrefix("--"), argument.count > 2 {
        spelling = String(argument.prefix(2))
        inline = String(argument.dropFirst(2))
      }
      guard let option = Option.all.first(where: { $0.spellings.contains(spelling) }) else {
        if !argument.hasPrefix("--"), Option.all.contains(where: { $0.spellings.contains("-" + argument) }) {
          throw .usage("unknown option '\(argument)'; long options start with two dashes: -\(argument)")
        }
        throw .usage(
          "unknown option '\(spelling)'\(Self.suggestion(for: spelling, among: Option.all.flatMap(\.spellings), quoted: false)); see ringgen --help"
        )
      }
      if option.isSwitch {
        guard inline == nil else { throw .usage("\(spelling) takes no value") }
        given.append(Given(option: option, spelling: spelling, input: .flag(spelling != option.negatedName)))
        continue
      }
      guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
        throw .usage("\(spelling) needs a value: \(spelling) \(option.argument ?? "VALUE")")
      }
      if inline == nil { index += 1 }
      given.append(Given(option: option, spelling: spelling, input: .text(value)))
    }
    return given
  }

  // MARK: - Spec files

  private func readSpec(_ path: String) throws(CommandError) -> [JSONValue.Member] {
    let text = try readFile(path)
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw .usage("--spec \(path): \(error.description)")
    }
    guard case .object(let members) = value else {
      throw .usage("--spec \(path): expected a JSON object of properties, got \(value.excerpt)")
    }
    return members
  }

  private static func place(of member: JSONValue.Member, in path: String) -> String {
    "\(path == "-" ? "<stdin>" : path):\(member.line): \"\(member.key)\""
  }

  // MARK: - Messages

  private func convert<Value>(
    _ input: OptionInput, named name: String, _ body: (OptionInput) throws(InputError) -> Value
  ) throws(CommandError) -> Value {
    do {
      return try body(input)
    } catch {
      throw .usage("\(name): \(error.reason)")
    }
  }

  /// " (did you mean --value?)" when a known name is close, else "".
  static func suggestion(for name: String, among candidates: [String], quoted: Bool) -> String {
    guard let best = closestName(to: name, among: candidates) else { return "" }
    return quoted ? " (did you mean \"\(best)\"?)" : " (did you mean \(best)?)"
  }
}
