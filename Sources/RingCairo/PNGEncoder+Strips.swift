import Dispatch
import FoundationEssentials
import RingKit

/// The raster's pixels, read by strips on several threads at once.
private struct SharedPixels: @unchecked Sendable {
  let base: UnsafeRawPointer
}

extension PNGEncoder {
  /// Rows per strip of a `width` × `height` image of `channels` bytes a pixel under
  /// ``stripBytes``, or nil when it is one stream: one strip, or not zlib's rows (see
  /// ``stripBytes``).
  package func rowsPerStrip(width: Int, height: Int, channels: Int) -> Int? {
    guard let stripBytes, writer == .direct, filter == .none, width > 0, height > 1 else { return nil }
    let rows = max(stripBytes / (width * channels + 1), 1)
    return rows < height ? rows : nil
  }

  /// `raster` as PNG through a ``PNGStripWriter``, its strips deflated on all processors at
  /// once; nil when the raster is one strip.
  func encodeInStrips(
    _ raster: RingRaster, scale: Double, description: String?, dropAlpha: Bool
  ) throws(RenderError) -> Data? {
    guard
      let writer = PNGStripWriter(
        width: raster.width, height: raster.height, pixels: dropAlpha ? .rgbaWrittenAsRGB : .rgba, encoder: self)
    else { return nil }
    let rowBytes = raster.width * 4
    raster.bytes.withUnsafeBytes { bytes in
      let pixels = SharedPixels(base: bytes.baseAddress!)
      let count = (raster.height + writer.rowsPerStrip - 1) / writer.rowsPerStrip
      DispatchQueue.concurrentPerform(iterations: count) { index in
        let rows = index * writer.rowsPerStrip..<min((index + 1) * writer.rowsPerStrip, raster.height)
        writer.deflate(
          rows: rows,
          pixels: UnsafeRawBufferPointer(start: pixels.base + rows.lowerBound * rowBytes, count: rows.count * rowBytes))
      }
    }
    return try writer.png(scale: scale, description: description)
  }
}
