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
  /// The renderer's warnings, their strings NUL-terminated.
  let warnings: [Warning]

  /// One warning's strings in C memory, freed with the image.
  struct Warning {
    let message: UnsafeMutablePointer<CChar>
    let code: UnsafeMutablePointer<CChar>
    let key: UnsafeMutablePointer<CChar>?

    /// Copies `warning`'s strings; nil, with nothing held, when memory runs out.
    init?(_ warning: RenderWarning) {
      let message = strdup(warning.message)
      let code = strdup(warning.code.rawValue)
      let key = warning.key.map { strdup($0.rawValue) }
      guard let message, let code, key != .some(nil) else {
        free(message)
        free(code)
        free(key ?? nil)
        return nil
      }
      self.message = message
      self.code = code
      self.key = key ?? nil
    }
  }

  /// Copies `image`'s bytes, media type and warnings; nil when memory runs out.
  init?(_ image: RenderedImage) {
    var warnings: [Warning] = []
    for warning in image.warnings {
      guard let copy = Warning(warning) else {
        Self.release(warnings)
        return nil
      }
      warnings.append(copy)
    }
    guard let mediaType = strdup(image.mediaType) else {
      Self.release(warnings)
      return nil
    }
    let data = image.bytes.isEmpty ? nil : malloc(image.bytes.count)?.assumingMemoryBound(to: UInt8.self)
    guard data != nil || image.bytes.isEmpty else {
      free(mediaType)
      Self.release(warnings)
      return nil
    }
    if let data { image.bytes.withUnsafeBufferPointer { data.initialize(from: $0.baseAddress!, count: $0.count) } }
    self.data = data
    self.size = image.bytes.count
    self.mediaType = mediaType
    self.warnings = warnings
  }

  deinit {
    free(data)
    free(mediaType)
    Self.release(warnings)
  }

  private static func release(_ warnings: [Warning]) {
    for warning in warnings {
      free(warning.message)
      free(warning.code)
      free(warning.key)
    }
  }
}
