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
      convert: { input throws(InputError) in try input.columns() }),
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
