import RingKit

/// The `ringgen` command: parses arguments, renders, writes, and maps failures to exit codes.
///
/// ```swift
/// let status = RingGen.main(["--value", "15", "--max", "30", "-o", "ring.png"])
/// ```
public enum RingGen {
  /// The version `--version` prints: the package's, from the VERSION file.
  public static let version = PackageVersion.number

  /// Runs `ringgen` with `arguments` (without the program name) and returns its exit status:
  /// 0 on success, 64 for bad input (nothing is written), 1 when rendering or writing fails
  /// (or, for `compare`, when the images differ).
  /// Errors go to `console` as one line, `ringgen: error: …`.
  public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
    do throws(CommandError) {
      // compare's status tells whether the images differ, like cmp(1): 1 is an answer, not an error.
      if arguments.first == "compare" { return try CompareCommand(console: console).run(Array(arguments.dropFirst())) }
      try run(arguments, console: console)
      return 0
    } catch {
      console.writeError("ringgen: error: \(error.message.escapingControlCharacters)\n")
      return error.exitCode
    }
  }

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    switch arguments.first {
    case "batch": return try BatchCommand(console: console).run(Array(arguments.dropFirst()))
    case "sheet": return try SheetCommand(console: console).run(Array(arguments.dropFirst()))
    case "watch": return try WatchCommand.run(Array(arguments.dropFirst()), console: console)
    case "serve": return try ServeCommand.run(Array(arguments.dropFirst()), console: console)
    case ManualText.command: return try ManualText.run(Array(arguments.dropFirst()), version: version, console: console)
    default: break
    }
    guard let request = try request(from: arguments, parser: parser(console: console), console: console) else { return }
    try RenderCommand(request: request, console: console).run()
  }

  /// Parses `arguments` for any command. `--help` and `--version` are answered here and give
  /// nil; otherwise the request, with its warnings written to standard error unless the
  /// command reports them itself.
  static func request(
    from arguments: [String], parser: CommandLineParser, console: Console, writingWarnings: Bool = true
  ) throws(CommandError) -> RenderRequest? {
    switch try parser.parse(arguments) {
    case .help:
      try console.writeOutput(Array(HelpText.render(version: version).utf8))
      return nil
    case .version:
      try console.writeOutput(Array("ringgen \(version)\n".utf8))
      return nil
    case .render(let request, let warnings):
      if writingWarnings {
        for warning in warnings { console.writeError("ringgen: warning: \(warning.escapingControlCharacters)\n") }
      }
      return request
    }
  }

  /// The parser, reading `--spec` files (and `--spec -`) through `console`. A spec that
  /// cannot be read is bad input like any other: exit 64, nothing written.
  static func parser(console: Console) -> CommandLineParser {
    CommandLineParser { path throws(CommandError) in
      do throws(CommandError) {
        return try console.readText(path, limit: 1 << 20)
      } catch {
        throw .usage("--spec: \(error.message)")
      }
    }
  }

  /// The JSON keys that set a ring, canvas or animation property named in a
  /// ``RingValidationError``.
  static func jsonKeys(for property: String) -> [String] {
    switch property {
    case "width", "height": return ["size"]
    case "pixels": return ["size", "scale"]
    case "to": return ["value"]
    case "frames": return ["duration", "fps"]
    default: return [property]
    }
  }

  /// The flag that sets a ring, canvas or animation property named in a ``RingValidationError``.
  static func flagName(for property: String) -> String {
    switch property {
    case "width", "height": return "--size"
    case "pixels": return "--size/--scale"
    case "to": return "--value"
    case "frames": return "--duration/--fps"
    default: return Option.all.first { $0.jsonKey == property }?.names.first ?? property
    }
  }
}
