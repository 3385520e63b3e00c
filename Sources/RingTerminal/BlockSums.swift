/// The sums of a cell's part masses that block elements are made of: its eight rows (top
/// first), eight columns (left first), four quadrants (upper left, upper right, lower left,
/// lower right) and the whole cell. Every block glyph's coverage is a prefix of the rows or
/// columns, or a set of quadrants, so these 21 sums replace the 64 sub-cells.
///
/// The storage belongs to the caller (one buffer a frame).
struct BlockSums {
  static let count = 21
  static let rows = 0, columns = 8, quadrants = 16, total = 20

  let storage: UnsafeMutablePointer<PartMass>

  /// Fills the sums from 8 × 8 sub-cell masses (rows from the top).
  func fill(from masses: UnsafeBufferPointer<PartMass>) {
    storage.update(repeating: PartMass(), count: Self.count)
    for y in 0..<8 {
      for x in 0..<8 {
        let mass = masses[y * 8 + x]
        storage[Self.rows + y] += mass
        storage[Self.columns + x] += mass
        storage[Self.quadrants + (y / 4) * 2 + x / 4] += mass
      }
    }
    storage[Self.total] = (0..<8).reduce(PartMass()) { $0 + storage[Self.rows + $1] }
  }

  /// The mass a block glyph's ink covers, given the prefix sums of the rows (`top[k]`: the top
  /// k rows) and of the columns (`left[k]`: the left k columns).
  @inline(__always)
  func under(_ shape: GlyphTable.BlockShape, top: UnsafePointer<PartMass>, left: UnsafePointer<PartMass>) -> PartMass {
    switch shape {
    case .empty: return PartMass()
    case .full: return storage[Self.total]
    case .top(let eighths): return top[eighths]
    case .bottom(let eighths): return storage[Self.total] - top[8 - eighths]
    case .left(let eighths): return left[eighths]
    case .right(let eighths): return storage[Self.total] - left[8 - eighths]
    case .quadrants(let bits):
      var sum = PartMass()
      if bits & 1 != 0 { sum += storage[Self.quadrants] }
      if bits & 2 != 0 { sum += storage[Self.quadrants + 1] }
      if bits & 4 != 0 { sum += storage[Self.quadrants + 2] }
      if bits & 8 != 0 { sum += storage[Self.quadrants + 3] }
      return sum
    }
  }

  /// Calls `body` with the prefix sums of the rows and of the columns (nine entries each).
  func withPrefixSums<Result>(_ body: (UnsafePointer<PartMass>, UnsafePointer<PartMass>) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: PartMass.self, capacity: 18) { prefixes in
      guard let base = prefixes.baseAddress else { fatalError("no stack buffer") }
      base.initialize(to: PartMass())
      (base + 9).initialize(to: PartMass())
      for index in 0..<8 {
        (base + index + 1).initialize(to: base[index] + storage[Self.rows + index])
        (base + 10 + index).initialize(to: base[9 + index] + storage[Self.columns + index])
      }
      return body(UnsafePointer(base), UnsafePointer(base + 9))
    }
  }
}
