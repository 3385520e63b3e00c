import CRingPNG
import FoundationEssentials
import RingKit
import Synchronization

/// A PNG whose image data is deflated a strip of rows at a time, strips on several threads at
/// once, joined into one zlib stream by sync flushes (CRingPNG's `ring_png_deflate_strip`): so
/// that a large image can be written as it is made, without the whole of it in memory, and in
/// a fraction of one thread's time. ``PNGEncoder/stripBytes`` decides the strips, from the
/// image's size alone.
package final class PNGStripWriter: @unchecked Sendable {
  package let width: Int
  package let height: Int
  /// Rows of every strip but the last.
  package let rowsPerStrip: Int
  /// Whether the image is written as RGB: every pixel is opaque.
  package let dropsAlpha: Bool
  /// Whether ``deflate(rows:pixels:)`` takes RGB8 pixels rather than RGBA8 (with ``dropsAlpha``).
  package let takesRGB: Bool
  private let encoder: PNGEncoder
  /// One slot a strip; each written by one ``deflate(rows:pixels:)`` call, read by ``png(scale:description:)``.
  private let strips: UnsafeMutableBufferPointer<ring_png_strip>
  /// Strips deflated so far, and the first failure.
  private let progress = Mutex<(deflated: Int, failure: String?)>((0, nil))

  /// A writer for an image of `width` × `height` px under `encoder`'s level and strips, or nil
  /// when the image is one strip (it is then written whole, by ``PNGEncoder``). It takes RGB8
  /// pixels when `takesRGB` and `dropsAlpha`, else RGBA8.
  package init?(width: Int, height: Int, dropsAlpha: Bool, takesRGB: Bool = false, encoder: PNGEncoder = .inStrips) {
    guard let rows = encoder.rowsPerStrip(width: width, height: height, dropAlpha: dropsAlpha) else { return nil }
    self.width = width
    self.height = height
    self.dropsAlpha = dropsAlpha
    self.takesRGB = takesRGB && dropsAlpha
    self.encoder = encoder
    rowsPerStrip = rows
    strips = .allocate(capacity: (height + rows - 1) / rows)
    strips.initialize(repeating: ring_png_strip())
  }

  deinit {
    for index in strips.indices { ring_png_buffer_free(&strips[index].deflated) }
    strips.deallocate()
  }

  /// Deflates one strip: `rows` (a strip's, from a multiple of ``rowsPerStrip``) as straight
  /// RGBA8 pixels, or RGB8 (``takesRGB``), row after row. Safe to call from several threads,
  /// once for each strip.
  package func deflate(rows: Range<Int>, pixels: UnsafeRawBufferPointer) {
    let index = rows.lowerBound / rowsPerStrip
    let count = strips.count
    let pixelBytes = takesRGB ? 3 : 4
    guard rows.lowerBound % rowsPerStrip == 0, index < count,
      rows.count == min(rowsPerStrip, height - rows.lowerBound), pixels.count >= rows.count * width * pixelBytes,
      let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self)
    else {
      progress.withLock { $0.failure = $0.failure ?? "rows \(rows) are not a strip of the image" }
      return
    }
    var message = [CChar](repeating: 0, count: 256)
    let status = ring_png_deflate_strip(
      base, Int32(pixelBytes), UInt32(width), 0, UInt32(rows.count), encoder.compressionLevel, dropsAlpha ? 1 : 0,
      index == count - 1 ? 1 : 0, strips.baseAddress! + index, &message, message.count)
    let failure =
      status == 0 ? nil : String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    progress.withLock { progress in
      progress.deflated += 1
      progress.failure = progress.failure ?? failure
    }
  }

  /// The PNG, once every strip is deflated, with ``PNGEncoder``'s chunks around the data.
  /// - Throws: ``RenderError/pngEncoding(message:)`` when a strip failed or is missing.
  package func png(scale: Double = 1, description: String? = nil) throws(RenderError) -> Data {
    let (deflated, failure) = progress.withLock { ($0.deflated, $0.failure) }
    if let failure { throw .pngEncoding(message: failure) }
    guard deflated == strips.count else {
      throw .pngEncoding(message: "\(strips.count - deflated) of \(strips.count) strips were not deflated")
    }
    let (width, height, strips) = (UInt32(width), UInt32(height), strips)
    return try encoder.encode(scale: scale, description: description, dropAlpha: dropsAlpha) {
      options, buffer, message, messageSize in
      ring_png_encode_strips(strips.baseAddress, strips.count, width, height, options, buffer, message, messageSize)
    }
  }
}
