import RingKit

/// What a terminal ring may use where it is printed: colours, characters, cursor movement.
///
/// Build it with ``detect(environment:isTerminal:)``, a pure function of the environment
/// variables and whether the output is a terminal, so the rules can be tested from a table and
/// the renderer never reads the process's state itself.
public struct TerminalCapabilities: Sendable, Hashable {
  /// The colours to write.
  public var colorMode: ColorMode
  /// The characters to draw with: `SymbolSet.block` where UTF-8 text is shown,
  /// `SymbolSet.ascii` otherwise.
  public var symbols: SymbolSet
  /// Whether the output is a terminal that can move its cursor, so a ring may be redrawn in
  /// place (a terminal whose `TERM` is not `dumb`).
  public var isInteractive: Bool

  /// Creates capabilities from their parts.
  public init(colorMode: ColorMode, symbols: SymbolSet, isInteractive: Bool) {
    self.colorMode = colorMode
    self.symbols = symbols
    self.isInteractive = isInteractive
  }

  /// The capabilities the conventions give, in this order:
  ///
  /// 1. `NO_COLOR` set (not empty) → no colour, whatever else is set (no-color.org).
  /// 2. `FORCE_COLOR` set → colour even when the output is not a terminal: `0` or `false` turn
  ///    colour off, `1` gives 16 colours, `2` 256, `3` truecolor, anything else the depth of
  ///    step 5–6. `CLICOLOR_FORCE` set and not `0` forces colour the same way.
  /// 3. Not a terminal, or `CLICOLOR=0` → no colour.
  /// 4. `TERM=dumb`, or a locale that is not UTF-8 (the first of `LC_ALL`, `LC_CTYPE`, `LANG`
  ///    that is set; none set is the C locale) → no colour and `SymbolSet.ascii`.
  /// 5. `COLORTERM=truecolor` or `24bit` → truecolor.
  /// 6. Otherwise 256 colours.
  ///
  /// The symbols are `SymbolSet.block`, or `SymbolSet.ascii` when `TERM=dumb` or the locale
  /// is not UTF-8 (forced colour does not change that).
  ///
  /// - Parameters:
  ///   - environment: The process's environment variables.
  ///   - isTerminal: Whether the output is a terminal (`isatty`).
  public static func detect(environment: [String: String], isTerminal: Bool) -> TerminalCapabilities {
    func value(_ name: String) -> String? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return value
    }
    let isDumb = value("TERM") == "dumb"
    let locale = value("LC_ALL") ?? value("LC_CTYPE") ?? value("LANG") ?? "C"
    let normalizedLocale = locale.lowercased().filter { $0 != "-" && $0 != "_" }
    let showsUTF8 = normalizedLocale.hasSuffix("utf8") || normalizedLocale.contains("utf8@")
    let symbols: SymbolSet = showsUTF8 && !isDumb ? .block : .ascii
    let isInteractive = isTerminal && !isDumb

    let depth: ColorMode =
      ["truecolor", "24bit"].contains(value("COLORTERM")?.lowercased() ?? "") ? .truecolor : .ansi256
    func capabilities(_ colorMode: ColorMode) -> TerminalCapabilities {
      TerminalCapabilities(colorMode: colorMode, symbols: symbols, isInteractive: isInteractive)
    }

    if value("NO_COLOR") != nil { return capabilities(.none) }
    if let force = value("FORCE_COLOR") {
      switch force.lowercased() {
      case "0", "false": return capabilities(.none)
      case "1": return capabilities(.ansi16)
      case "2": return capabilities(.ansi256)
      case "3": return capabilities(.truecolor)
      default: return capabilities(depth)
      }
    }
    if let force = value("CLICOLOR_FORCE"), force != "0" { return capabilities(depth) }
    guard isTerminal, value("CLICOLOR") != "0" else { return capabilities(.none) }
    guard symbols != .ascii else { return capabilities(.none) }
    return capabilities(depth)
  }
}
