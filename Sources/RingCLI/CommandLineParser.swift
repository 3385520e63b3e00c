import RingCairo
import RingKit

/// What a `ringgen` command line asks for.
enum ParsedCommand: Sendable {
  case help
  case version
  /// Render `request`; `warnings` are inputs that were accepted but will have no effect.
  case render(RenderRequest, warnings: [String])
}

/// Turns a command's arguments into a ``ParsedCommand``, using ``Option/all`` for everything it
/// knows about flags and ``command`` for which of them apply and which positionals it takes.
///
/// Options and positionals come in any order; `--` ends the options. Order of application:
/// the preset (`--preset`, else the spec's `preset`), then the spec's keys, then the flags from
/// left to right, so later flags win. With ``Precedence/specWins`` (a batch line) the flags are
/// defaults instead: the line's preset and keys win over them. `--override KEY=VALUE` goes last.
struct CommandLineParser {
  /// Which of the flags and the spec wins when both give a key.
  enum Precedence: Sendable {
    /// Flags win over the spec (`--spec`, sheets, the service).
    case flagsWin
    /// The spec wins: the flags are defaults (batch lines).
    case specWins
  }

  /// The command whose arguments these are.
  var command: Command = .render
  /// Reads a file (or standard input for `-`) for `--spec`.
  var readFile: @Sendable (String) throws(CommandError) -> String
  /// Whether the warnings say what laying the text out finds: label characters no installed
  /// font has, a label too small to draw, text cut short. Finding them lays the label out with
  /// Pango a second time, so the service, which shows no warnings, turns it off.
  var warnsAboutTextLayout = true

  /// One matched flag with its value.
  struct Given {
    var option: Option
    var spelling: String
    var input: OptionInput
  }

  /// A spec's keys and where they came from, for messages (`path:line: "key": …`).
  struct Spec: Sendable {
    var path: String
    var members: [JSONValue.Member]
  }

  /// Parses `arguments`, ignoring the positionals the command takes; `spec`, when given, stands
  /// in for a `--spec` file (a line of a batch, a ring of a sheet), and `--spec` is then refused.
  func parse(
    _ arguments: [String], spec givenSpec: Spec? = nil, precedence: Precedence = .flagsWin
  ) throws(CommandError) -> ParsedCommand {
    let (parsed, _) = try parseWithPositionals(arguments, spec: givenSpec, precedence: precedence)
    return parsed
  }

  /// Parses `arguments` and returns the positionals too, at most as many as the command takes.
  func parseWithPositionals(
    _ arguments: [String], spec givenSpec: Spec? = nil, precedence: Precedence = .flagsWin
  ) throws(CommandError) -> (ParsedCommand, positionals: [String]) {
    let (given, positionals) = try split(arguments)
    let parsed = try parse(given, spec: givenSpec, precedence: precedence)
    if case .render = parsed, positionals.count > command.positionals.count {
      throw Self.unexpected(positionals[command.positionals.count], in: command)
    }
    return (parsed, positionals)
  }

  /// Parses settings already matched to their options, as ``setting(_:spelling:input:)``
  /// makes them (the service's query keys): what arguments become once split.
  func parse(settings: [Given], spec givenSpec: Spec?) throws(CommandError) -> ParsedCommand {
    try parse(settings, spec: givenSpec, precedence: .flagsWin)
  }

  /// A flag given as `spelling` with `input`, refused when the command does not take it.
  func setting(_ option: Option, spelling: String, input: OptionInput) throws(CommandError) -> Given {
    try checkAccepted(option, spelling: spelling)
    return Given(option: option, spelling: spelling, input: input)
  }

  /// Refuses an option the command does not take.
  private func checkAccepted(_ option: Option, spelling: String) throws(CommandError) {
    guard command.accepts(option) else { throw .usage(Self.notAccepted(spelling, option, by: command)) }
  }

