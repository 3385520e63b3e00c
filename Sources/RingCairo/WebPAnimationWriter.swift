import CRingWebP
import RingKit

/// An animated WebP being assembled by libwebpmux's animation encoder, which keeps each frame
/// it is given only as far as it needs to store the difference to the next.
final class WebPAnimationWriter {
  private let animation: OpaquePointer
  private let width: Int
  private let height: Int

  /// Starts an animation of `width` × `height` pixels that plays `loopCount` times (0: forever).
  init(width: Int, height: Int, loopCount: Int) throws(RenderError) {
    try WebPWriter.load()
    var message = [CChar](repeating: 0, count: 256)
    guard
      let animation = ring_webp_animation_new(
        Int32(width), Int32(height), Int32(clamping: max(0, loopCount)), &message, message.count)
    else { throw .encoding(format: "WebP", message: WebPWriter.text(message)) }
    self.animation = animation
    self.width = width
    self.height = height
  }

  deinit { ring_webp_animation_free(animation) }

  /// Adds a frame shown from `milliseconds` after the start.
  func append(_ raster: RingRaster, at milliseconds: Int) throws(RenderError) {
    var message = [CChar](repeating: 0, count: 256)
    let status = raster.bytes.withUnsafeBufferPointer { pixels in
      ring_webp_animation_add(
        animation, pixels.baseAddress, Int32(width * 4), Int32(clamping: milliseconds), WebPWriter.level, &message,
        message.count)
    }
    guard status == 0 else { throw .encoding(format: "WebP", message: WebPWriter.text(message)) }
  }

  /// The file, its last frame ending `milliseconds` after the start, with `description` as its
  /// alt text.
  func finish(endingAt milliseconds: Int, description: String?) throws(RenderError) -> [UInt8] {
    let xmp = WebPWriter.metadata(description: description)
    var buffer = ring_webp_buffer()
    var message = [CChar](repeating: 0, count: 256)
    let status = xmp.withCString { xmpBytes in
      ring_webp_animation_finish(
        animation, Int32(clamping: milliseconds), xmpBytes, xmp.utf8.count, &buffer, &message, message.count)
    }
    guard status == 0 else { throw .encoding(format: "WebP", message: WebPWriter.text(message)) }
    defer { ring_webp_buffer_free(&buffer) }
    return Array(UnsafeBufferPointer(start: buffer.bytes, count: buffer.size))
  }
}
