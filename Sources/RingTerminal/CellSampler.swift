import RingCairo
import RingKit

/// Reads a cell's block of pixels from the parts raster and sums it into sub-cells.
///
/// The raster is drawn with each part in its own opaque primary colour (progress red, track
/// green, background blue) and read as Cairo holds it, premultiplied, so a pixel's red, green
/// and blue bytes over 255 are the shares of the pixel that progress, track and background
/// cover, and what they leave is nothing. A pixel that straddles sub-cells is split between
/// them by area.
struct CellSampler {
  let samplesX: Int
  let samplesY: Int
  let subColumns: Int
  let subRows: Int
  /// For each pixel column of a cell, the sub-columns it overlaps and by how much (cell
  /// widths), flattened: entries `columnStart[x]..<columnStart[x + 1]` of the two arrays.
  private let columnStart: [Int]
  private let columnIndex: [Int]
  private let columnWeight: [Float]
  /// The same for pixel rows and sub-rows.
  private let rowStart: [Int]
  private let rowIndex: [Int]
  private let rowWeight: [Float]

  init(samplesX: Int, samplesY: Int, subColumns: Int, subRows: Int) {
    self.samplesX = samplesX
    self.samplesY = samplesY
    self.subColumns = subColumns
    self.subRows = subRows
    func weights(pixels: Int, parts: Int) -> (start: [Int], index: [Int], weight: [Float]) {
      var start = [0], index: [Int] = [], weight: [Float] = []
      for pixel in 0..<pixels {
        let low = Double(pixel) / Double(pixels), high = Double(pixel + 1) / Double(pixels)
        for part in 0..<parts {
          let overlap = min(high, Double(part + 1) / Double(parts)) - max(low, Double(part) / Double(parts))
          if overlap > 1e-12 {
            index.append(part)
            weight.append(Float(overlap))
          }
        }
        start.append(index.count)
      }
      return (start, index, weight)
    }
    (columnStart, columnIndex, columnWeight) = weights(pixels: samplesX, parts: subColumns)
    (rowStart, rowIndex, rowWeight) = weights(pixels: samplesY, parts: subRows)
  }

  /// The share of a premultiplied ARGB pixel each part covers; the "nothing" lane is left at 0
  /// and filled in per area afterwards.
  @inline(__always)
  static func mass(ofPixel word: UInt32) -> PartMass {
    PartMass(0, Float((word >> 8) & 0xFF), Float((word >> 16) & 0xFF), Float(word & 0xFF)) * (1 / 255)
  }

  /// The part a pixel shows when it shows one part only.
  @inline(__always)
  private static func pure(_ word: UInt32) -> RingPart? {
    switch word {
    case 0: return RingPart.none
    case 0xFFFF_0000: return .progress
    case 0xFF00_FF00: return .track
    case 0xFF00_00FF: return .background
    default: return nil
    }
  }

