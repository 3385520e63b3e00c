import RingKit

/// `ringgen --help`, generated from ``Option/all``.
enum HelpText {
  static let width = 80
  private static let helpColumn = 32

  static func render(version: String) -> String {
    var lines = wrap("ringgen \(version): \(summary)", indent: "")
    lines += [
      "",
      "USAGE: ringgen [OPTIONS] -o FILE     PNG, SVG, PDF, APNG, GIF or terminal text",
      "       ringgen [OPTIONS]             the ring, on this terminal",
      "       ringgen watch [OPTIONS]       the ring moving to each number read from",
      "                                     standard input (42, 42/120 or 42%)",
      "       \(BatchCommand.usage)",
      "       \(SheetCommand.usage)",
      "       ringgen compare EXPECTED ACTUAL [OPTIONS]   two PNGs or folders of PNGs",
      "       ringgen serve [--listen HOST:PORT] [OPTIONS]   rings by URL over HTTP",
      "",
    ]
    for section in Option.Section.allCases {
      lines.append(section.rawValue)
      for option in Option.all where option.section == section {
        lines += entry(for: option)
      }
      lines.append("")
    }
    lines += wrap("Colours: \(RingColor.acceptedForms).", indent: "")
    lines.append("")
    lines += wrap(
      "Easings: \(Easing.named.map(\.name).joined(separator: ", ")); \(Easing.parameterizedForms).", indent: "")
    lines += [
      "",
      "COMMANDS",
    ]
    lines += wrap("batch " + batchDescription, indent: "  ")
    lines += wrap("sheet " + sheetDescription, indent: "  ")
    lines += wrap("compare " + compareDescription, indent: "  ")
    lines += wrap("serve " + serveDescription, indent: "  ")
    lines += ["", "EXAMPLES"]
    lines += examples.map { "  " + $0 }
    lines.append("")
    lines += wrap("Exit status: " + exitStatus, indent: "")
    return lines.joined(separator: "\n") + "\n"
  }

  // The prose that `--help` and the manual (``ManualText``) share.

  /// What `ringgen` is, after its name and version.
  static let summary =
    "the MBCircularProgressBar ring, drawn headless to PNG, SVG, PDF, animated PNG, GIF or numbered PNG frames, or as text in a terminal."

  /// `ringgen batch`, after its name.
  static let batchDescription =
    "renders many rings from JSON Lines: each line has the keys of --spec plus \"output\"; the options given to batch apply to every line. Lines render on --jobs threads; bad lines are reported with their numbers while the others are written, and the exit status is 1 if any failed."

  /// `ringgen sheet`, after its name.
  static let sheetDescription =
    "lays rings with captions out on pages for reports: SHEET.json has \"title\", \"page\" (A4, Letter or WxH points), \"columns\", \"rows\", \"margin\", a shared \"style\" and \"rings\" (ring keys plus \"caption\"). A PDF gets every page; PNG and SVG the first."

  /// `ringgen serve`, after its name.
  static let serveDescription =
    "answers HTTP requests with rings: GET /ring.png?value=15&maxValue=30 (or .svg, .pdf, .gif, .apng, .txt), /ring?spec=BASE64URL, POST /render; see ringgen serve --help."

  /// `ringgen compare`, after its name.
  static let compareDescription =
    "tells whether two PNG images (or every PNG in two folders, matched by relative path) look the same, as pixelmatch does, for tests in any language; the exit status is 1 if a pair differs. Its options: ringgen compare --help."

  /// Command lines that work as written.
  static let examples = [
    "ringgen --value 15 --max 30 -o ring.png",
    "ringgen --preset mb --value 55 --scale 2 -o gauge.png",
    "ringgen --spec ring.json --value 20 --format svg -o - > ring.svg",
    "ringgen --value 15 --max 30 --duration 1.5 --easing ease-out-back -o ring.apng",
    "ringgen --value 15 --max 30 --fps 60 -o ring-%03d.png",
    "ringgen batch rings.jsonl --size 128 --jobs 4",
    "ringgen sheet kpis.json -o report.pdf",
    "ringgen compare expected.png actual.png --diff diffs",
    "ringgen --value 7 --max 12 --columns 30",
    "seq 0 10 100 | while read n; do echo $n; sleep 0.2; done | ringgen watch",
  ]

  /// The exit statuses, after "Exit status: ".
  static let exitStatus =
    "0 done; 64 bad input (nothing written); 1 the render or the write failed, or watch read a line that is not a number."

  private static func entry(for option: Option) -> [String] {
    var left = option.spellings.joined(separator: ", ")
    if let argument = option.argument { left += " " + argument }
    left = "  " + left
    var help = option.help
    // A no-break space keeps "[default: X]" on one line; it turns back into a space below.
    if let defaultText = option.defaultText { help += " [default:\u{A0}\(defaultText)]" }
    let indent = String(repeating: " ", count: helpColumn)
    var body = wrap(help, indent: indent).map { $0.replacingNoBreakSpaces() }
    if left.count + 2 <= helpColumn, let first = body.first {
      body[0] = left + String(repeating: " ", count: helpColumn - left.count) + first.dropFirst(helpColumn)
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
}