  private func parse(
    _ given: [Given], spec givenSpec: Spec?, precedence: Precedence
  ) throws(CommandError)
    -> ParsedCommand
  {
    func last(_ role: Option.Role) -> Given? { given.last { $0.option.role == role } }
    if last(.help) != nil { return .help }
    if last(.version) != nil { return .version }

    var spec = givenSpec
    if let specFlag = last(.spec), case .text(let path) = specFlag.input {
      guard spec == nil else { throw .usage("--spec: each \(spec?.path ?? "entry") already gives the properties") }
      spec = Spec(path: path, members: try readSpec(path))
    }

    var preset = ProgressRing.Preset.default
    let presetFlag = last(.preset)
    let specPreset = spec?.members.first { $0.key == RenderSpec.Key.preset.rawValue }
    let forcedPreset = try overrides(in: given).last { $0.key == RenderSpec.Key.preset.rawValue }
    // The preset the ring starts from: `--override preset=…` first, as overrides are forced;
    // then a --preset flag's over the spec's key, unless the flags are defaults (a batch
    // line), whose own preset then wins.
    if let forcedPreset {
      preset = try convert(.text(forcedPreset.value), named: "--override \(forcedPreset.key)") {
        input throws(InputError) in
        try input.choice(ProgressRing.Preset.self)
      }
    } else if precedence == .specWins, let spec, let member = specPreset {
      preset = try convert(.json(member.value), named: Self.place(of: member.key, line: member.line, in: spec.path)) {
        input throws(InputError) in
        try input.choice(ProgressRing.Preset.self)
      }
    } else if let presetFlag {
      preset = try convert(presetFlag.input, named: presetFlag.spelling) { input throws(InputError) in
        try input.choice(ProgressRing.Preset.self)
      }
    }

    var request = RenderRequest(preset: preset)
    // Concentric rings start from the ring every other key describes, so `rings` goes last
    // from every source: the other keys in precedence order (flags and spec as the
    // precedence says, then overrides), then `rings` in the same order.
    let isRings = { (key: String?) in key == RenderSpec.Key.rings.rawValue }
    let members = spec?.members ?? []
    let flagsFirst = precedence == .specWins
    for rings in [false, true] {
      let flags = given.filter { isRings($0.option.jsonKey) == rings }
      if flagsFirst { try apply(flags, to: &request) }
      if let spec {
        try apply(
          members.filter { isRings($0.key) == rings }, of: spec, readPreset: !rings && presetFlag == nil && !flagsFirst,
          to: &request)
      }
      if !flagsFirst { try apply(flags, to: &request) }
      for override in request.run.overrides where isRings(override.key) == rings {
        guard let option = Option.keyed(override.key),
          case .set(let apply) = option.action
        else { continue }  // the key was checked when --override was read
        let name = "--override \(override.key)"
        try convert(.text(override.value), named: name) { input throws(InputError) in try apply(&request, input) }
        request.inputNames[override.key] = name
      }
    }
    // A batch's flags are defaults, for the lines they fit: an animation flag is no error on a
    // still line (its --jobs is how many lines render at once anyway). Overrides are forced,
    // so they are checked like the line's own keys.
    let named =
      (flagsFirst ? [] : given.map(\.spelling)) + members.map(\.key)
      + request.run.overrides.map { "--override \($0.key)" }
    let warnings =
      try Self.checkAnimation(request, named: named) + Self.checkGlyph(request, named: named)
      + Self.ineffectiveInputWarnings(request, named: named)
    if command.sections.contains(.canvas) { try Self.checkCanvas(request) }
    // Only a command that draws this ring's text lays it out to look for missing characters:
    // `help`, `completions` and `manual` parse the general options into a request too, and
    // laying text out loads Pango.
    let drawsText = command.sections.contains(.text)
    return .render(
      request,
      warnings: Self.ineffectiveUnitWarnings(request.ring, named: named) + warnings
        + (drawsText && warnsAboutTextLayout
          ? Self.uncoveredCharacterWarnings(request.ring, on: request.canvas) : [])
        + (warnsAboutTextLayout && (command.name == Command.render.name || command.name == Command.batch.name)
          ? Self.smallTextWarnings(request) : []))
  }

