/// The glyphs of a ``SymbolSet`` as masks over a grid of sub-cells.
///
/// A mask is a bit set over a `columns` × `rows` grid (bit `row × columns + column`, rows from
/// the top); a glyph's ink covers exactly its sub-cells. The block set uses an 8 × 8 grid, so
/// its eighth blocks are exact; the pattern sets use their own grids.
struct GlyphTable: Sendable {
  struct Glyph: Sendable {
    var character: Character
    var mask: UInt64
    /// The mask as rectangles of sub-cells (column, row, end column, end row), for summing
    /// with a summed-area table.
    var rectangles: [(Int, Int, Int, Int)]
  }

  /// Sub-cells across a cell.
  let columns: Int
  /// Sub-cells down a cell.
  let rows: Int
  /// Every glyph, in order of preference when two fit equally well.
  let glyphs: [Glyph]
  /// The glyph for each mask, for the pattern sets whose every mask has one.
  let byMask: [Character]

  var subCells: Int { columns * rows }
  var fullMask: UInt64 { subCells == 64 ? .max : (1 << UInt64(subCells)) - 1 }

  static func table(for symbols: SymbolSet) -> GlyphTable {
    switch symbols {
    case .block: block
    case .half: half
    case .quadrant: quadrant
    case .sextant: sextant
    case .braille: braille
    case .ascii: GlyphTable(columns: 1, rows: 1, glyphs: [], byMask: [])
    }
  }

  // MARK: - Block elements

  /// Space, full block, halves, quadrants, then eighths: the Block Elements range U+2580–259F.
  static let block: GlyphTable = {
    func rect(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> UInt64 {
      var mask: UInt64 = 0
      for y in y0..<y1 { for x in x0..<x1 { mask |= 1 << UInt64(y * 8 + x) } }
      return mask
    }
    let ul = rect(0, 0, 4, 4), ur = rect(4, 0, 8, 4), ll = rect(0, 4, 4, 8), lr = rect(4, 4, 8, 8)
    var entries: [(Character, UInt64)] = [
      (" ", 0), ("█", rect(0, 0, 8, 8)),
      ("▀", rect(0, 0, 8, 4)), ("▄", rect(0, 4, 8, 8)), ("▌", rect(0, 0, 4, 8)), ("▐", rect(4, 0, 8, 8)),
      ("▖", ll), ("▗", lr), ("▘", ul), ("▝", ur), ("▚", ul | lr), ("▞", ur | ll),
      ("▙", ul | ll | lr), ("▛", ul | ur | ll), ("▜", ul | ur | lr), ("▟", ur | ll | lr),
    ]
    for eighths in [1, 2, 3, 5, 6, 7] {
      entries.append((Character(Unicode.Scalar(0x2580 + UInt32(eighths))!), rect(0, 8 - eighths, 8, 8)))  // ▁ … ▇
      entries.append((Character(Unicode.Scalar(0x2590 - UInt32(eighths))!), rect(0, 0, eighths, 8)))  // ▏ … ▉
    }
    entries += [("▔", rect(0, 0, 8, 1)), ("▕", rect(7, 0, 8, 8))]
    return GlyphTable(columns: 8, rows: 8, masks: entries)
  }()

  // MARK: - Pattern sets (every mask has a glyph)

  /// ▀ ▄ over a 1 × 2 grid.
  static let half = GlyphTable(columns: 1, rows: 2, byMask: [" ", "▀", "▄", "█"])

  /// The 16 quadrant patterns over a 2 × 2 grid.
  static let quadrant = GlyphTable(
    columns: 2, rows: 2,
    byMask: [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"])

  /// The 64 sextant patterns over a 2 × 3 grid: U+1FB00–1FB3B, which leave out the four that
  /// exist already (space, ▌, ▐, █).
  static let sextant: GlyphTable = {
    let characters = (0..<64).map { (mask: Int) -> Character in
      switch mask {
      case 0: return " "
      case 21: return "▌"
      case 42: return "▐"
      case 63: return "█"
      default:
        let skipped = (mask > 21 ? 1 : 0) + (mask > 42 ? 1 : 0)
        return Character(Unicode.Scalar(0x1FB00 + UInt32(mask - 1 - skipped))!)
      }
    }
    return GlyphTable(columns: 2, rows: 3, byMask: characters)
  }()

  /// Braille over a 2 × 4 grid of dots; bit order follows the grid, not Unicode's dot numbers.
  static let braille: GlyphTable = {
    // Unicode's bit for the dot in each sub-cell, rows from the top, left column first.
    let dotBits: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
    let characters = (0..<256).map { (mask: Int) -> Character in
      guard mask != 0 else { return " " }
      let bits = (0..<8).reduce(UInt32(0)) { mask & (1 << $1) != 0 ? $0 | dotBits[$1] : $0 }
      return Character(Unicode.Scalar(0x2800 + bits)!)
    }
    return GlyphTable(columns: 2, rows: 4, byMask: characters)
  }()

  // MARK: - Building

  private init(columns: Int, rows: Int, glyphs: [Glyph], byMask: [Character]) {
    self.columns = columns
    self.rows = rows
    self.glyphs = glyphs
    self.byMask = byMask
  }

  private init(columns: Int, rows: Int, masks: [(Character, UInt64)]) {
    let glyphs = masks.map { Glyph(character: $0.0, mask: $0.1, rectangles: Self.rectangles(of: $0.1, columns: columns, rows: rows)) }
    self.init(columns: columns, rows: rows, glyphs: glyphs, byMask: [])
  }

  private init(columns: Int, rows: Int, byMask: [Character]) {
    let glyphs = byMask.enumerated().map {
      Glyph(character: $0.element, mask: UInt64($0.offset), rectangles: Self.rectangles(of: UInt64($0.offset), columns: columns, rows: rows))
    }
    self.init(columns: columns, rows: rows, glyphs: glyphs, byMask: byMask)
  }

  /// Splits a mask into rectangles: runs within each row, merged down while rows repeat.
  static func rectangles(of mask: UInt64, columns: Int, rows: Int) -> [(Int, Int, Int, Int)] {
    var result: [(Int, Int, Int, Int)] = []
    var open: [(Int, Int, Int, Int)] = []
    for y in 0..<rows {
      var runs: [(Int, Int)] = []
      var x = 0
      while x < columns {
        guard mask & (1 << UInt64(y * columns + x)) != 0 else { x += 1; continue }
        let start = x
        while x < columns, mask & (1 << UInt64(y * columns + x)) != 0 { x += 1 }
        runs.append((start, x))
      }
      var next: [(Int, Int, Int, Int)] = []
      for run in runs {
        if let index = open.firstIndex(where: { $0.0 == run.0 && $0.2 == run.1 }) {
          next.append((run.0, open[index].1, run.1, y + 1))
          open.remove(at: index)
        } else {
          next.append((run.0, y, run.1, y + 1))
        }
      }
      result += open
      open = next
    }
    return result + open
  }
}
