import FoundationEssentials
import RingKit

extension RingRaster {
  /// A C decoder's two calls: the image's size, then its straight RGBA8 pixels into a buffer
  /// of that size; each returns 0, or not 0 with a message in the buffer it is given.
  typealias SizeCall = (
    UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<CChar>?, Int
  ) -> Int32
  typealias PixelCall = (
    UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int32, Int32, UnsafeMutablePointer<CChar>?, Int
  ) -> Int32

  /// Why a decoder refused a file, as its message says it.
  struct DecodingFailure: Error {
    var message: String
  }

  /// Decodes `data` through a C decoder's `size` and `pixels` calls, refusing an image of
  /// more than `RingCanvas.maxPixelsPerSide` pixels a side before any pixel is allocated.
  static func decoded(_ data: Data, size: SizeCall, pixels: PixelCall) throws(DecodingFailure) -> RingRaster {
    var message = [CChar](repeating: 0, count: 256)
    var width: Int32 = 0
    var height: Int32 = 0
    let sized = data.withUnsafeBytes { bytes in
      size(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &width, &height, &message, message.count)
    }
    guard sized == 0 else { throw DecodingFailure(message: text(message)) }
    guard width > 0, height > 0, Int(width) <= RingCanvas.maxPixelsPerSide, Int(height) <= RingCanvas.maxPixelsPerSide
    else {
      throw DecodingFailure(message: "\(width) × \(height) px is larger than \(RingCanvas.maxPixelsPerSide) px a side")
    }
    var buffer = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    let decoded = data.withUnsafeBytes { bytes in
      buffer.withUnsafeMutableBufferPointer { output in
        pixels(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, output.baseAddress, width, height,
          &message, message.count)
      }
    }
    guard decoded == 0 else { throw DecodingFailure(message: text(message)) }
    return RingRaster(width: Int(width), height: Int(height), bytes: buffer)!
  }

  private static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
