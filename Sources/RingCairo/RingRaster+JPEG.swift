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
    do throws(DecodingFailure) {
      self = try Self.decoded(jpegData, size: ring_jpeg_size, pixels: ring_jpeg_decode)
    } catch {
      throw .jpegDecoding(message: error.message)
    }
  }
}
