/// The characters a terminal ring is drawn with.
///
/// Each set divides a cell into sub-cells and offers glyphs that cover some of them; the
/// renderer picks, for every cell, the glyph and the two colours that best match the ring drawn
/// underneath. Finer sets follow the ring's curves more closely but need fonts that have
/// their characters.
public enum SymbolSet: String, CaseIterable, Sendable, Hashable {
  /// Half blocks, quadrants and eighth blocks (U+2580–259F): the best match for the fewest
  /// font requirements. The default. Unicode has eighths only at the bottom and the left; in
  /// colour modes the top and right ones are their complements in reverse video
  /// (`Cell.isReverseVideo` in RingTerminal).
  case block
  /// Upper and lower half blocks only (▀ ▄ █): two square sub-pixels per cell, the most
  /// widely supported.
  case half
  /// The 16 quadrant patterns (▖ ▗ ▘ ▝ ▚ ▞ ▙ ▛ ▜ ▟ ▌ ▐ ▀ ▄ █).
  case quadrant
  /// The 64 sextant patterns (2 × 3, Unicode 13, U+1FB00–1FB3B); fonts vary.
  case sextant
  /// Braille patterns (2 × 4 dots, U+2800–28FF), one colour per cell.
  case braille
  /// Printable ASCII only, for dumb terminals and non-UTF-8 locales.
  case ascii

  /// Whether the set needs a terminal that shows UTF-8.
  public var isUnicode: Bool { self != .ascii }

  /// The names, joined with `|` for help and messages.
  public static var nameList: String { allCases.map(\.rawValue).joinedWith("|") }
}
