import RingKit

/// A rendered image as Cairo holds it, lent for the duration of a call: premultiplied ARGB,
/// one native-endian 32-bit word a pixel (alpha in the top byte), rows `bytesPerRow` apart.
/// Like the pointer of `withUnsafeBytes`, it must not be used after the call returns.
///
/// This is what Cairo drew, with no conversion and no copy. Premultiplied channels are
/// coverage: for an opaque pure red, `(word >> 16) & 0xFF` is the share of the pixel the red
/// covers, times 255. Use `RingRaster` (``RingKit/ProgressRing/raster(on:)``) for straight
/// RGBA that outlives the call.
public struct PremultipliedPixels {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from one row to the next, at least `width × 4`.
  public let bytesPerRow: Int
  /// The rows, `height × bytesPerRow` bytes.
  public let bytes: UnsafeRawBufferPointer

  init(width: Int, height: Int, bytesPerRow: Int, bytes: UnsafeRawBufferPointer) {
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.bytes = bytes
  }

  /// The pixel in column `x` and row `y` (both in range) as `0xAARRGGBB`, premultiplied.
  @inline(__always)
  public subscript(x: Int, y: Int) -> UInt32 {
    bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
  }

  /// Whether every pixel's alpha is 255, as ``RingKit/RingRaster/isOpaque`` says of the same
  /// image made straight.
  var isOpaque: Bool {
    guard let base = bytes.baseAddress else { return true }  // no pixels, as RingRaster says
    return (0..<height).allSatisfy { y in
      let row = (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
      // One AND over the row, which the compiler vectorises, rather than a test per pixel.
      var all: UInt32 = 0xFFFF_FFFF
      for x in 0..<width { all &= row[x] }
      return all >> 24 == 0xFF
    }
  }
}
