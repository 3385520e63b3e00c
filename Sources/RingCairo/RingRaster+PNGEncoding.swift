import FoundationEssentials
import RingKit

extension RingRaster {
  /// Encodes the raster as PNG, with ringgen's encoder settings.
  ///
  /// - Parameters:
  ///   - scale: Pixels per point, recorded as 72 dpi × `scale` in the pHYs chunk; a scale
  ///     that is not a positive finite number writes no pHYs.
  ///   - description: Alt text for a tEXt `Description` chunk (ASCII only; other text is left
  ///     out rather than mangled), or nil for none.
  ///   - keepAlpha: Keep the alpha channel even when every pixel is opaque (by default such
  ///     an image is written as RGB).
  /// - Throws: ``RenderError/pngEncoding(message:)`` when libpng fails.
  public func pngData(
    scale: Double = 1, description: String? = nil, keepAlpha: Bool = false
  ) throws(RenderError) -> Data {
    try PNGEncoder.standard.encode(self, scale: scale, description: description, keepAlpha: keepAlpha)
  }
}

extension RingRaster {
  /// Encodes the raster as ``pngData(scale:description:keepAlpha:)`` does, but deflates a large
  /// one in strips on all processors (``PNGEncoder/inStrips``): the same pixels, written faster,
  /// in bytes that are not libpng's. For images that are not rings, such as diff images.
  package func pngDataInStrips() throws(RenderError) -> Data {
    try PNGEncoder.inStrips.encode(self, scale: 1, description: nil)
  }
}
