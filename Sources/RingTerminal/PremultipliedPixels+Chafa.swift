import CRingChafa
import RingCairo

extension PremultipliedPixels {
  /// Draws the top-left `width` × `height` pixels onto a chafa canvas, in Cairo's layout
  /// (premultiplied ARGB32: BGRA in memory on a little-endian machine). False when there are no
  /// pixels to draw.
  func draw(onChafaCanvas canvas: OpaquePointer, width: Int, height: Int) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    #if _endian(little)
      let layout = RING_CHAFA_PIXEL_BGRA8_PREMULTIPLIED
    #else
      let layout = RING_CHAFA_PIXEL_ARGB8_PREMULTIPLIED
    #endif
    ring_chafa_canvas_draw_all_pixels(
      canvas, layout, base.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), Int32(bytesPerRow))
    return true
  }
}
