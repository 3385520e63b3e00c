import RingKit
import RingTerminal

/// How `ringgen` draws the ring as text: `--columns`, `--cell-aspect`, `--symbols`, `--color`.
/// Nil means "decide from the terminal and the environment".
struct TerminalRequest: Sendable, Hashable {
  /// The width in columns; nil fits the terminal.
  var columns: Int?
  /// A cell's width / height.
  var cellAspect = 0.5
  /// The characters; nil is ``SymbolSet/block``, or ``SymbolSet/ascii`` where UTF-8 is not shown.
  var symbols: SymbolSet?
  /// The colours; nil follows ``TerminalCapabilities/detect(environment:isTerminal:)``.
  var color: ColorMode?
  /// Pixels or text cells; nil shows pixels where the terminal the ring is printed to can
  /// (``RingTerminal/TerminalGraphics/detect(environment:)``), else text.
  var graphics: Graphics?
  /// The characters of `--format glyph`; nil is ``RingKit/GlyphSet/circle``.
  var glyphs: GlyphSet?

  /// `--graphics`: a pixel protocol, or text cells.
  enum Graphics: String, CaseIterable, Sendable, Hashable {
    case kitty, iterm, sixel, none

    /// The protocol, or nil for text cells.
    var protocolChoice: TerminalGraphics? { TerminalGraphics(rawValue: rawValue) }
  }
}
