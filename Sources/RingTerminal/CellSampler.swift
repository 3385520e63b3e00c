import RingKit

/// Reads a cell's block of pixels from the parts raster and sums it into sub-cells.
///
/// The raster is drawn with each part in its own primary colour (progress red, track green,
/// background blue) and straight alpha, so a pixel's channels times its alpha are the shares
/// of the pixel each part covers, and `1 − alpha` the share nothing covers. A pixel that
/// straddles sub-cells is split between them by area.
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

  /// The share of a pixel each part covers.
  @inline(__always)
  static func mass(ofPixel word: UInt32) -> PartMass {
    let alpha = Float(word >> 24) / 255
    let scale = alpha / 255
    return PartMass(1 - alpha, Float((word >> 8) & 0xFF) * scale, Float(word & 0xFF) * scale, Float((word >> 16) & 0xFF) * scale)
  }

  /// If one part covers the whole cell, that part; otherwise the cell's sub-cell masses are
  /// written to `masses` and nil is returned.
  ///
  /// - Parameter pixels: The raster's RGBA bytes, `width` pixels a row.
  func sample(
    column: Int, row: Int, pixels: UnsafeRawBufferPointer, width: Int, into masses: UnsafeMutableBufferPointer<PartMass>
  ) -> RingPart? {
    @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 {
      UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self))
    }
    let x0 = column * samplesX, y0 = row * samplesY
    let first = word(x0, y0)
    // Most cells are one part all over; compare their pixels two at a time.
    let pair = UInt64(first) | UInt64(first) << 32
    var uniform = true
    if let base = pixels.baseAddress {
      let rowBytes = width * 4
      var rowStart = base + (y0 * width + x0) * 4
      rowLoop: for _ in 0..<samplesY {
        var x = 0
        while x + 1 < samplesX {
          if rowStart.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) != UInt64(littleEndian: pair) {
            uniform = false
            break rowLoop
          }
          x += 2
        }
        if x < samplesX, rowStart.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) != UInt32(littleEndian: first) {
          uniform = false
          break rowLoop
        }
        rowStart += rowBytes
      }
    }
    if uniform, let part = Self.pure(first) { return part }

    masses.update(repeating: PartMass())
    columnStart.withUnsafeBufferPointer { columnStart in
      columnIndex.withUnsafeBufferPointer { columnIndex in
        columnWeight.withUnsafeBufferPointer { columnWeight in
          for y in 0..<samplesY {
            for r in rowStart[y]..<rowStart[y + 1] {
              let subRow = rowIndex[r] * subColumns
              let rowWeight = rowWeight[r]
              for x in 0..<samplesX {
                let mass = Self.mass(ofPixel: word(x0 + x, y0 + y)) * rowWeight
                for c in columnStart[x]..<columnStart[x + 1] {
                  masses[subRow + columnIndex[c]] += mass * columnWeight[c]
                }
              }
            }
          }
        }
      }
    }
    return nil
  }

  /// The part a pixel shows when it shows one part only.
  private static func pure(_ word: UInt32) -> RingPart? {
    if word >> 24 == 0 { return RingPart.none }
    switch word {
    case 0xFF00_00FF: return .progress
    case 0xFF00_FF00: return .track
    case 0xFFFF_0000: return .background
    default: return nil
    }
  }
}
