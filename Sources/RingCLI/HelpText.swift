import RingCairo
import RingKit

/// `ringgen`'s help, generated from ``Command/all`` and ``Option/all``: the overview
/// (`ringgen --help`, `ringgen help`) and each command's usage and options (`ringgen help CMD`,
/// `ringgen CMD --help`).
enum HelpText {
  static let width = 80
  private static let helpColumn = 32

  /// The options the overview lists, by first spelling: keys of the schema, then `--spec` and
  /// the general options.
  static let mostUsed =
    [RenderSpec.Key.value, .maxValue, .size, .output, .format, .preset].map { $0.descriptor.flagNames[0] } + ["--spec"]
    + [RenderSpec.Key.label, .progressColor, .duration, .columns].map { $0.descriptor.flagNames[0] } + [
      "-q", "-h", "-V",
    ]

  /// `ringgen --help`: usage, the commands, the most used options and where to read more.
  static func overview(version: String) -> String {
    var lines = wrap("ringgen \(version): \(summary)", indent: "")
    lines += [
      "",
      "USAGE: ringgen [OPTIONS] -o FILE     one ring to a file (- for standard output)",
      "       ringgen [OPTIONS]             the ring, on this terminal",
      "       ringgen COMMAND [ARGUMENTS] [OPTIONS]",
      "",
      "COMMANDS",
    ]
    for command in Command.all {
      lines += entry(
        left: "  " + command.name, help: command.summary + (command.isDefault ? " (the default)" : ""), column: 16)
    }
    lines += ["", "MOST USED OPTIONS"]
    for name in mostUsed {
      guard let option = Option.all.first(where: { $0.names[0] == name }) else { continue }
      lines += entry(for: option)
    }
    lines += ["", "EXAMPLES"]
    lines += examples.map { "  " + $0 }
    lines.append("")
    lines += wrap(
      "See 'ringgen help COMMAND' for a command's usage and options ('ringgen help render' for every ring option), and 'ringgen manual' for the manual page.",
      indent: "")
    lines.append("")
    lines += wrap("Exit status: " + exitStatus, indent: "")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One command's help: its usage, what it does, and the options it takes, grouped, with
  /// their defaults.
  static func render(_ command: Command, version: String) -> String {
    let usage = command.usage.map { "ringgen " + $0 }
    var lines = ["USAGE: " + usage[0]] + usage.dropFirst().map { "       " + $0 }
    lines.append("")
    lines += wrap(command.description, indent: "")
    lines.append("")
    for section in command.sections {
      lines.append(section.heading)
      for option in Option.all where option.section == section {
        lines += entry(for: option, formats: command.formats)
      }
      lines.append("")
    }
    for section in command.ownSections {
      lines.append(section.title)
      for option in section.options {
        lines += entry(
          spellings: option.spellings, argument: option.argument, help: option.help, defaultText: option.defaultText)
      }
      lines.append("")
    }
    if command.sections.contains(where: Option.Section.ring.contains) {
      lines += wrap("Colours: \(RingColor.acceptedForms).", indent: "")
      lines.append("")
    }
    if command.sections.contains(.topic(.motion)) {
      lines += wrap(
        "Easings: \(Easing.named.map(\.name).joined(separator: ", ")); \(Easing.parameterizedForms).", indent: "")
      lines.append("")
    }
    let shown = examples.filter { example in
      example.split(separator: " ").contains { $0 == "ringgen" }
        && (Command.named(example.components(after: "ringgen")) ?? .render).name == command.name
    }
    if !(shown + command.examples).isEmpty {
      lines.append("EXAMPLES")
      lines += (shown + command.examples).map { "  " + $0 }
      lines.append("")
    }
    lines += wrap("Exit status: " + (command.exitStatus ?? exitStatus), indent: "")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `ringgen help [COMMAND]`.
  static func runHelpCommand(_ arguments: [String], console: Console) throws(CommandError) {
    let help: String
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return try console.writeOutput(Array(render(.help, version: RingGen.version).utf8))
    }
    switch arguments.count {
    case 0: help = overview(version: RingGen.version)
    case 1:
      guard let command = Command.named(arguments[0]) else {
        let names = Command.all.map(\.name)
        throw .usage(
          "help: no command '\(arguments[0])'\(CommandLineParser.suggestion(for: arguments[0], among: names, quoted: false)); the commands are \(names.joined(separator: ", "))"
        )
      }
      help = render(command, version: RingGen.version)
    default: throw .usage("help takes one command, as in ringgen help batch")
    }
    try console.writeOutput(Array(help.utf8))
  }

  // The prose that `--help` and the manual (``ManualText``) share.

  /// What `ringgen` is, after its name and version.
  static let summary =
    "the MBCircularProgressBar ring, drawn headless to "
    + (ImageFormat.fileFormatNames + ["numbered PNG frames"]).joinedAsProse("or") + ", or as text in a terminal."

  /// `ringgen batch`, after its name.
  static let batchDescription =
    "renders many rings from JSON Lines: each line has the keys of --spec plus \"output\". The options given to batch are defaults that each line's keys win over, as a sheet's \"style\" is; --override KEY=VALUE forces a key over every line; -o and --spec do not apply, since each line names its own output and is itself a spec. Lines render on --jobs threads; bad lines are reported with their numbers while the others are written, and the exit status is 1 if any failed."

  /// `ringgen sheet`, after its name.
  static let sheetDescription =
    "lays rings with captions out on pages for reports: SHEET.json has \"title\", \"page\" (A4, Letter or WxH points), \"columns\", \"rows\", \"margin\", a shared \"style\" and \"rings\" (ring keys plus \"caption\"). A PDF gets every page; PNG and SVG the first, and a pattern such as report-%02d.png every page as a PNG, from 01."

  /// `ringgen serve`, after its name.
  static let serveDescription =
    "answers HTTP requests with rings: GET /ring.png?value=15&maxValue=30 (also \(ImageFormat.proseRouteExtensions.dropFirst().dropLast().joined(separator: ", ")), and \(ImageFormat.proseRouteExtensions.last ?? "") for terminal text), GET /ring?spec=BASE64URL and POST /render with a JSON spec. Query keys are --spec's keys, or the long flags' names without dashes. Also GET /healthz (?deep=1 renders a ring and reports its time), GET /metrics (Prometheus), GET /openapi.json and the designer at GET /. A flag that takes a value may also come from the environment, for containers: RINGGEN_SERVE_MAX_PIXELS=1000000 is --max-pixels 1000000; a flag given wins. SIGTERM or SIGINT stops it gracefully."

  /// `ringgen compare`, after its name.
  static let compareDescription =
    "tells whether two \(DecodableFormat.names) images look the same, as pixelmatch 7.2 does (YIQ colour distance, anti-aliasing detection), or every image (\(DecodableFormat.allPathExtensions.map { "." + $0 }.joined(separator: ", "))) in folder EXPECTED and the file at the same relative path in folder ACTUAL, for tests in any language; --report writes a page to review the changes in a browser, --junit a file for CI, and --update accepts them. Images are compared as decoded pixels, however they were encoded; images of different sizes always differ. Prints one line per pair: same, differs, size (the sizes differ), new (only in ACTUAL), deleted (only in EXPECTED) or unreadable, then the numbers."

  /// Command lines that work as written.
  static let examples = [
    "ringgen --value 15 --max 30 -o ring.png",
    "ringgen --preset mb --value 55 --scale 2 -o gauge.png",
    "ringgen --spec ring.json --value 20 --format svg -o - > ring.svg",
    "ringgen --value 15 --max 30 --duration 1.5 --easing ease-out-back -o ring.apng",
    "ringgen --value 15 --max 30 --fps 60 -o ring-%03d.png",
    "ringgen batch rings.jsonl --size 128 --jobs 4",
    "ringgen batch --override background=white --shard 1/4 --json rings.jsonl",
    "ringgen sheet kpis.json -o report.pdf",
    "ringgen compare expected.png actual.png --diff diffs",
    "ringgen --value 7 --max 12 --columns 30",
    "seq 0 10 100 | while read n; do echo $n; sleep 0.2; done | ringgen watch",
  ]

  /// The exit statuses, after "Exit status: ".
  static let exitStatus =
    "0 done; 64 bad input (nothing written); 1 the render or the write failed, or watch read a line that is not a number."

  /// An option's lines; `formats`, when given, are the names `--format` lists.
  private static func entry(for option: Option, formats: [ImageFormat]? = nil) -> [String] {
    let argument =
      if let formats, option.jsonKey == RenderSpec.Key.format.rawValue {
        formats.map(\.name).joined(separator: "|")
      } else {
        option.argument
      }
    return entry(spellings: option.spellings, argument: argument, help: option.help, defaultText: option.defaultText)
  }

  /// An option's spellings and value placeholder, and its help with its default beside them.
  private static func entry(spellings: [String], argument: String?, help: String, defaultText: String?) -> [String] {
    var left = spellings.joined(separator: ", ")
    if let argument { left += " " + argument }
    var help = help
    // A no-break space keeps "[default: X]" on one line; it turns back into a space below.
    if let defaultText { help += " [default:\u{A0}\(defaultText)]" }
    return entry(left: "  " + left, help: help)
  }

  /// A name in the left column and its help wrapped beside it (below it when the name is long).
  private static func entry(left: String, help: String, column: Int = helpColumn) -> [String] {
    let indent = String(repeating: " ", count: column)
    var body = wrap(help, indent: indent).map { $0.replacingNoBreakSpaces() }
    if left.count + 2 <= column, let first = body.first {
      body[0] = left + String(repeating: " ", count: column - left.count) + first.dropFirst(column)
      return body
    }
    return [left] + body
  }

  /// Splits `text` into lines of at most ``width`` columns, each starting with `indent`.
  static func wrap(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count > indent.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines
  }
}

extension String {
  fileprivate func replacingNoBreakSpaces() -> String {
    String(map { $0 == "\u{A0}" ? " " : $0 })
  }

  /// The word after the first `word` in this space-separated text, or "".
  fileprivate func components(after word: String) -> String {
    let words = split(separator: " ")
    guard let index = words.firstIndex(where: { $0 == word }), index + 1 < words.count else { return "" }
    return String(words[index + 1])
  }
}
