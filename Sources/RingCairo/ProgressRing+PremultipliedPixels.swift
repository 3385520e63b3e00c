import CRingCairo
import RingKit

/// A rendered image as Cairo holds it, lent for the duration of a call: premultiplied ARGB,
/// one native-endian 32-bit word a pixel (alpha in the top byte), rows `bytesPerRow` apart.
/// Like the pointer of `withUnsafeBytes`, it must not be used after the call returns.
///
/// This is what Cairo drew, with no conversion and no copy. Premultiplied channels are
/// coverage: for an opaque pure red, `(word >> 16) & 0xFF` is the share of the pixel the red
/// covers, times 255. Use ``RingKit/RingRaster`` (``ProgressRing/raster(on:)``) for straight
/// RGBA that outlives the call.
public struct PremultipliedPixels {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes from one row to the next, at least `width × 4`.
  public let bytesPerRow: Int
  /// The rows, `height × bytesPerRow` bytes.
  public let bytes: UnsafeRawBufferPointer

  init(width: Int, height: Int, bytesPerRow: Int, bytes: UnsafeRawBufferPointer) {
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
    self.bytes = bytes
  }

  /// The pixel in column `x` and row `y` (both in range) as `0xAARRGGBB`, premultiplied.
  @inline(__always)
  public subscript(x: Int, y: Int) -> UInt32 {
    bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
  }
}

extension ProgressRing {
  /// Renders the ring and lends `body` its pixels as Cairo drew them (see
  /// ``PremultipliedPixels``), without converting or copying them.
  ///
  /// For readers of coverage, such as the terminal renderer, which need neither straight
  /// colours nor a copy; ``raster(on:)`` gives straight RGBA8 that can be kept.
  ///
  /// - Throws: ``RenderError/invalid(_:)`` for a property or canvas that cannot be drawn,
  ///   ``RenderError/cairo(operation:message:)`` when Cairo fails.
  public func withPremultipliedPixels<Result>(
    on canvas: RingCanvas, _ body: (PremultipliedPixels) -> Result
  ) throws(RenderError) -> Result {
    let (layout, context) = try prepareRaster(on: canvas)
    try RingPainter(cr: context.raw).paint(layout, background: canvas.background)
    let surface = context.surface.raw
    cairo_surface_flush(surface)
    try check(cairo_surface_status(surface), "read the image")
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
      throw .cairo(operation: "read the image", message: "the surface has no pixels")
    }
    let pixels = PremultipliedPixels(
      width: width, height: height, bytesPerRow: stride, bytes: UnsafeRawBufferPointer(start: data, count: stride * height))
    return withExtendedLifetime(context) { body(pixels) }
  }
}
