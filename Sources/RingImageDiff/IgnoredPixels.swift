import RingKit

/// Pixels a comparison leaves out: they never count as differing, and the diff image shows
/// them dimmed (odiff's ignore regions, a mask image).
///
/// ```swift
/// var ignored = IgnoredPixels(width: 256, height: 256)
/// ignored.ignore(x: 10..<60, y: 200..<230)      // a clock's label
/// let difference = ImageComparator().compare(expected, actual, ignoring: ignored)
/// ```
///
/// Its size is that of the images compared (the larger width and height when they differ);
/// the comparator reads it top-left aligned and compares every pixel it does not cover.
public struct IgnoredPixels: Sendable, Hashable {
  /// The size, in pixels.
  public let width: Int
  public let height: Int
  /// One byte a pixel, row by row: non-zero is ignored.
  var flags: [UInt8]

  /// A size with no pixel ignored; a negative size is taken as 0.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    flags = [UInt8](repeating: 0, count: self.width * self.height)
  }

  /// The mask's non-transparent pixels (alpha above 0) ignored, at the mask's size.
  public init(mask: RingRaster) {
    self.init(width: mask.width, height: mask.height)
    mask.bytes.withUnsafeBufferPointer { bytes in
      for index in 0..<flags.count where bytes[index * 4 + 3] != 0 { flags[index] = 1 }
    }
  }

  /// Ignores the columns `x` of the rows `y`; the parts outside the size are left out.
  public mutating func ignore(x: Range<Int>, y: Range<Int>) {
    let columns = x.clamped(to: 0..<width)
    for row in y.clamped(to: 0..<height) where !columns.isEmpty {
      for index in row * width + columns.lowerBound..<row * width + columns.upperBound { flags[index] = 1 }
    }
  }

  /// Whether the pixel at column `x`, row `y` is ignored; false outside the size.
  public func isIgnored(x: Int, y: Int) -> Bool {
    (0..<width).contains(x) && (0..<height).contains(y) && flags[y * width + x] != 0
  }

  /// How many pixels are ignored.
  public var count: Int { flags.count { $0 != 0 } }

  /// The flags on a canvas of `width` × `height`, top-left aligned; pixels outside are compared.
  func flags(width: Int, height: Int) -> [UInt8] {
    guard width != self.width || height != self.height else { return flags }
    var padded = [UInt8](repeating: 0, count: width * height)
    for row in 0..<min(height, self.height) {
      let count = min(width, self.width)
      padded.replaceSubrange(
        row * width..<row * width + count, with: flags[row * self.width..<row * self.width + count])
    }
    return padded
  }
}
