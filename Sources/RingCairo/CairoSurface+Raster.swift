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
  package func raster() throws(RenderError) -> RingRaster {
    try withPixels { pixels throws(RenderError) in try Self.raster(of: pixels) }
  }

  /// Cairo's pixels as straight RGBA8.
  ///
  /// Cairo's ARGB32 is premultiplied and stored as native-endian 32-bit words; this and the PNG
  /// encoder's rows (``PremultipliedRows``) are the places that convert it, both with
  /// ``straightenRow(_:into:width:reciprocals:)``, rounding as Cairo's own PNG writer does.
  static func raster(of pixels: PremultipliedPixels) throws(RenderError) -> RingRaster {
    let (width, height) = (pixels.width, pixels.height)
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      guard let output = buffer.baseAddress, let input = pixels.bytes.baseAddress else { return }
      output.withMemoryRebound(to: UInt32.self, capacity: width * height) { output in
        alphaReciprocals.withUnsafeBufferPointer { reciprocals in
          for y in 0..<height {
            straightenRow(
              (input + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt32.self), into: output + y * width,
              width: width, reciprocals: reciprocals)
          }
        }
      }
      count = width * height * 4
    }
    guard let raster = RingRaster(width: width, height: height, bytes: bytes) else {
      throw .cairo(operation: "read the image", message: "the surface is empty")
    }
    return raster
  }

  /// One row of Cairo's premultiplied `0xAARRGGBB` words as words whose bytes, least
  /// significant first, are straight R, G, B, A; `reciprocals` is ``alphaReciprocals``.
  ///
  /// Sixteen pixels at a time, first as if all were opaque or transparent (as most of a ring's
  /// canvas is), which the compiler vectorises; only a chunk with a translucent pixel is done
  /// again pixel by pixel.
  @inline(__always)
  static func straightenRow(
    _ row: UnsafePointer<UInt32>, into output: UnsafeMutablePointer<UInt32>, width: Int,
    reciprocals: UnsafeBufferPointer<UInt64>
  ) {
    var x = 0
    while x < width {
      let end = min(x + 16, width)
      var translucent: UInt32 = 0
      for index in x..<end {
        let pixel = row[index]
        // (alpha + 1) mod 256 is 0 or 1 exactly when alpha is 255 or 0.
        translucent |= ((pixel >> 24) &+ 1) & 0xFE
        output[index] = swappingRedAndBlue(pixel).littleEndian
      }
      if translucent != 0 {
        for index in x..<end {
          output[index] = straightRGBA(premultipliedARGB: row[index], reciprocals: reciprocals).littleEndian
        }
      }
      x = end
    }
  }

  /// One pixel of ``straightenRow(_:into:width:reciprocals:)``.
  ///
  /// Each channel is `(c × 255 + a / 2) / a`, rounded as Cairo's own PNG writer does, by a
  /// multiplication rather than three integer divisions per translucent pixel.
  @inline(__always)
  static func straightRGBA(premultipliedARGB pixel: UInt32, reciprocals: UnsafeBufferPointer<UInt64>) -> UInt32 {
    let alpha = pixel >> 24
    guard alpha != 255 && alpha != 0 else {
      // Opaque pixels need only their red and blue bytes swapped; transparent ones are all 0.
      return swappingRedAndBlue(pixel)
    }
    let reciprocal = reciprocals[Int(alpha)]
    let half = UInt64(alpha / 2)
    @inline(__always) func straight(_ channel: UInt32) -> UInt32 {
      UInt32(truncatingIfNeeded: ((UInt64(channel & 0xFF) * 255 + half) &* reciprocal) >> 32)
    }
    return alpha << 24 | straight(pixel) << 16 | straight(pixel >> 8) << 8 | straight(pixel >> 16)
  }

  /// `0xAARRGGBB` as `0xAABBGGRR`: an opaque or transparent pixel made straight.
  @inline(__always)
  static func swappingRedAndBlue(_ pixel: UInt32) -> UInt32 {
    (pixel & 0xFF00_FF00) | ((pixel >> 16) & 0xFF) | ((pixel & 0xFF) << 16)
  }

  /// ⌈2³² ÷ a⌉ for each alpha a (index 0 unused): for a numerator n under 2¹⁶, as
  /// `c × 255 + a / 2` always is, `n × ⌈2³² ÷ a⌉ >> 32` is exactly `n / a`, because the
  /// error the rounding up adds, under n ÷ 2³² < 2⁻¹⁶, never reaches the 1 ÷ a that separates
  /// n ÷ a from the next whole number (a ≤ 255).
  static let alphaReciprocals: [UInt64] = (0...255).map { alpha in
    alpha == 0 ? 0 : ((1 << 32) + UInt64(alpha) - 1) / UInt64(alpha)
  }
}
