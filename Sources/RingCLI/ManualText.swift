import RingKit

/// `ringgen`'s reference manual, generated from ``Option/all`` as `--help` is: a man page
/// (`ringgen.1`, roff) and the DocC article "The command line" (Markdown).
///
/// `ringgen _manual roff|markdown` prints it. The command is for the build (`make docs`,
/// `make release`), so it is left out of `--help`; CONTRIBUTING.md documents it.
enum ManualText {
  /// The two renderings.
  enum Format: String, CaseIterable, Sendable {
    case roff, markdown
  }

  /// The hidden command's name.
  static let command = "_manual"

  /// Runs `ringgen _manual FORMAT`: the manual on standard output.
  static func run(_ arguments: [String], version: String, console: Console) throws(CommandError) {
    let names = Format.allCases.map(\.rawValue).joined(separator: "|")
    guard arguments.count == 1, let format = Format(rawValue: arguments[0]) else {
      throw .usage("\(command): expected one of \(names), as in ringgen \(command) roff")
    }
    try console.writeOutput(Array(render(format, version: version).utf8))
  }

  /// The command lines the manual opens with.
  static let synopsis = [
    "ringgen [OPTIONS] -o FILE",
    "ringgen [OPTIONS]",
    "ringgen watch [OPTIONS]",
    BatchCommand.usage,
    SheetCommand.usage,
    CompareCommand.usage,
    ServeOptions.usage,
  ]

  /// What each command line in ``synopsis`` does.
  static let synopsisMeaning = [
    "Writes one ring to FILE: PNG, SVG, PDF, APNG, GIF, terminal text (.ans) or numbered PNG frames (ring-%03d.png), chosen by the extension or --format; - is standard output.",
    "Prints the ring on this terminal, sized to fit it.",
    "Reads numbers from standard input, one a line (42, 42/120 or 42%), and moves the ring to each.",
    capitalized(HelpText.batchDescription),
    capitalized(HelpText.sheetDescription),
    capitalized(HelpText.compareDescription),
    capitalized(HelpText.serveDescription),
  ]

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  static func render(_ format: Format, version: String) -> String {
    switch format {
    case .roff: roff(version: version)
    case .markdown: markdown(version: version)
    }
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
      "This page is generated from the option table in `Sources/RingCLI` (`ringgen \(command) markdown`),",
      "the table that `ringgen --help` and the man page `ringgen.1` (`ringgen \(command) roff`) come from,",
      "so the three always agree.",
      "",
      "### Synopsis",
      "",
    ]
    for (usage, meaning) in zip(synopsis, synopsisMeaning) {
      lines += ["- `\(usage)`: \(escapeMarkdown(meaning))"]
    }
    lines.append("")
    for section in Option.Section.allCases {
      lines += ["### \(title(of: section))", "", "| Option | JSON key | Meaning | Default |", "|---|---|---|---|"]
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
    section.rawValue.prefix(1) + section.rawValue.dropFirst().lowercased()
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
    for (usage, meaning) in zip(synopsis, synopsisMeaning) {
      lines += [".TP", ".B \(escapeRoff(usage))", escapeRoff(meaning)]
    }
    lines.append(".SH OPTIONS")
    for section in Option.Section.allCases {
      lines.append(".SS \(section.rawValue)")
      for option in Option.all where option.section == section {
        lines += [".TP", "\\fB\(escapeRoff(option.spellings.joined(separator: ", ")))\\fR"]
        if let argument = option.argument { lines[lines.count - 1] += " \\fI\(escapeRoff(argument))\\fR" }
        var help = option.help
        if let key = option.jsonKey { help += " JSON key: \(key)." }
        if let defaultText = option.defaultText { help += " Default: \(defaultText)." }
        lines.append(escapeRoff(help))
      }
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
  /// that can be searched and pasted), and a leading dot or quote, which would start a request.
  static func escapeRoff(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      default: escaped.append(character)
      }
    }
    if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
    return escaped
  }
}
