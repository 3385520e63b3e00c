import RingKit

/// The glyphs of a `SymbolSet` as masks over a grid of sub-cells.
///
/// A mask is a bit set over a `columns` × `rows` grid (bit `row × columns + column`, rows from
/// the top); a glyph's ink covers exactly its sub-cells. The block set uses an 8 × 8 grid, so
/// its eighth blocks are exact; the pattern sets use their own grids.
struct GlyphTable: Sendable {
  struct Glyph: Sendable {
    var character: Character
    var mask: UInt64
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

  /// What a block element covers of its 8 × 8 grid.
  enum BlockShape: Sendable, Hashable {
    case empty, full
    /// The top, bottom, left or right `eighths` / 8 of the cell.
    case top(Int), bottom(Int), left(Int), right(Int)
    /// Quadrants: bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
    case quadrants(Int)

    var mask: UInt64 {
      func rect(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> UInt64 {
        var mask: UInt64 = 0
        for y in y0..<y1 { for x in x0..<x1 { mask |= 1 << UInt64(y * 8 + x) } }
        return mask
      }
      switch self {
      case .empty: return 0
      case .full: return .max
      case .top(let eighths): return rect(0, 0, 8, eighths)
      case .bottom(let eighths): return rect(0, 8 - eighths, 8, 8)
      case .left(let eighths): return rect(0, 0, eighths, 8)
      case .right(let eighths): return rect(8 - eighths, 0, 8, 8)
      case .quadrants(let bits):
        return (0..<4).reduce(0) { mask, quadrant in
          bits & (1 << quadrant) == 0
            ? mask : mask | rect(quadrant % 2 * 4, quadrant / 2 * 4, quadrant % 2 * 4 + 4, quadrant / 2 * 4 + 4)
        }
      }
    }
  }

  /// The block glyphs' shapes, in the order of ``glyphs`` (block set only).
  let blockShapes: [BlockShape]
  /// The indices in ``glyphs`` of the block glyphs whose complement the set lacks (▁ ▂ ▃ ▅ ▆
  /// and ▏ ▎ ▍ ▋ ▊): drawn in reverse video, with the terminal's background as ink, they give
  /// the top and right eighths the set has no glyph for (▆ in reverse is the top 2/8). Any
  /// other glyph in reverse would only repeat its complement.
  let reverseVideoGlyphs: [Int]

  /// Space, full block, halves, quadrants, then eighths: the Block Elements range U+2580–259F
  /// without the shades.
  static let block: GlyphTable = {
    var entries: [(Character, BlockShape)] = [
      (" ", .empty), ("█", .full), ("▀", .top(4)), ("▄", .bottom(4)), ("▌", .left(4)), ("▐", .right(4)),
      ("▖", .quadrants(0b0100)), ("▗", .quadrants(0b1000)), ("▘", .quadrants(0b0001)), ("▝", .quadrants(0b0010)),
      ("▚", .quadrants(0b1001)), ("▞", .quadrants(0b0110)), ("▙", .quadrants(0b1101)), ("▛", .quadrants(0b0111)),
      ("▜", .quadrants(0b1011)), ("▟", .quadrants(0b1110)),
    ]
    for eighths in [1, 2, 3, 5, 6, 7] {
      entries.append((Character(Unicode.Scalar(0x2580 + UInt32(eighths))!), .bottom(eighths)))  // ▁ … ▇
      entries.append((Character(Unicode.Scalar(0x2590 - UInt32(eighths))!), .left(eighths)))  // ▏ … ▉
    }
    entries += [("▔", .top(1)), ("▕", .right(1))]
    let glyphs = entries.map { Glyph(character: $0.0, mask: $0.1.mask) }
    return GlyphTable(columns: 8, rows: 8, glyphs: glyphs, byMask: [], blockShapes: entries.map(\.1))
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

  private init(columns: Int, rows: Int, glyphs: [Glyph], byMask: [Character], blockShapes: [BlockShape] = []) {
    self.columns = columns
    self.rows = rows
    self.glyphs = glyphs
    self.byMask = byMask
    self.blockShapes = blockShapes
    let masks = Set(glyphs.map(\.mask))
    reverseVideoGlyphs = blockShapes.indices.filter { !masks.contains(~glyphs[$0].mask) }
  }

  private init(columns: Int, rows: Int, byMask: [Character]) {
    let glyphs = byMask.enumerated().map {
      Glyph(character: $0.element, mask: UInt64($0.offset))
    }
    self.init(columns: columns, rows: rows, glyphs: glyphs, byMask: byMask)
  }
}
