import RingKit
import RingTerminal

/// Where the rings of a `ringgen watch` dashboard go: as many side by side as the window's
/// width allows with each ring at least ``minimumColumns`` wide, the rest wrapped onto more
/// rows, every ring with its field's name centred under it.
struct DashboardLayout: Sendable, Hashable {
  /// Blank columns between two rings.
  static let gap = 2
  /// The narrowest ring placed beside another; narrower would leave no room for the label.
  static let minimumColumns = 16

  /// The field names, in order.
  let names: [String]
  /// The style of every ring (its `columns` is one ring's width).
  let style: TerminalRingStyle
  /// Rings on one row.
  let perRow: Int
  /// Rows of one ring, without its caption.
  let ringRows: Int

  /// - Parameters:
  ///   - style: The style the single ring would have had (symbols, colours, cell aspect).
  ///   - columns: `--columns`, one ring's width, when given.
  ///   - window: The window's size; its last column is never used.
  init(names: [String], style: TerminalRingStyle, columns: Int?, window: TerminalSize, canvas: RingCanvas) {
    self.names = names
    let count = max(names.count, 1)
    let range = TerminalRingStyle.columnRange
    let width = max(window.columns - 1, range.lowerBound)
    func rows(_ columns: Int) -> Int {
      var trial = style
      trial.columns = columns
      return trial.rows(canvasWidth: canvas.width, height: canvas.height)
    }
    var perRow = count
    var ringColumns: Int
    if let columns {
      ringColumns = columns
      perRow = max(1, min(count, (width + Self.gap) / (columns + Self.gap)))
    } else {
      while true {
        ringColumns = (width - Self.gap * (perRow - 1)) / perRow
        if ringColumns >= Self.minimumColumns || perRow == 1 { break }
        perRow -= 1
      }
      ringColumns = min(max(ringColumns, range.lowerBound), range.upperBound)
      // Every row of rings, with its captions, within the window's height.
      if let height = window.rows.map({ max($0 - 1, 1) }) {
        let tileRows = (count + perRow - 1) / perRow
        while ringColumns > range.lowerBound, tileRows * (rows(ringColumns) + 1) > height { ringColumns -= 1 }
      }
    }
    var ringStyle = style
    ringStyle.columns = ringColumns
    self.style = ringStyle
    self.perRow = perRow
    ringRows = rows(ringColumns)
  }

  /// The dashboard's cells: `grids` (one per name, each ``style``'s size) in rows of
  /// ``perRow``, with captions.
  func compose(_ grids: [CellGrid]) -> CellGrid {
    let ringColumns = style.columns
    let tileRows = (grids.count + perRow - 1) / perRow
    var result = CellGrid(
      columns: perRow * ringColumns + (perRow - 1) * Self.gap, rows: tileRows * (ringRows + 1))
    for (index, grid) in grids.enumerated() {
      let left = (index % perRow) * (ringColumns + Self.gap), top = (index / perRow) * (ringRows + 1)
      for row in 0..<min(grid.rows, ringRows) {
        for column in 0..<min(grid.columns, ringColumns) { result[left + column, top + row] = grid[column, row] }
      }
      let caption = Self.caption(names[index], width: ringColumns, ascii: style.symbols == .ascii)
      let start = left + (ringColumns - caption.count) / 2
      for (offset, character) in caption.enumerated() {
        result[start + offset, top + ringRows] = Cell(character)
      }
    }
    return result
  }

  /// A name cut to `width` columns, ending in `…` (`.` in ASCII) when cut. Names are ASCII.
  static func caption(_ name: String, width: Int, ascii: Bool) -> [Character] {
    let characters = Array(name)
    guard characters.count > width else { return characters }
    return Array(characters.prefix(max(width - 1, 0))) + [ascii ? "." : "…"]
  }
}
