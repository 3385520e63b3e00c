import CRingWebP
import FoundationEssentials
import RingKit

extension RingRaster {
  /// Decodes a still WebP file's bytes (lossy or lossless, with or without alpha) into
  /// straight RGBA8 pixels, with libwebp (loaded the first time, from Debian's libwebp7): a
  /// lossless file gives back exactly the pixels it was encoded from.
  ///
  /// - Throws: ``RenderError/decoding(format:message:)`` for data that is not a WebP, a
  ///   truncated or corrupt file, an animated WebP (refused: its first frame alone would hide a
  ///   change in the others), more than `RingCanvas.maxPixelsPerSide` pixels a side, or when
  ///   the library cannot be loaded.
  public init(webpData: Data) throws(RenderError) {
    if let problem = ring_webp_load() { throw .decoding(format: "WebP", message: String(cString: problem)) }
    var message = [CChar](repeating: 0, count: 256)
    var width: Int32 = 0
    var height: Int32 = 0
    let sized = webpData.withUnsafeBytes { bytes in
      ring_webp_size(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &width, &height, &message, message.count)
    }
    guard sized == 0 else { throw .decoding(format: "WebP", message: Self.webpText(message)) }
    guard width > 0, height > 0, Int(width) <= RingCanvas.maxPixelsPerSide, Int(height) <= RingCanvas.maxPixelsPerSide
    else {
      throw .decoding(
        format: "WebP", message: "\(width) × \(height) px is larger than \(RingCanvas.maxPixelsPerSide) px a side")
    }
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    let decoded = webpData.withUnsafeBytes { bytes in
      pixels.withUnsafeMutableBufferPointer { output in
        ring_webp_decode(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, output.baseAddress, width, height,
          &message, message.count)
      }
    }
    guard decoded == 0 else { throw .decoding(format: "WebP", message: Self.webpText(message)) }
    self.init(width: Int(width), height: Int(height), bytes: pixels)!
  }

  private static func webpText(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
