import RingKit

/// The `ringgen` command: parses arguments, renders, writes, and maps failures to exit codes.
///
/// ```swift
/// let status = RingGen.main(["--value", "15", "--max", "30", "-o", "ring.png"])
/// ```
package enum RingGen {
  /// The version `--version` prints: the package's, from the VERSION file.
  package static let version = PackageVersion.number

  /// Runs `ringgen` with `arguments` (without the program name) and returns its exit status:
  /// 0 on success, 64 for bad input (nothing is written), 1 when rendering or writing fails
  /// (or, for `compare`, when the images differ).
  /// Errors go to `console` as one line, `ringgen: error: …`.
  package static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
    do throws(CommandError) {
      if let (command, rest) = try Command.find(in: arguments) {
        return try command.run(rest, console)
      }
      // Without a command word, --help is the overview rather than render's options.
      try render(arguments, console: console, helpIsOverview: true)
      return 0
    } catch {
      console.writeError("ringgen: error: \(error.message.escapingControlCharacters)\n")
      return error.exitCode
    }
  }

  /// `ringgen [OPTIONS]`: one ring, to a file or this terminal.
  static func render(_ arguments: [String], console: Console, helpIsOverview: Bool = false) throws(CommandError) {
    guard
      let (request, _) = try requestAndPositionals(
        from: arguments, parser: parser(console: console), console: console, helpIsOverview: helpIsOverview)
    else { return }
    try RenderCommand(request: request, console: request.run.quiet ? console.quieted() : console).run()
  }

  /// Parses `arguments` for any command. `--help` and `--version` are answered here and give
  /// nil; otherwise the request, with its warnings written to standard error unless the
  /// command reports them itself or `--quiet` is given.
  static func request(
    from arguments: [String], parser: CommandLineParser, console: Console, writingWarnings: Bool = true
  ) throws(CommandError) -> RenderRequest? {
    guard let (request, _) = try requestAndPositionals(from: arguments, parser: parser, console: console) else {
      return nil
    }
    return request
  }

  /// ``request(from:parser:console:writingWarnings:)`` for a command that takes positionals.
  static func requestAndPositionals(
    from arguments: [String], parser: CommandLineParser, console: Console, writingWarnings: Bool = true,
    precedence: CommandLineParser.Precedence = .flagsWin, helpIsOverview: Bool = false
  ) throws(CommandError) -> (RenderRequest, positionals: [String])? {
    let (parsed, positionals) = try parser.parseWithPositionals(arguments, precedence: precedence)
    switch parsed {
    case .help:
      let help =
        helpIsOverview ? HelpText.overview(version: version) : HelpText.render(parser.command, version: version)
      try console.writeOutput(Array(help.utf8))
      return nil
    case .version:
      try console.writeOutput(Array("ringgen \(version)\n".utf8))
      return nil
    case .render(let request, let warnings):
      if writingWarnings, !request.run.quiet {
        for warning in warnings { console.writeError("ringgen: warning: \(warning.escapingControlCharacters)\n") }
      }
      return (request, positionals)
    }
  }

  /// The parser, reading `--spec` files (and `--spec -`) through `console`. A spec that
  /// cannot be read is bad input like any other: exit 64, nothing written.
  static func parser(console: Console, command: Command = .render) -> CommandLineParser {
    CommandLineParser(command: command) { path throws(CommandError) in
      do throws(CommandError) {
        return try console.readText(path, limit: 1 << 20)
      } catch {
        throw .usage("--spec: \(error.message)")
      }
    }
  }
}
