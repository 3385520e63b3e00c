/// A terminal ring as rows of character cells, before it is written as bytes.
public struct CellGrid: Sendable, Hashable {
  /// The width in cells.
  public let columns: Int
  /// The height in cells.
  public let rows: Int
  /// The cells, row by row, top row first.
  public var cells: [Cell]

  /// Creates a grid of blank cells.
  public init(columns: Int, rows: Int) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell in `column` and `row`, both from 0.
  public subscript(column: Int, row: Int) -> Cell {
    get { cells[row * columns + column] }
    set { cells[row * columns + column] = newValue }
  }

  /// The characters of each row, colours left out: what a person reads.
  public var lines: [String] {
    (0..<rows).map { row in
      String(cells[(row * columns)..<((row + 1) * columns)].compactMap(\.character))
    }
  }
}
