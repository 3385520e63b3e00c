import RingKit

/// `ringgen`'s reference manual, generated from ``Command/all`` and ``Option/all`` as help is:
/// a man page (ringgen(1), roff) and the DocC article "The command line" (Markdown).
///
/// `ringgen manual` prints the man page; `ringgen manual markdown` the article (`make docs`);
/// `ringgen manual reference` the key reference docs/reference.md (``ReferenceText``);
/// `ringgen manual json` every key as JSON, for generators.
enum ManualText {
  /// The renderings.
  enum Format: String, CaseIterable, Sendable {
    case roff, markdown, reference, json
  }

  /// Runs `ringgen manual [FORMAT]`: the manual on standard output, roff by default.
  static func run(_ arguments: [String], version: String, console: Console) throws(CommandError) {
    let names = Format.allCases.map(\.rawValue).joined(separator: "|")
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return try console.writeOutput(Array(HelpText.render(.manual, version: version).utf8))
    }
    guard arguments.count <= 1, let format = Format(rawValue: arguments.first ?? "roff") else {
      throw .usage("manual: expected one of \(names), as in ringgen manual roff")
    }
    try console.writeOutput(Array(render(format, version: version).utf8))
  }

  /// The command lines the manual opens with, each with what it does.
  static var synopsis: [(usage: String, meaning: String)] {
    Command.all.flatMap { command in
      command.usage.enumerated().map { index, usage in
        // The default command's second line is the terminal form.
        let meaning =
          command.isDefault && index == 1 ? "Prints the ring on this terminal, sized to fit it." : command.description
        return ("ringgen " + usage, meaning)
      }
    }
  }

  static func render(_ format: Format, version: String) -> String {
    switch format {
    case .roff: roff(version: version)
    case .markdown: markdown(version: version)
    case .reference: ReferenceText.markdown()
    case .json: keysJSON()
    }
  }

  // MARK: - JSON

  /// Every key of the spec, in the manual's order, as JSON for generators that must not parse
  /// prose (Python's key list): `[{"key": "maxValue", "flags": ["--max-value", "--max"],
  /// "argument": "N", "description": "…", "default": "100"}, …]`; `argument` and `default`
  /// are null where a key has none.
  private static func keysJSON() -> String {
    var keys: [JSONValue] = []
    for section in Option.Section.allCases {
      for option in Option.all where option.section == section {
        guard let key = option.jsonKey else { continue }
        let fields: [(String, JSONValue)] = [
          ("key", .string(key)), ("flags", .array(option.spellings.map { .string($0) })),
          ("argument", option.argument.map { .string($0) } ?? .null), ("description", .string(option.help)),
          ("default", option.defaultText.map { .string($0) } ?? .null),
        ]
        keys.append(.object(fields.map { JSONValue.Member(key: $0.0, value: $0.1, line: 0) }))
      }
    }
    return JSONValue.array(keys).text + "\n"
  }

  // MARK: - Markdown

  private static func markdown(version: String) -> String {
    var lines = [
      "# The command line",
      "",
      "Every option of `ringgen` \(version), with its JSON key and its default.",
      "",
      "## Overview",
      "",
      "`ringgen`: \(HelpText.summary)",
      "",
      "This page is generated from the option table in `Sources/RingCLI` (`ringgen manual markdown`),",
      "the table that `ringgen --help` and the man page `ringgen.1` (`ringgen manual`) come from,",
      "so the three always agree.",
      "",
      "### Synopsis",
      "",
    ]
    for (usage, meaning) in synopsis {
      lines += ["- `\(usage)`: \(escapeMarkdown(meaning))"]
    }
    lines.append("")
    for section in Option.Section.allCases {
      lines += [
        "### \(title(of: section))", "", "Taken by: \(Command.owners(of: section)).", "",
        "| Option | JSON key | Meaning | Default |", "|---|---|---|---|",
      ]
      for option in Option.all where option.section == section {
        let key = option.jsonKey.map { "`\($0)`" } ?? ""
        let defaultText = option.defaultText.map { "`\(escapeCell($0))`" } ?? ""
        lines.append(
          "| `\(escapeCell(spelling(of: option)))` | \(key) | \(escapeMarkdown(option.help)) | \(defaultText) |")
      }
      lines.append("")
    }
    lines += [
      "### Colours", "", escapeMarkdown(RingColor.acceptedForms) + ".", "",
      "### Easings", "",
      escapeMarkdown(Easing.named.map(\.name).joined(separator: ", ") + "; " + Easing.parameterizedForms) + ".", "",
      "### Exit status", "", escapeMarkdown(HelpText.exitStatus), "",
      "### Examples", "", "```sh",
    ]
    lines += HelpText.examples
    lines += ["```", ""]
    return lines.joined(separator: "\n")
  }

  /// "PROGRESS BAND" as "Progress band".
  private static func title(of section: Option.Section) -> String {
    section.heading.prefix(1) + section.heading.dropFirst().lowercased()
  }

  /// All spellings and the argument, as help shows them.
  static func spelling(of option: Option) -> String {
    option.spellings.joined(separator: ", ") + (option.argument.map { " " + $0 } ?? "")
  }

  /// Backslash-escapes the characters that Markdown would read as markup.
  private static func escapeMarkdown(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "\\`*_[]<>|#".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// Inside a code span in a table cell only the pipe needs escaping.
  private static func escapeCell(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }

  // MARK: - roff

  private static func roff(version: String) -> String {
    var lines = [
      ".TH RINGGEN 1 \"\" \"ringgen \(version)\" \"User Commands\"",
      ".SH NAME",
      "ringgen \\- \(escapeRoff(HelpText.summary))",
      ".SH SYNOPSIS",
    ]
    for (usage, meaning) in synopsis {
      lines += [".TP", ".B \(escapeRoff(usage))", escapeRoff(meaning)]
    }
    lines.append(".SH OPTIONS")
    for section in Option.Section.allCases {
      lines += [".SS \(section.heading)", escapeRoff("Taken by: \(Command.owners(of: section)).")]
      for option in Option.all where option.section == section {
        lines += [".TP", "\\fB\(escapeRoff(option.spellings.joined(separator: ", ")))\\fR"]
        if let argument = option.argument { lines[lines.count - 1] += " \\fI\(escapeRoff(argument))\\fR" }
        var help = option.help
        if let key = option.jsonKey { help += " JSON key: \(key)." }
        if let defaultText = option.defaultText { help += " Default: \(defaultText)." }
        lines.append(escapeRoff(help))
      }
    }
    for command in Command.all {
      guard !command.ownSections.isEmpty else { continue }
      let help = HelpText.render(command, version: version)
      lines += [".SS \(escapeRoff(command.invocation))", ".nf"]
      lines += help.split(separator: "\n", omittingEmptySubsequences: false).map { escapeRoff(String($0)) }
      lines.append(".fi")
    }
    lines += [
      ".SH COLOURS", escapeRoff(RingColor.acceptedForms + "."),
      ".SH EASINGS",
      escapeRoff(Easing.named.map(\.name).joined(separator: ", ") + "; " + Easing.parameterizedForms + "."),
      ".SH EXIT STATUS", escapeRoff(HelpText.exitStatus),
      ".SH EXAMPLES", ".nf",
    ]
    lines += HelpText.examples.map(escapeRoff)
    lines += [".fi", ".SH SEE ALSO", "The README and the RingKit documentation (make docs)."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Escapes text for a roff text line: backslashes, hyphens (so they stay ASCII minus signs
  /// that can be searched and pasted), characters beyond ASCII, and a leading dot or quote,
  /// which would start a request.
  static func escapeRoff(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case _ where scalar.value > 0x7F:
        // groff reads bytes, not UTF-8, unless preconv runs first (man does; groff -man does
        // not): \[uXXXX] names the character either way.
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    return escaped
  }
}
