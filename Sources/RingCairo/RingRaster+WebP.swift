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
    do throws(DecodingFailure) {
      self = try Self.decoded(webpData, size: ring_webp_size, pixels: ring_webp_decode)
    } catch {
      throw .decoding(format: "WebP", message: error.message)
    }
  }
}
