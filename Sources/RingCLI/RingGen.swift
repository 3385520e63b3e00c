import FoundationEssentials
import RingCairo
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
      console.writeError("ringgen: error: \(error.message)\n")
      return error.exitCode
    }
  }

  static func run(_ arguments: [String], console: Console) throws(CommandError) {
    if arguments.first == "watch" {
      try WatchCommand.run(Array(arguments.dropFirst()), console: console)
      return
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
        try renderTerminal(request, to: nil, console: console)
        return
      }
      throw .usage("no output file: add -o FILE (.png, .svg, .pdf or .ans), or -o - for standard output")
    }
    let format = try request.resolvedFormat()
    guard let imageFormat = format.imageFormat else {
      try renderTerminal(request, to: output, console: console)
      return
    }
    if output == "-", console.outputIsTerminal, format.isBinary {
      throw .usage("refusing to write \(format.rawValue.uppercased()) to a terminal; redirect standard output or use -o FILE")
    }
    let data: Data
    do {
      data = try request.ring.render(as: imageFormat, on: request.canvas)
    } catch .invalid(let error) {
      throw .usage("\(flagName(for: error.property)): \(error.reason)")
    } catch {
      throw .runtime(error.description)
    }
    if output == "-" {
      try console.writeOutput(Array(data))
    } else {
      try FileSystem.writeAtomically(data, to: output)
    }
  }

  /// The flag that sets a ring or canvas property named in a ``RingValidationError``.
  static func flagName(for property: String) -> String {
    switch property {
    case "width", "height": return "--size"
    case "pixels": return "--size/--scale"
    default: return Option.all.first { $0.jsonKey == property }?.names.first ?? property
    }
  }
}
