import CRingCairo
import RingKit

extension CairoSurface {
  /// Lends `body` the image surface's pixels as Cairo holds them (see
  /// ``PremultipliedPixels``), after making sure every drawing operation has reached them.
  func withPixels<Result>(_ body: (PremultipliedPixels) throws(RenderError) -> Result) throws(RenderError) -> Result {
    cairo_surface_flush(raw)
    try check(cairo_surface_status(raw), "read the image")
    let width = Int(cairo_image_surface_get_width(raw))
    let height = Int(cairo_image_surface_get_height(raw))
    let stride = Int(cairo_image_surface_get_stride(raw))
    guard let data = cairo_image_surface_get_data(raw), width > 0, height > 0 else {
      throw .cairo(operation: "read the image", message: "the surface has no pixels")
    }
    let pixels = PremultipliedPixels(
      width: width, height: height, bytesPerRow: stride,
      bytes: UnsafeRawBufferPointer(start: data, count: stride * height))
    return try withExtendedLifetime(self) { () throws(RenderError) in try body(pixels) }
  }

  /// The image surface's pixels as straight RGBA8.
  ///
  /// Cairo's ARGB32 is premultiplied and stored as native-endian 32-bit words; this is the one
  /// place that converts it, rounding as Cairo's own PNG writer does.
  func raster() throws(RenderError) -> RingRaster {
    try withPixels { pixels throws(RenderError) in
      let (width, height) = (pixels.width, pixels.height)
      let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
        guard let output = UnsafeMutableRawPointer(buffer.baseAddress), let input = pixels.bytes.baseAddress else {
          return
        }
        for y in 0..<height {
          let row = (input + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self)
          var offset = y * width * 4
          for x in 0..<width {
            output.storeBytes(
              of: Self.straightRGBA(premultipliedARGB: row[x]).littleEndian, toByteOffset: offset, as: UInt32.self)
            offset += 4
          }
        }
        count = width * height * 4
      }
      guard let raster = RingRaster(width: width, height: height, bytes: bytes) else {
        throw .cairo(operation: "read the image", message: "the surface is empty")
      }
      return raster
    }
  }

  /// One pixel: Cairo's premultiplied `0xAARRGGBB` word to a word whose bytes, least
  /// significant first, are straight R, G, B, A.
  @inline(__always)
  static func straightRGBA(premultipliedARGB pixel: UInt32) -> UInt32 {
    let alpha = pixel >> 24
    guard alpha != 255 && alpha != 0 else {
      // Opaque pixels need only their red and blue bytes swapped; transparent ones are all 0.
      return (pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)
    }
    let red = (((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha
    let green = (((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha
    let blue = ((pixel & 0xFF) * 255 + alpha / 2) / alpha
    return alpha << 24 | blue << 16 | green << 8 | red
  }
}
