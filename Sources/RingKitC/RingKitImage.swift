import Glibc
import RingRenderer

/// What a `ringkit_image *` points to: a rendered image's bytes and media type in C memory,
/// owned by this object and freed with it.
///
/// C callers hold it retained (`Unmanaged.passRetained`) from `ringkit_render` until
/// `ringkit_image_free`; nothing else keeps a reference, so the pointers it hands out stay
/// valid exactly that long.
final class RingKitImage {
  /// `size` bytes from `malloc`, or nil for an empty image.
  let data: UnsafeMutablePointer<UInt8>?
  let size: Int
  /// The media type, NUL-terminated, from `strdup`.
  let mediaType: UnsafeMutablePointer<CChar>

  /// Copies `image`'s bytes and media type; nil when memory runs out.
  init?(_ image: RenderedImage) {
    guard let mediaType = strdup(image.mediaType) else { return nil }
    let data = image.bytes.isEmpty ? nil : malloc(image.bytes.count)?.assumingMemoryBound(to: UInt8.self)
    guard data != nil || image.bytes.isEmpty else {
      free(mediaType)
      return nil
    }
    if let data { image.bytes.withUnsafeBufferPointer { data.initialize(from: $0.baseAddress!, count: $0.count) } }
    self.data = data
    self.size = image.bytes.count
    self.mediaType = mediaType
  }

  deinit {
    free(data)
    free(mediaType)
  }
}
