import RingKit

/// A colour as a terminal is told it: the terminal's own default, or one of the colours a
/// `ColorMode` can write.
public enum Pen: Sendable, Hashable {
  /// The terminal's default foreground or background (SGR 39 / 49), which follows its theme.
  case terminalDefault
  /// A 24-bit colour (SGR 38;2 / 48;2), for `ColorMode.truecolor`.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)
  /// An index into the 256-colour palette, 16…255 (SGR 38;5 / 48;5), for `ColorMode.ansi256`.
  case palette(UInt8)
  /// One of the 16 ANSI colours, 0…15 (SGR 30–37 and 90–97, 40–47 and 100–107), for
  /// `ColorMode.ansi16`.
  case ansi(UInt8)
}