  /// A label too small to read is left out (see `RingLayout.omittedLabelPixels`), and text too
  /// long to fit at the smallest legible size is cut short; say which, once.
  /// Terminal text (`.ans`, or no output: the terminal itself) is drawn as the terminal's
  /// characters, so it has no size to check.
  private static func smallTextWarnings(_ request: RenderRequest) -> [String] {
    // An invalid canvas is reported as an error when the ring is drawn; nothing to warn about.
    guard request.output != nil, (try? request.canvas.validate()) != nil,
      let format = try? request.resolvedFormat(), format.kind != .text
    else { return [] }
    let scale = format.isRaster ? request.canvas.scale : 1
    guard
      let layout = try? RingLayout(
        ring: request.ring, width: request.canvas.width, height: request.canvas.height, scale: scale)
    else { return [] }
    let floor = FixedPoint.compact(RingLayout.minimumLabelPixels)
    if let pixels = layout.omittedLabelPixels {
      let size = KeyDescriptor.sizeText(of: request.canvas)
      return [
        "the label is left out: on a \(size)-pt canvas at \(FixedPoint.compact(scale)) px per pt it would be \(FixedPoint.format(pixels, places: 1)) px tall, under \(floor) px; a larger --size or --scale shows it, --label-fit none draws it anyway"
      ]
    }
    guard (try? request.ring.ellipsizesText(on: request.canvas, as: format)) == true else { return [] }
    return [
      "the text does not fit inside the ring at \(floor) px and is cut short with '…'; shorter text, a larger --size or --scale shows all of it, --label-fit none draws it whole over the bands"
    ]
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

  /// Inputs that were given but change nothing in this output, said rather than ignored.
  private static func ineffectiveInputWarnings(_ request: RenderRequest, named: [String]) -> [String] {
    func given(_ keys: [RenderSpec.Key]) -> String? {
      let names = RenderSpec.Key.inputNames(of: keys)
      return named.first { names.contains($0.hasPrefix("--override ") ? String($0.dropFirst(11)) : $0) }
    }
    var warnings: [String] = []
    if let caption = given([.caption]), !request.ring.showValueString, !(request.ring.caption ?? "").isEmpty {
      let hidden = given([.showValueString]) ?? RenderSpec.Key.showValueString.descriptor.negation ?? ""
      warnings.append("\(caption) has no effect with \(hidden): the caption is drawn under the value")
    }
    guard let output = request.output, output != "-", let format = try? request.resolvedFormat() else {
      return warnings
    }
    // `--scale` sets the pixels of rasters; vectors are in points and terminal text in cells.
    if !format.isRaster, let scale = given([.scale]) {
      let scaled = ImageFormat.allCases.filter(\.isRaster).map(\.name)
      let list = scaled.dropLast().joined(separator: ", ") + " and " + (scaled.last ?? "")
      warnings.append("\(scale) has no effect on \(format.name) output; it sets the pixels per point of \(list)")
    }
    if let chosen = request.format, let flag = given([.format]), (try? request.framePattern()) == nil,
      let named = ImageFormat(pathExtensionOf: output), !chosen.canBeNamed(output)
    {
      warnings.append(
        "\(flag) \(chosen.name) writes \(chosen.name) to '\(output)', whose extension names \(named.name)")
    }
    return warnings
  }

  /// Rejects animation flags that cannot apply to the output, and warns about ones that
  /// change nothing.
  private static func checkAnimation(_ request: RenderRequest, named: [String]) throws(CommandError) -> [String] {
    guard request.output != nil else { return [] }
    // `--override fps` is checked as the key it forces.
    func given(_ names: [String]) -> String? {
      named.first { names.contains($0.hasPrefix("--override ") ? String($0.dropFirst(11)) : $0) }
    }
    let format = try request.resolvedFormat()
    let pattern = try request.framePattern()
    let animated = format.isAnimated || pattern != nil || (format == .svg && request.animation.animatesSVG)
    if pattern != nil, format != .png {
      throw .usage("-o: numbered frames are PNG files; name them like ring-%03d.png (or write one .apng or .gif)")
    }
    if request.animation.at != nil, animated {
      throw .usage("--at renders one still frame; drop it for an animated output, or write a .png, .svg or .pdf")
    }
    if !animated, request.animation.at == nil, let flag = given(Array(AnimationSettings.inputNames)) {
      throw .usage(
        "\(flag) needs an animated output: -o ring.apng, ring.gif, ring-%03d.png (numbered PNG frames) or --format animated-webp, or --at T for one still frame"
      )
    }
    var warnings: [String] = []
    let stillOnly = request.animation.at != nil ? RenderSpec.Key.at.flag : nil
    if let stillOnly, let flag = given(RenderSpec.Key.inputNames(of: [.fps, .loop, .jobs])) {
      warnings.append("\(flag) has no effect with \(stillOnly), which renders one still frame")
    }
    if pattern != nil, let flag = given(RenderSpec.Key.inputNames(of: [.loop])) {
      warnings.append("\(flag) has no effect on numbered frames; it sets how often an APNG or GIF plays")
    }
    if request.animation.keyframes != nil,
      let ignored = given(RenderSpec.Key.inputNames(of: [.from, .duration, .delay]))
    {
      warnings.append("\(ignored) has no effect with --keyframes, which give the values and times")
    }
    if format == .gif, request.animation.fps > 50 {
      warnings.append("many GIF viewers show frames shorter than 2 cs for 10 cs; --fps 50 or less plays as meant")
    }
    return warnings
  }

  /// A glyph is one character in the terminal's own font: a size, a scale or a text ring's
  /// columns and characters have nothing to set, so they are refused; `--glyphs` on another
  /// format is said to do nothing.
  private static func checkGlyph(_ request: RenderRequest, named: [String]) throws(CommandError) -> [String] {
    func given(_ keys: [RenderSpec.Key]) -> String? {
      let names = RenderSpec.Key.inputNames(of: keys)
      return named.first { names.contains($0.hasPrefix("--override ") ? String($0.dropFirst(11)) : $0) }
    }
    let format = request.format ?? (request.output == nil ? nil : try? request.resolvedFormat())
    let glyph = RenderSpec.Key.format.descriptor.flag + " " + ImageFormat.glyph.name
    if format == .glyph, let flag = given([.size, .scale, .columns, .cellAspect, .symbols, .graphics]) {
      throw .usage("\(flag): \(glyph) is one character in the terminal's font, which \(flag) cannot change; remove it")
    }
    if format != .glyph, let flag = given([.glyphs]) {
      return ["\(flag) has no effect without \(glyph); it sets the one character's style"]
    }
    return []
  }

  /// Refuses a canvas no output can have (a side over 16 384 points, or over 16 384 pixels for
  /// a raster) here, naming the flag or spec key, before anything estimates what drawing it
  /// would hold: `--memory-limit`'s estimate of an impossible canvas blames the wrong input.
  private static func checkCanvas(_ request: RenderRequest) throws(CommandError) {
    guard request.output != nil else { return }
    let format = try request.resolvedFormat()
    let pattern = try request.framePattern()
    let isRaster = format.isRaster || pattern != nil
    do throws(RingValidationError) {
      try isRaster ? request.canvas.validateRaster() : request.canvas.validate()
    } catch {
      throw CommandError(error, names: request.inputNames)
    }
  }

  /// MB's unit flags only reach the text through `{unit}`, which the default label
  /// (`{percent}%`) does not use; say so rather than ignore them in silence.
  private static func ineffectiveUnitWarnings(_ ring: ProgressRing, named: [String]) -> [String] {
    guard let template = try? ring.labelTemplate, !template.pieces.contains(.placeholder(.unit)) else { return [] }
    let unitInputs = RenderSpec.Key.inputNames(of: [.unitString, .showUnitString])
    guard let given = named.first(where: unitInputs.contains) else { return [] }
    return [
      "\(given) has no effect: the label '\(ring.label ?? "")' has no {unit}; use --label mb for MB's value and unit"
    ]
  }

  /// Applies spec members through RingKit's schema, as `RenderSpec`'s Codable does.
  private func apply(
    _ members: [JSONValue.Member], of spec: Spec, readPreset: Bool, to request: inout RenderRequest
  ) throws(CommandError) {
    guard !members.isEmpty else { return }
    var described = request.spec
    do throws(RenderSpec.KeyError) {
      try described.apply(members, readPreset: readPreset)
    } catch {
      throw .usage("\(Self.place(of: error.key, line: error.line, in: spec.path)): \(error.reason)")
    }
    request.spec = described
    for member in members where member.key != RenderSpec.Key.preset.rawValue {
      request.inputNames[member.key] = Self.place(of: member.key, line: member.line, in: spec.path)
    }
  }

  /// The `--override` values among `given`, read as the option reads them.
  private func overrides(in given: [Given]) throws(CommandError) -> [RunSettings.Override] {
    var scratch = RenderRequest()
    try apply(given.filter { $0.option.section == .batch }, to: &scratch)
    return scratch.run.overrides
  }

  /// Applies the flags' settings from left to right.
  private func apply(_ given: [Given], to request: inout RenderRequest) throws(CommandError) {
    for flag in given {
      guard case .set(let apply) = flag.option.action else { continue }
      try convert(flag.input, named: flag.spelling) { input throws(InputError) in try apply(&request, input) }
      if let key = flag.option.jsonKey { request.inputNames[key] = flag.spelling }
    }
  }

  // MARK: - Matching

  /// The flags and the positionals of `arguments`, in order. A flag is matched against every
  /// option so that one of another command is named as such. Short switches may be bundled
  /// as getopt bundles them: `-qo ring.png` and `-qoring.png` are `-q -o ring.png`.
  private func split(_ arguments: [String]) throws(CommandError) -> (given: [Given], positionals: [String]) {
    var given: [Given] = []
    var positionals: [String] = []
    var optionsEnded = false
    var index = 0
    // The rest of a bundle of short options, after a switch: `-o ring.png` of `-qo ring.png`.
    var bundled: (rest: String, bundle: String)?
    while index < arguments.count || bundled != nil {
      let argument: String
      let bundle: String?
      if let (rest, word) = bundled {
        (argument, bundle) = (rest, word)
        bundled = nil
      } else {
        (argument, bundle) = (arguments[index], nil)
        index += 1
      }
      guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      guard argument != "--" else {
        optionsEnded = true
        continue
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
      let isLongWithOneDash =
        bundle == nil && !argument.hasPrefix("--") && argument.count > 2 && Option.named("-" + argument) != nil
      guard let option = Option.named(spelling), !isLongWithOneDash else {
        if isLongWithOneDash {
          throw .usage("unknown option '\(argument)'; long options start with two dashes: -\(argument)")
        }
        let known = command.options.flatMap(\.spellings)
        let within = bundle.map { " in '\($0)'" } ?? ""
        throw .usage(
          "unknown option '\(spelling)'\(within)\(Self.suggestion(for: spelling, among: known, quoted: false)); see \(command.invocation) --help"
        )
      }
      try checkAccepted(option, spelling: spelling)
      if option.isSwitch {
        if let inline, !argument.hasPrefix("--") {
          // A bundle: the letters after a short switch are short options too.
          bundled = ("-" + inline, bundle ?? argument)
        } else if inline != nil {
          throw .usage("\(spelling) takes no value")
        }
        given.append(Given(option: option, spelling: spelling, input: .flag(spelling != option.negatedName)))
        continue
      }
      guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
        throw .usage("\(spelling) needs a value: \(spelling) \(option.argument ?? "VALUE")")
      }
      if inline == nil { index += 1 }
      given.append(Given(option: option, spelling: spelling, input: .text(value)))
    }
    return (given, positionals)
  }

  /// "--fps is an option of ringgen and batch, not of watch".
  private static func notAccepted(_ spelling: String, _ option: Option, by command: Command) -> String {
    let message = "\(spelling) is an option of \(Command.owners(of: option.section)), not of \(command.name)"
    guard command.name == Command.sheet.name, Option.Section.ring.contains(option.section) else { return message }
    return message + "; ring properties go in the sheet's \"style\" or \"rings\""
  }

  /// A positional the command does not take.
  private static func unexpected(_ argument: String, in command: Command) -> CommandError {
    guard !command.positionals.isEmpty else {
      return .usage("unexpected argument '\(argument)'; every input is given with a flag, such as --value \(argument)")
    }
    let names = command.positionals.map(\.name).joined(separator: " ")
    return .usage("unexpected argument '\(argument)'; \(command.invocation) takes \(names) and options")
  }

  // MARK: - Spec files

  private func readSpec(_ path: String) throws(CommandError) -> [JSONValue.Member] {
    let text = try readFile(path)
    do throws(JSONParser.ObjectFailure) {
      return try JSONParser.parseObject(text)
    } catch {
      throw .usage("--spec \(path): \(error.reason(expecting: "of properties"))")
    }
  }

  private static func place(of key: String, line: Int, in path: String) -> String {
    "\(path == "-" ? "<stdin>" : path):\(line): \"\(key)\""
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
    // A name that differs only in case (`-v` for `-V`) is the best guess.
    let sameLetters = candidates.first { $0.lowercased() == name.lowercased() }
    guard let best = sameLetters ?? closestName(to: name, among: candidates) else { return "" }
    return quoted ? " (did you mean \"\(best)\"?)" : " (did you mean \(best)?)"
  }
}
