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
  /// For each pixel column of a cell: the sub-columns it overlaps and by how much (cell widths).
  private let columnWeights: [[(Int, Float)]]
  /// For each pixel row of a cell: the sub-rows it overlaps and by how much (cell heights).
  private let rowWeights: [[(Int, Float)]]

  init(samplesX: Int, samplesY: Int, subColumns: Int, subRows: Int) {
    self.samplesX = samplesX
    self.samplesY = samplesY
    self.subColumns = subColumns
    self.subRows = subRows
    func weights(pixels: Int, parts: Int) -> [[(Int, Float)]] {
      (0..<pixels).map { pixel in
        let start = Double(pixel) / Double(pixels), end = Double(pixel + 1) / Double(pixels)
        return (0..<parts).compactMap { part in
          let overlap = min(end, Double(part + 1) / Double(parts)) - max(start, Double(part) / Double(parts))
          return overlap > 1e-12 ? (part, Float(overlap)) : nil
        }
      }
    }
    columnWeights = weights(pixels: samplesX, parts: subColumns)
    rowWeights = weights(pixels: samplesY, parts: subRows)
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
  /// - Parameter pixels: The raster as 32-bit words, R in the low byte (RGBA in memory on a
  ///   little-endian machine), `width` words a row.
  func sample(
    column: Int, row: Int, pixels: UnsafeBufferPointer<UInt32>, width: Int, into masses: UnsafeMutableBufferPointer<PartMass>
  ) -> RingPart? {
    let x0 = column * samplesX, y0 = row * samplesY
    let first = pixels[y0 * width + x0]
    var uniform = true
    for y in y0..<(y0 + samplesY) where uniform {
      let start = y * width + x0
      for x in start..<(start + samplesX) where pixels[x] != first {
        uniform = false
        break
      }
    }
    if uniform, let part = Self.pure(first) { return part }

    for index in masses.indices { masses[index] = PartMass() }
    for y in 0..<samplesY {
      let start = (y0 + y) * width + x0
      for (subRow, rowWeight) in rowWeights[y] {
        for x in 0..<samplesX {
          let mass = Self.mass(ofPixel: pixels[start + x])
          for (subColumn, columnWeight) in columnWeights[x] {
            masses[subRow * subColumns + subColumn] += mass * (rowWeight * columnWeight)
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
