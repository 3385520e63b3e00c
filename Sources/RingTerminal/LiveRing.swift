/// The bytes that draw a ring over and over in the same place of a terminal.
///
/// The first frame hides the cursor and prints the rows; each later frame returns to the
/// first row (carriage return, then cursor up one row less than the ring is tall) and prints
/// full rows over the old ones. Every frame is wrapped in synchronized-output brackets
/// (`ESC[?2026h` … `ESC[?2026l`), so terminals that know them paint it in one go and others
/// ignore them. Rows must be narrower than the terminal: a glyph in the last column would
/// leave the cursor waiting to wrap and the cursor-up count would be wrong.
///
/// ```swift
/// var live = LiveRing(encoder: ANSIEncoder(colorMode: .ansi256))
/// write(live.frame(grid))      // again for every change
/// write(live.end())            // cursor shown, prompt below the ring
/// ```
public struct LiveRing: Sendable {
  /// Writes each frame's rows.
  public let encoder: ANSIEncoder
  /// How many rows the last frame drew; 0 before the first.
  public private(set) var rowsOnScreen = 0

  /// DECTCEM off: `ESC[?25l`.
  public static let hideCursor = Array("\u{1B}[?25l".utf8)
  /// DECTCEM on: `ESC[?25h`.
  public static let showCursor = Array("\u{1B}[?25h".utf8)
  /// Mode 2026 on, `ESC[?2026h`: the terminal holds what follows until it ends.
  public static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
  /// Mode 2026 off, `ESC[?2026l`: the terminal paints the held frame at once.
  public static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)

  /// What a signal handler writes to leave the terminal usable, wherever a frame was cut off:
  /// CAN (which abandons a half-written escape sequence), reset, end of synchronized update,
  /// cursor shown, and a new line.
  public static let interruptRestore: [UInt8] =
    [0x18] + ANSIEncoder.reset + endSynchronizedUpdate + showCursor + [0x0D, 0x0A]

  /// Creates a live ring that has drawn nothing yet.
  public init(encoder: ANSIEncoder) {
    self.encoder = encoder
  }

  /// The bytes that draw `grid` in place of the previous frame (or, the first time, below
  /// the cursor, hiding it).
  public mutating func frame(_ grid: CellGrid) -> [UInt8] {
    frame(encoded: encoder.encode(grid), rows: grid.rows)
  }

  /// ``frame(_:)`` for a grid of `rows` rows already written by ``encoder``, as `encoded`: for
  /// a caller that redraws the same cells often (kitty's placeholders).
  public mutating func frame(encoded: [UInt8], rows: Int) -> [UInt8] {
    var bytes = rowsOnScreen == 0 ? Self.hideCursor : []
    bytes += Self.beginSynchronizedUpdate
    if rowsOnScreen > 0 {
      bytes.append(0x0D)
      if rowsOnScreen > 1 { bytes += Array("\u{1B}[\(rowsOnScreen - 1)A".utf8) }
    }
    bytes += encoded
    bytes += Self.endSynchronizedUpdate
    rowsOnScreen = rows
    return bytes
  }

  /// The bytes that erase the ring on screen (back to its first row, then erase to the end of
  /// the screen), after which the next ``frame(_:)`` draws as the first did, hiding the cursor
  /// again. For a redraw after the window changed size or the process was continued; nothing
  /// when no frame is on screen.
  public mutating func clear() -> [UInt8] {
    guard rowsOnScreen > 0 else { return [] }
    var bytes = [UInt8(0x0D)]
    if rowsOnScreen > 1 { bytes += Array("\u{1B}[\(rowsOnScreen - 1)A".utf8) }
    bytes += Self.eraseBelow
    rowsOnScreen = 0
    return bytes
  }

  /// ED 0, `ESC[J`: erase from the cursor to the end of the screen.
  public static let eraseBelow = Array("\u{1B}[J".utf8)

  /// The bytes that end the live ring: the cursor shown again and a new line after the ring.
  public func end() -> [UInt8] {
    rowsOnScreen == 0 ? [] : Self.showCursor + [0x0A]
  }
}
