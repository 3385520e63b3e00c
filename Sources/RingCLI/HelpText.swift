import RingKit

/// `ringgen --help`, generated from ``Option/all``.
enum HelpText {
  static let width = 80
  private static let helpColumn = 32

  static func render(version: String) -> String {
    var lines = [
      "ringgen \(version): the MBCircularProgressBar ring, drawn headless to PNG, SVG or",
      "PDF, or as text in a terminal.",
      "",
      "USAGE: ringgen [OPTIONS] -o FILE     a PNG, SVG, PDF or ANSI text (.ans) file",
      "       ringgen [OPTIONS]             the ring, on this terminal",
      "       ringgen watch [OPTIONS]       the ring moving to each number read from",
      "                                     standard input (42, 42/120 or 42%)",
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
    lines += [
      "",
      "EXAMPLES",
      "  ringgen --value 15 --max 30 -o ring.png",
      "  ringgen --preset mb --value 55 --scale 2 -o gauge.png",
      "  ringgen --spec ring.json --value 20 --format svg -o - > ring.svg",
      "  ringgen --value 7 --max 12 --columns 30",
      "  seq 0 10 100 | while read n; do echo $n; sleep 0.2; done | ringgen watch",
      "",
    ]
    lines += wrap("Exit status: 0 done; 64 bad input (nothing written); 1 the render or the write failed, or watch read a line that is not a number.", indent: "")
    return lines.joined(separator: "\n") + "\n"
  }

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
