import RingKit
import RingTerminal

extension Option {
  /// The ring as text (`--format ansi`, printing to a terminal, `ringgen watch`).
  static let terminalOptions: [Option] = [
    .value(
      ["--columns"], json: "columns", argument: "N", section: .terminal,
      help:
        "Width of the ring in a terminal, 8…1000 columns; by default it fits the terminal (its width less one, COLUMNS, else 80).",
      showDefault: false, \.terminal.columns, describe: { $0.map(String.init) ?? "fit the terminal" },
      convert: { input throws(InputError) in
        try input.integer(in: TerminalRingStyle.columnRange.lowerBound...TerminalRingStyle.columnRange.upperBound)
      }),
    .value(
      ["--cell-aspect"], json: "cellAspect", argument: "R|W/H", section: .terminal,
      help: "Width / height of a terminal cell, 0.2…2, such as 0.5 or 9/19; sets how many rows the ring takes.",
      \.terminal.cellAspect, describe: FixedPoint.compact,
      convert: { input throws(InputError) in try input.cellAspect() }),
    .value(
      ["--symbols"], json: "symbols", argument: "auto|" + SymbolSet.nameList, section: .terminal,
      help:
        "Characters to draw with: block (halves, quadrants and eighths), half, quadrant, sextant, braille or ascii; auto is block, or ascii when TERM=dumb or the locale is not UTF-8.",
      \.terminal.symbols, describe: { $0?.rawValue ?? "auto" },
      convert: { input throws(InputError) in try input.automaticChoice(SymbolSet.self) }),
    .value(
      ["--color"], json: "color", argument: "auto|" + ColorMode.nameList, section: .terminal,
      help:
        "Colours to write: 24-bit, 256 (palette 16–255), 16, or none; auto follows NO_COLOR, FORCE_COLOR, COLORTERM and whether the output is a terminal.",
      \.terminal.color, describe: { $0?.rawValue ?? "auto" },
      convert: { input throws(InputError) in try input.automaticChoice(ColorMode.self) }),
    .value(
      ["--graphics"], json: "graphics", argument: "auto|kitty|iterm|sixel|none", section: .terminal,
      help:
        "Show the ring as pixels in a terminal that can: kitty's graphics protocol, iTerm2's inline images or sixels; none draws text cells; auto uses pixels when printing to kitty, Ghostty, WezTerm, iTerm2, foot or mlterm.",
      \.terminal.graphics, describe: { $0?.rawValue ?? "auto" },
      convert: { input throws(InputError) in try input.automaticChoice(TerminalRequest.Graphics.self) }),
  ]
}

extension OptionInput {
  /// A cell aspect: a number or a fraction `W/H`, within ``TerminalRingStyle/cellAspectRange``.
  func cellAspect() throws(InputError) -> Double {
    let range = TerminalRingStyle.cellAspectRange
    let expected =
      "a cell's width / height from \(FixedPoint.compact(range.lowerBound)) to \(FixedPoint.compact(range.upperBound)), such as 0.5 or 9/19"
    let aspect: Double?
    switch self {
    case .json(.number(let number)): aspect = number
    default:
      let parts = try string(expected: expected).split(separator: "/", omittingEmptySubsequences: false)
        .map { Double($0.trimmingWhitespace()) }
      switch parts.count {
      case 1: aspect = parts[0]
      case 2:
        // Both parts positive: -1/-2 is not a cell.
        aspect = parts[0].flatMap { width in
          parts[1].flatMap { height in width > 0 && height > 0 ? width / height : nil }
        }
      default: aspect = nil
      }
    }
    guard let aspect, aspect.isFinite, range.contains(aspect) else {
      throw InputError("expected \(expected), got \(excerpt)")
    }
    return aspect
  }

  /// `auto` (nil) or one of a `String`-backed enum's raw values.
  func automaticChoice<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) throws(InputError) -> Value?
  where Value.RawValue == String {
    if case .json(.null) = self { return nil }
    do {
      if try string().trimmingWhitespace().lowercased() == "auto" { return nil }
    } catch {}
    do {
      return try choice(type)
    } catch {
      throw InputError("expected auto|\(Value.allCases.map(\.rawValue).joined(separator: "|")), got \(excerpt)")
    }
  }
}