  /// The part that covers the whole block of pixels from (`x0`, `y0`), if one does.
  @inline(__always)
  private func uniformPart(x0: Int, y0: Int, pixels: PremultipliedPixels) -> RingPart? {
    guard var row = pixels.bytes.baseAddress.map({ $0 + y0 * pixels.bytesPerRow + x0 * 4 }) else {
      return RingPart.none
    }
    let first = row.load(as: UInt32.self)
    guard let part = Self.pure(first) else { return nil }
    // Most cells are one part all over; compare their pixels two at a time.
    let pair = UInt64(first) | UInt64(first) << 32
    for _ in 0..<samplesY {
      var x = 0
      while x + 1 < samplesX {
        if row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) != pair { return nil }
        x += 2
      }
      if x < samplesX, row.load(fromByteOffset: x * 4, as: UInt32.self) != first { return nil }
      row += pixels.bytesPerRow
    }
    return part
  }

  /// If one part covers the whole cell, that part; otherwise the cell's sub-cell masses
  /// (`subColumns` × `subRows`, rows from the top, adding up to 1) are written to `masses` and
  /// nil is returned.
  func sample(
    column: Int, row: Int, pixels: PremultipliedPixels, into masses: UnsafeMutableBufferPointer<PartMass>
  ) -> RingPart? {
    let x0 = column * samplesX, y0 = row * samplesY
    if let part = uniformPart(x0: x0, y0: y0, pixels: pixels) { return part }
    masses.update(repeating: PartMass())
    guard let base = pixels.bytes.baseAddress, let output = masses.baseAddress else { return nil }
    columnStart.withUnsafeBufferPointer { columnStart in
      columnIndex.withUnsafeBufferPointer { columnIndex in
        columnWeight.withUnsafeBufferPointer { columnWeight in
          for y in 0..<samplesY {
            let pixelRow = base + (y0 + y) * pixels.bytesPerRow + x0 * 4
            for r in rowStart[y]..<rowStart[y + 1] {
              let subRow = output + rowIndex[r] * subColumns
              let rowWeight = rowWeight[r]
              for x in 0..<samplesX {
                let word = pixelRow.load(fromByteOffset: x * 4, as: UInt32.self)
                guard word != 0 else { continue }
                let mass = Self.mass(ofPixel: word) * rowWeight
                for c in columnStart[x]..<columnStart[x + 1] {
                  subRow[columnIndex[c]] += mass * columnWeight[c]
                }
              }
            }
          }
        }
      }
    }
    // Each sub-cell's masses add up to its area; what the parts leave is nothing.
    let area = 1 / Float(subColumns * subRows)
    for index in masses.indices {
      var mass = masses[index]
      mass[.none] = max(area - (mass[.track] + mass[.progress] + mass[.background]), 0)
      masses[index] = mass
    }
    return nil
  }

  /// Samples a cell for the block set: its row, column and quadrant sums (see ``BlockSums``),
  /// straight from the pixels when a cell is 4 × 8 of them (cells half as wide as tall), else
  /// through the 8 × 8 sub-cells in `masses`. Returns the part that covers the whole cell, if
  /// one does, and then leaves the sums alone.
  func sampleBlock(
    column: Int, row: Int, pixels: PremultipliedPixels, masses: UnsafeMutableBufferPointer<PartMass>,
    into sums: BlockSums
  ) -> RingPart? {
    guard samplesX == 4, samplesY == 8, let base = pixels.bytes.baseAddress else {
      if let part = sample(column: column, row: row, pixels: pixels, into: masses) { return part }
      sums.fill(from: UnsafeBufferPointer(masses))
      return nil
    }
    let x0 = column * 4, y0 = row * 8
    if let part = uniformPart(x0: x0, y0: y0, pixels: pixels) { return part }
    let storage = sums.storage
    storage.update(repeating: PartMass(), count: BlockSums.count)
    var columnSums = (PartMass(), PartMass(), PartMass(), PartMass())
    for y in 0..<8 {
      let pixelRow = base + (y0 + y) * pixels.bytesPerRow + x0 * 4
      @inline(__always) func mass(_ x: Int) -> PartMass {
        let word = pixelRow.load(fromByteOffset: x * 4, as: UInt32.self)
        return word == 0 ? PartMass() : Self.mass(ofPixel: word)
      }
      let (m0, m1, m2, m3) = (mass(0), mass(1), mass(2), mass(3))
      columnSums.0 += m0
      columnSums.1 += m1
      columnSums.2 += m2
      columnSums.3 += m3
      let leftHalf = m0 + m1, rightHalf = m2 + m3
      storage[BlockSums.rows + y] = leftHalf + rightHalf
      storage[BlockSums.quadrants + (y / 4) * 2] += leftHalf
      storage[BlockSums.quadrants + (y / 4) * 2 + 1] += rightHalf
    }
    // Each pixel column is two sub-columns.
    for (index, columnSum) in [columnSums.0, columnSums.1, columnSums.2, columnSums.3].enumerated() {
      storage[BlockSums.columns + 2 * index] = columnSum * 0.5
      storage[BlockSums.columns + 2 * index + 1] = columnSum * 0.5
    }
    var total = PartMass()
    for y in 0..<8 { total += storage[BlockSums.rows + y] }
    storage[BlockSums.total] = total
    // Pixels are 1/32 of the cell; what the parts leave of each area is nothing.
    for index in 0..<BlockSums.count {
      let area: Float = index == BlockSums.total ? 1 : index >= BlockSums.quadrants ? 0.25 : 0.125
      var mass = storage[index] * (1 / 32)
      mass[.none] = max(area - (mass[.track] + mass[.progress] + mass[.background]), 0)
      storage[index] = mass
    }
    return nil
  }
}
