import RingKit

/// Writes a ``CellGrid`` as the bytes a terminal shows.
///
/// Rows are separated by a newline, with none after the last (``RingKit/ProgressRing/ansiData(on:style:)``
/// adds it; a live ring keeps the cursor on the last row). In colour modes a Select Graphic
/// Rendition sequence is written only where the colours, the weight or reverse video (SGR 7,
/// ``Cell/isReverseVideo``) change, and every row ends with `ESC[0m`, so no attribute is left
/// open and a cut-off row cannot colour what follows it. A grid without reverse-video cells
/// gets no SGR 7 or 27. Without colour the output has no escape sequences at all, so it suits dumb
/// terminals, logs and `NO_COLOR`.
public struct ANSIEncoder: Sendable {
  /// The colours the grid's pens are written for.
  public var colorMode: ColorMode

  /// Creates an encoder.
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// The reset that ends every row in colour modes.
  public static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

  /// The grid's rows as UTF-8 with escape sequences, joined by newlines.
  public func encode(_ grid: CellGrid) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(grid.cells.count * (colorMode.hasColor ? 8 : 3))
    // Neighbouring cells mostly repeat a glyph; keep the last one's bytes.
    var lastCharacter: Character = " "
    var lastBytes: [UInt8] = [0x20]
    for row in 0..<grid.rows {
      if row > 0 { bytes.append(0x0A) }
      var current = Cell.blank
      for column in 0..<grid.columns {
        let cell = grid[column, row]
        guard let character = cell.character else { continue }
        if colorMode.hasColor { appendChanges(from: current, to: cell, into: &bytes) }
        current = cell
        if character != lastCharacter {
          lastCharacter = character
          lastBytes = Array(character.utf8)
        }
        bytes += lastBytes
      }
      if colorMode.hasColor { bytes += Self.reset }
    }
    return bytes
  }

  /// The SGR parameters that turn `old`'s attributes into `new`'s, in one sequence. Inlined:
  /// it runs for every cell, and most cells change nothing.
  @inline(__always)
  private func appendChanges(from old: Cell, to new: Cell, into bytes: inout [UInt8]) {
    var parameters: [String] = []
    if old.isBold != new.isBold { parameters.append(new.isBold ? "1" : "22") }
    if old.isReverseVideo != new.isReverseVideo { parameters.append(new.isReverseVideo ? "7" : "27") }
    if old.foreground != new.foreground { parameters.append(Self.parameters(new.foreground, background: false)) }
    if old.background != new.background { parameters.append(Self.parameters(new.background, background: true)) }
    guard !parameters.isEmpty else { return }
    bytes += Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
  }

  private static func parameters(_ pen: Pen, background: Bool) -> String {
    switch pen {
    case .terminalDefault: background ? "49" : "39"
    case .rgb(let red, let green, let blue): "\(background ? 48 : 38);2;\(red);\(green);\(blue)"
    case .palette(let index): "\(background ? 48 : 38);5;\(index)"
    case .ansi(let index) where index < 8: "\((background ? 40 : 30) + Int(index))"
    case .ansi(let index): "\((background ? 100 : 90) + Int(index & 7))"
    }
  }
}
