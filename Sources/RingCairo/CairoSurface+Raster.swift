import CRingCairo
import RingKit

extension CairoSurface {
  /// The image surface's pixels as straight RGBA8.
  ///
  /// Cairo's ARGB32 is premultiplied and stored as native-endian 32-bit words; this is the one
  /// place that converts it, rounding as Cairo's own PNG writer does.
  func raster() throws(RenderError) -> RingRaster {
    cairo_surface_flush(raw)
    try check(cairo_surface_status(raw), "read the image")
    let width = Int(cairo_image_surface_get_width(raw))
    let height = Int(cairo_image_surface_get_height(raw))
    let stride = Int(cairo_image_surface_get_stride(raw))
    guard let data = cairo_image_surface_get_data(raw) else {
      throw .cairo(operation: "read the image", message: "the surface has no pixels")
    }
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        var offset = y * width * 4
        for x in 0..<width {
          let pixel = row[x]
          let alpha = UInt32(pixel >> 24)
          var red = (pixel >> 16) & 0xFF
          var green = (pixel >> 8) & 0xFF
          var blue = pixel & 0xFF
          if alpha != 0 && alpha != 255 {
            red = (red * 255 + alpha / 2) / alpha
            green = (green * 255 + alpha / 2) / alpha
            blue = (blue * 255 + alpha / 2) / alpha
          }
          buffer[offset] = UInt8(truncatingIfNeeded: red)
          buffer[offset + 1] = UInt8(truncatingIfNeeded: green)
          buffer[offset + 2] = UInt8(truncatingIfNeeded: blue)
          buffer[offset + 3] = UInt8(truncatingIfNeeded: alpha)
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
