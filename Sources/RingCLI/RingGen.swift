import RingKit

/// The `ringgen` command: parses arguments, renders, writes, and maps failures to exit codes.
///
/// ```swift
/// let status = RingGen.main(["--value", "15", "--max", "30", "-o", "ring.png"])
/// ```
public enum RingGen {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// Runs `ringgen` with `arguments` (without the program name) and returns its exit status:
  /// 0 on success, 64 for bad input (nothing is written), 1 when rendering or writing fails.
  /// Errors go to `console` as one line, `ringgen: error: …`.
  public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
    do throws(CommandError) {
      try run(arguments, console: console)
      return 0
    } catch {
      // An empty message means the command has reported its failures itself (batch).
      if !error.message.isEmpty { console.writeError("ringgen: error: \(error.message)\n") }
      return error.exitCode
    }
  }

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    switch arguments.first {
    case "batch": return try BatchCommand(console: console).run(Array(arguments.dropFirst()))
    case "sheet": return try SheetCommand(console: console).run(Array(arguments.dropFirst()))
    case "watch": return try WatchCommand.run(Array(arguments.dropFirst()), console: console)
    default: break
    }
    switch try parser(console: console).parse(arguments) {
    case .help:
      try console.writeOutput(Array(HelpText.render(version: version).utf8))
    case .version:
      try console.writeOutput(Array("ringgen \(version)\n".utf8))
    case .render(let request, let warnings):
      for warning in warnings { console.writeError("ringgen: warning: \(warning)\n") }
      try render(request, console: console)
    }
  }

  /// The parser, reading `--spec` files (and `--spec -`) through `console`.
  static func parser(console: Console) -> CommandLineParser {
    CommandLineParser { path throws(CommandError) in
      // A spec that cannot be read is bad input like any other: exit 64, nothing written.
      let bytes: [UInt8]
      do throws(CommandError) {
        bytes = path == "-" ? try console.readInput() : try FileSystem.contents(of: path)
      } catch {
        throw .usage("--spec: \(error.message)")
      }
      guard bytes.count <= 1 << 20 else { throw .usage("--spec: cannot read '\(path)': it is larger than 1024 KiB") }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .usage("--spec \(path): the file is not UTF-8 text")
      }
      return text
    }
  }

  /// Renders the request completely before touching the output, so a failure writes nothing.
  static func render(_ request: RenderRequest, console: Console) throws(CommandError) {
    guard let output = request.output else {
      if console.outputIsTerminal, [nil, .ansi].contains(request.format) {
        try renderTerminal(request.stillFrame(), to: nil, console: console)
        return
      }
      throw .usage(
        "no output file: add -o FILE (.png, .svg, .pdf, .apng, .gif or .ans, or a pattern such as ring-%03d.png), or -o - for standard output"
      )
    }
    if try request.resolvedFormat() == .ansi {
      try renderTerminal(request.stillFrame(), to: output, console: console)
      return
    }
    try RenderCommand(request: request, console: console).run()
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
