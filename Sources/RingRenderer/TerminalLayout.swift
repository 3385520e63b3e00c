import RingKit
import RingTerminal

/// The style a ring is printed with as text: the spec's terminal choices, filled in from the
/// terminal, the environment and the window size (none of them, for a render to bytes).
package struct TerminalLayout: Sendable, Hashable {
  package var style: TerminalRingStyle
  /// Things the user asked for that could not be done as asked.
  package var warnings: [String] = []

  /// - Parameters:
  ///   - isTerminal: Whether the bytes go to a terminal (for colour detection and clamping).
  ///   - live: Whether the ring is redrawn in place, so it must also fit the window's height.
  ///   - labelWidth: The label's width in columns, to give the default width the same parity
  ///     (so the label is exactly centred).
  ///   - terminal: The spec's choices; a symbol set or colour mode it does not name is
  ///     detected.
  ///   - environment: The environment variables (`TERM`, `NO_COLOR`, `COLUMNS`, …).
  ///   - window: The terminal's size, if the output shows on one.
  package init(
    terminal: RenderSpec.Terminal, canvas: RingCanvas, environment: [String: String], window: TerminalSize?,
    isTerminal: Bool, live: Bool, labelWidth: Int?
  ) {
    let detected = TerminalCapabilities.detect(environment: environment, isTerminal: isTerminal)
    let size = TerminalSize.resolve(window: window, environment: environment)
    let range = TerminalRingStyle.columnRange
    style = TerminalRingStyle(
      columns: range.lowerBound, cellAspect: terminal.cellAspect,
      symbols: terminal.symbols ?? detected.symbols,
      colorMode: terminal.color ?? detected.colorMode)
    func rows(_ columns: Int) -> Int {
      var trial = style
      trial.columns = columns
      return trial.rows(canvasWidth: canvas.width, height: canvas.height)
    }
    // Never the last column: a glyph there leaves the cursor waiting to wrap.
    let widest = max(range.lowerBound, min(size.columns - 1, range.upperBound))
    let tallest = (live || terminal.columns == nil) ? size.rows.map { max($0 - 1, 1) } : nil

    if let requested = terminal.columns {
      var columns = requested
      if isTerminal, let window, requested > window.columns - 1 {
        columns = widest
        warnings.append(
          "\(RenderSpec.Key.columns.descriptor.flag) \(requested) is wider than the terminal (\(window.columns) columns); drawing \(columns)"
        )
      }
      if live, let tallest, rows(columns) > tallest {
        let fitting = Self.widest(below: columns, rowsAtMost: tallest, rows: rows)
        warnings.append(
          "\(RenderSpec.Key.columns.descriptor.flag) \(columns) makes a ring \(rows(columns)) rows tall, taller than the terminal (\(tallest + 1) rows); drawing \(fitting) columns"
        )
        columns = fitting
      }
      style.columns = columns
      return
    }
    var columns = widest
    if let tallest { columns = Self.widest(below: columns, rowsAtMost: tallest, rows: rows) }
    if let labelWidth, (columns - labelWidth) % 2 != 0, columns > range.lowerBound { columns -= 1 }
    style.columns = columns
  }

  /// The most columns, from `limit` down to the smallest allowed, whose ring is at most
  /// `tallest` rows.
  private static func widest(below limit: Int, rowsAtMost tallest: Int, rows: (Int) -> Int) -> Int {
    var columns = limit
    while columns > TerminalRingStyle.columnRange.lowerBound, rows(columns) > tallest { columns -= 1 }
    return columns
  }
}
