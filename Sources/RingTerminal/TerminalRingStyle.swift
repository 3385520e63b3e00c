import RingKit

/// How a ring is laid out and written in a terminal.
///
/// ```swift
/// var style = TerminalRingStyle(columns: 40)      // about 21 rows with cells twice as tall as wide
/// style.symbols = .quadrant
/// style.colorMode = .truecolor
/// ```
public struct TerminalRingStyle: Sendable, Hashable {
  /// The accepted widths, in columns.
  public static let columnRange = 8...1000
  /// The accepted cell shapes, width / height.
  public static let cellAspectRange = 0.2...2.0
  /// The tallest ring, in rows.
  public static let maxRows = 1000

  /// The ring's width in columns, in ``columnRange``. The canvas (`RingCanvas`)
  /// is stretched over exactly this many columns.
  public var columns: Int
  /// A cell's width divided by its height, in ``cellAspectRange``; most terminal fonts are
  /// close to 0.5, the default. The number of rows follows from it, rounded to an odd number so
  /// that the label sits on the ring's middle row.
  public var cellAspect: Double
  /// The characters to draw with.
  public var symbols: SymbolSet
  /// The colours to write.
  public var colorMode: ColorMode

  /// Creates a style.
  public init(columns: Int, cellAspect: Double = 0.5, symbols: SymbolSet = .block, colorMode: ColorMode = .ansi256) {
    self.columns = columns
    self.cellAspect = cellAspect
    self.symbols = symbols
    self.colorMode = colorMode
  }

  /// The number of rows a ring on a canvas of `width` × `height` points takes: the canvas's
  /// height in rows at ``cellAspect``, rounded to the nearest odd number (at least 1).
  public func rows(canvasWidth width: Double, height: Double) -> Int {
    let exact = height / width * Double(columns) * cellAspect
    guard exact.isFinite else { return 1 }
    return max(1, Int(((min(exact, 1e9) - 1) / 2).rounded()) * 2 + 1)
  }
}
