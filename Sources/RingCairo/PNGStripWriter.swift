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
  /// The pixels ``deflate(rows:pixels:)`` takes, and how the file stores them.
  package enum Pixels: Sendable, Hashable {
    /// RGBA8, stored so.
    case rgba
    /// RGBA8 whose every pixel is opaque, stored as RGB.
    case rgbaWrittenAsRGB
    /// RGB8, stored so.
    case rgb
    /// A byte a pixel, its index in `palette` (RGB triples, at most 256): an indexed PNG.
    case indexed(palette: [UInt8])

    /// Bytes a pixel given, and stored.
    var given: Int {
      switch self {
      case .rgba, .rgbaWrittenAsRGB: 4
      case .rgb: 3
      case .indexed: 1
      }
    }
    var stored: Int {
      switch self {
      case .rgba: 4
      case .rgbaWrittenAsRGB, .rgb: 3
      case .indexed: 1
      }
    }
  }

  package let width: Int
  package let height: Int
  /// Rows of every strip but the last.
  package let rowsPerStrip: Int
  package let pixels: Pixels
  private let encoder: PNGEncoder
  /// One slot a strip; each written by one ``deflate(rows:pixels:)`` call, read by ``png(scale:description:)``.
  private let strips: UnsafeMutableBufferPointer<ring_png_strip>
  /// Which strips have been given, and the first failure.
  private let progress: Mutex<(given: [Bool], failure: String?)>

  /// A writer for an image of `width` × `height` px of `pixels` under `encoder`'s level and
  /// strips, or nil when the image is one strip (it is then written whole, by ``PNGEncoder``)
  /// or a palette has more than 256 colours.
  package init?(width: Int, height: Int, pixels: Pixels, encoder: PNGEncoder = .inStrips) {
    if case .indexed(let palette) = pixels, palette.isEmpty || palette.count > 768 || palette.count % 3 != 0 {
      return nil
    }
    guard let rows = encoder.rowsPerStrip(width: width, height: height, channels: pixels.stored) else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
    self.encoder = encoder
    rowsPerStrip = rows
    let count = (height + rows - 1) / rows
    strips = .allocate(capacity: count)
    strips.initialize(repeating: ring_png_strip())
    progress = Mutex(([Bool](repeating: false, count: count), nil))
  }

  deinit {
    for index in strips.indices { ring_png_buffer_free(&strips[index].deflated) }
    strips.deallocate()
  }

  /// Deflates one strip: `rows` (a strip's, from a multiple of ``rowsPerStrip``) as
  /// ``pixels-swift.property`` says, row after row. Safe to call from several threads, once for
  /// each strip.
  package func deflate(rows: Range<Int>, pixels: UnsafeRawBufferPointer) {
    let index = rows.lowerBound / rowsPerStrip
    let count = strips.count
    let pixelBytes = self.pixels.given
    guard rows.lowerBound % rowsPerStrip == 0, index < count,
      rows.count == min(rowsPerStrip, height - rows.lowerBound), pixels.count >= rows.count * width * pixelBytes,
      let base = pixels.baseAddress?.assumingMemoryBound(to: UInt8.self)
    else {
      progress.withLock { $0.failure = $0.failure ?? "rows \(rows) are not a strip of the image" }
      return
    }
    // A strip given twice would overwrite the slot's buffer while it is read, or leak it.
    let first = progress.withLock { progress in
      defer { progress.given[index] = true }
      guard !progress.given[index] else {
        progress.failure = progress.failure ?? "rows \(rows) were given twice"
        return false
      }
      return true
    }
    guard first else { return }
    var message = [CChar](repeating: 0, count: 256)
    let status = ring_png_deflate_strip(
      base, Int32(pixelBytes), UInt32(width), UInt32(rows.count), encoder.compressionLevel,
      Int32(self.pixels.stored),
      index == count - 1 ? 1 : 0, strips.baseAddress! + index, &message, message.count)
    guard status != 0 else { return }
    let failure = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    progress.withLock { $0.failure = $0.failure ?? failure }
  }

  /// The PNG, once every strip is deflated (every ``deflate(rows:pixels:)`` call has returned), with ``PNGEncoder``'s chunks around the data.
  /// - Throws: ``RenderError/pngEncoding(message:)`` when a strip failed or is missing.
  package func png(scale: Double = 1, description: String? = nil) throws(RenderError) -> Data {
    let (given, failure) = progress.withLock { ($0.given.count { $0 }, $0.failure) }
    if let failure { throw .pngEncoding(message: failure) }
    guard given == strips.count else {
      throw .pngEncoding(message: "\(strips.count - given) of \(strips.count) strips were not deflated")
    }
    let (width, height, strips) = (UInt32(width), UInt32(height), strips)
    let palette: [UInt8]
    if case .indexed(let entries) = pixels { palette = entries } else { palette = [] }
    return try encoder.encode(
      scale: scale, description: description, dropAlpha: pixels.stored == 3, palette: palette
    ) {
      options, buffer, message, messageSize in
      ring_png_encode_strips(strips.baseAddress, strips.count, width, height, options, buffer, message, messageSize)
    }
  }
}
