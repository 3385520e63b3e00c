import RingCairo
import RingKit
import RingRenderer

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
    /// Flags win over the spec (`--spec`, sheets).
    case flagsWin
    /// The spec wins: the flags are defaults (batch lines).
    case specWins
  }

  /// The command whose arguments these are.
  var command: Command = .render
  /// Reads a file (or standard input for `-`) for `--spec`.
  var readFile: @Sendable (String) throws(CommandError) -> String

  /// One matched flag with its value.
  struct Given {
    var option: Option
    var spelling: String
    var input: OptionInput

    /// The flag as a setting of the spec's key (`--preset` too), or nil for an option of the
    /// command line's own.
    var setting: SpecSetting? {
      let key = option.role == .preset ? RenderSpec.Key.preset : option.jsonKey.flatMap(RenderSpec.Key.init(rawValue:))
      return key.map { SpecSetting($0, named: spelling, to: input) }
    }
  }

  /// A spec's keys and where they came from, for messages (`path:line: "key": …`).
  typealias Spec = SpecDocument

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

    // The command line's own options set the run, not the spec: read first, in order.
    var request = RenderRequest()
    try apply(given.filter { $0.option.jsonKey == nil && $0.option.role == .setting }, to: &request)
    let reading = SpecReading(
      settings: given.compactMap(\.setting), document: spec,
      overrides: request.run.overrides.compactMap { override in
        RenderSpec.Key(rawValue: override.key).map {
          SpecSetting($0, named: "--override \(override.key)", to: .text(override.value))
        }
      },
      documentWins: precedence == .specWins)
    do throws(SpecError) {
      let read = try reading.read()
      request.spec = read.spec
      request.inputNames = read.places
    } catch {
      throw CommandError(error)
    }
    let members = spec?.members ?? []
    let flagsFirst = precedence == .specWins
    // A batch's flags are defaults, for the lines they fit: an animation flag is no error on a
    // still line (its --jobs is how many lines render at once anyway). Overrides are forced,
    // so they are checked like the line's own keys.
    let named =
      (flagsFirst ? [] : given.map(\.spelling)) + members.map(\.key)
      + request.run.overrides.map { "--override \($0.key)" }
    do throws(SpecError) {
      let warnings = try Renderer.check(
        request.spec, names: InputNames(given: named, places: request.inputNames), checks: checks)
      return .render(request, warnings: warnings.map(\.message))
    } catch {
      throw CommandError(error)
    }
  }

  /// The renderer's checks this command asks for. Only a command that draws this ring's text
  /// lays it out to look for missing characters: `help`, `completions` and `manual` parse the
  /// general options into a request too, and laying text out loads Pango.
  private var checks: Renderer.Checks {
    // Not `[]`: the array literal goes through a generic initializer whose first use has the
    // runtime scan every conformance in the program.
    var checks = Renderer.Checks()
    if command.sections.contains(.topic(.canvas)) { checks.insert(.canvas) }
    if command.sections.contains(.topic(.text)) { checks.insert(.glyphCoverage) }
    if command.name == Command.render.name || command.name == Command.batch.name {
      checks.insert(.textFit)
    }
    return checks
  }

  /// Applies the command line's own options from left to right.
  private func apply(_ given: [Given], to request: inout RenderRequest) throws(CommandError) {
    for flag in given {
      guard case .set(let apply) = flag.option.action else { continue }
      try convert(flag.input, named: flag.spelling) { input throws(InputError) in try apply(&request, input) }
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
  static func notAccepted(_ spelling: String, _ option: Option, by command: Command) -> String {
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
    closestNameHint(to: name, among: candidates, quoted: quoted)
  }
}
