import CRingJPEG
import FoundationEssentials
import RingKit

extension RingRaster {
  /// Decodes a JPEG file's bytes into opaque RGBA8 pixels, with libjpeg-turbo (loaded the
  /// first time, from Debian's libturbojpeg0) and its default, accurate upsampling: the pixels
  /// Pillow and other libjpeg-turbo readers give.
  ///
  /// - Throws: ``RenderError/jpegDecoding(message:)`` with libjpeg-turbo's reason for corrupt
  ///   or non-JPEG data, for a truncated file (which libjpeg-turbo would otherwise finish in
  ///   grey), for more than `RingCanvas.maxPixelsPerSide` pixels a side, or when the library
  ///   cannot be loaded.
  public init(jpegData: Data) throws(RenderError) {
    var message = [CChar](repeating: 0, count: 256)
    var width: Int32 = 0
    var height: Int32 = 0
    let sized = jpegData.withUnsafeBytes { bytes in
      ring_jpeg_size(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &width, &height, &message, message.count)
    }
    guard sized == 0 else { throw .jpegDecoding(message: Self.text(message)) }
    guard width > 0, height > 0, Int(width) <= RingCanvas.maxPixelsPerSide, Int(height) <= RingCanvas.maxPixelsPerSide
    else {
      throw .jpegDecoding(message: "\(width) × \(height) px is larger than \(RingCanvas.maxPixelsPerSide) px a side")
    }
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    let decoded = jpegData.withUnsafeBytes { bytes in
      pixels.withUnsafeMutableBufferPointer { output in
        ring_jpeg_decode(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, output.baseAddress, width, height,
          &message, message.count)
      }
    }
    guard decoded == 0 else { throw .jpegDecoding(message: Self.text(message)) }
    self.init(width: Int(width), height: Int(height), bytes: pixels)!
  }

  private static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
