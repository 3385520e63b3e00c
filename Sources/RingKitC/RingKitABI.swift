import CRingKitABI
import FoundationEssentials
import Glibc
import RingCairo
import RingKit
import RingRenderer

// The C API of include/ringkit.h. `@c @implementation` makes the compiler check each function
// against the header's prototype; `public` keeps the symbols exported from a release build.
// No function lets an error or a trap out: bad input becomes a status and a message.

/// The command line's status for bad input (EX_USAGE).
let usageStatus: CInt = 64
/// The status for a failure while rendering.
let failureStatus: CInt = 1

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_version() -> UnsafePointer<CChar>? {
  UnsafePointer(RingKitABI.version)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_render(
  _ specJSON: UnsafePointer<CChar>?, _ specLength: Int, _ format: UnsafePointer<CChar>?,
  _ image: UnsafeMutablePointer<OpaquePointer?>?, _ message: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  message?.pointee = nil
  image?.pointee = nil
  guard let image else {
    return RingKitABI.fail(usageStatus, "image: a pointer to receive the image is required", message)
  }
  let (formatName, problem) = RingKitABI.formatName(format)
  if let problem { return RingKitABI.fail(usageStatus, problem, message) }
  return RingKitABI.render(specJSON, specLength, format: formatName, into: image, message: message)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_image_data(_ image: OpaquePointer?) -> UnsafePointer<UInt8>? {
  RingKitABI.image(image).flatMap { UnsafePointer($0.data) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_image_size(_ image: OpaquePointer?) -> Int {
  RingKitABI.image(image)?.size ?? 0
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_image_media_type(_ image: OpaquePointer?) -> UnsafePointer<CChar>? {
  RingKitABI.image(image).map { UnsafePointer($0.mediaType) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_image_warning_count(_ image: OpaquePointer?) -> Int {
  RingKitABI.image(image)?.warnings.count ?? 0
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_image_warning(
  _ image: OpaquePointer?, _ index: Int, _ code: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
  _ key: UnsafeMutablePointer<UnsafePointer<CChar>?>?
) -> UnsafePointer<CChar>? {
  code?.pointee = nil
  key?.pointee = nil
  guard let warnings = RingKitABI.image(image)?.warnings, warnings.indices.contains(index) else { return nil }
  let warning = warnings[index]
  code?.pointee = UnsafePointer(warning.code)
  key?.pointee = warning.key.map { UnsafePointer($0) }
  return UnsafePointer(warning.message)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_image_free(_ image: OpaquePointer?) {
  guard let image else { return }
  Unmanaged<RingKitImage>.fromOpaque(UnsafeRawPointer(image)).release()
}

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_string_free(_ string: UnsafeMutablePointer<CChar>?) {
  free(string)
}

/// The helpers behind the C functions.
enum RingKitABI {
  /// Keys a library caller may not give: they name files or threads.
  static let refusedKeys: [String: String] = [
    RenderSpec.Key.output.rawValue: "the library returns the image and writes no files",
    RenderSpec.Key.jobs.rawValue: "the library renders on the calling thread",
  ]

  /// `ringkit_version()`'s string: made once, never freed, so it is static storage for C.
  nonisolated(unsafe) static let version: UnsafeMutablePointer<CChar> = strdup(PackageVersion.number)!

  /// The fonts beside the library (`fonts/` next to `libringkit.so.0`, as the Python wheel
  /// carries them) become fontconfig's on a machine without a fontconfig configuration; set up
  /// once, before the first render.
  static let fontSetup: Bool = {
    let address = unsafeBitCast(ringkit_version as @convention(c) () -> UnsafePointer<CChar>?, to: UInt.self)
    guard let file = mappedFile(containing: address), let slash = file.lastIndex(of: "/") else { return false }
    return BundledFonts.useWithoutSystemConfiguration(in: "\(file[..<slash])/fonts")
  }()

  /// The path of the file mapped at `address` in this process (this library's own, for an
  /// address of its code), from /proc/self/maps: `start-end perms offset dev inode path`.
  static func mappedFile(containing address: UInt) -> String? {
    guard let maps = readProcFile("/proc/self/maps") else { return nil }
    for line in maps.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6 else { continue }
      let path = fields[5].drop { $0 == " " }
      guard path.hasPrefix("/") else { continue }
      let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
      if bounds.count == 2, (bounds[0]..<bounds[1]).contains(address) {
        return String(path)
      }
    }
    return nil
  }

  /// A /proc file's text, read to its end: such files report a size of 0, so a reader that
  /// trusts the size (Foundation's) reads nothing.
  static func readProcFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
      bytes += chunk[..<count]
    }
  }

  /// The image object behind a C handle, not retained.
  static func image(_ handle: OpaquePointer?) -> RingKitImage? {
    handle.map { Unmanaged<RingKitImage>.fromOpaque(UnsafeRawPointer($0)).takeUnretainedValue() }
  }

  /// The format a C caller named: nil for NULL (the spec's own, else PNG), or a problem when it
  /// is not UTF-8.
  static func formatName(_ format: UnsafePointer<CChar>?) -> (name: String?, problem: String?) {
    guard let format else { return (nil, nil) }
    guard let name = String(validatingCString: format) else { return (nil, "format: not UTF-8 text") }
    return (name, nil)
  }

  /// Renders one spec of `specLength` bytes as `ringkit_render` does, storing the image in
  /// `image` or the message in `message`; returns the status.
  static func render(
    _ specJSON: UnsafePointer<CChar>?, _ specLength: Int, format: String?,
    into image: UnsafeMutablePointer<OpaquePointer?>,
    message: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    guard let specJSON else { return fail(usageStatus, "spec: the spec is NULL", message) }
    guard specLength >= 0 else { return fail(usageStatus, "spec: the length is negative", message) }
    let bytes = UnsafeRawBufferPointer(start: specJSON, count: specLength)
    guard let json = String(validating: bytes, as: UTF8.self) else {
      return fail(usageStatus, "spec: the spec is not UTF-8 text", message)
    }
    _ = fontSetup
    do throws(RenderFailure) {
      let rendered = try Renderer.render(json: json, format: format, refusing: refusedKeys)
      guard let copy = RingKitImage(rendered) else {
        return fail(failureStatus, "out of memory for a \(rendered.bytes.count)-byte image", message)
      }
      image.pointee = OpaquePointer(Unmanaged.passRetained(copy).toOpaque())
      return 0
    } catch {
      return fail(error.kind == .usage ? usageStatus : failureStatus, error.message, message)
    }
  }

  /// Stores `message` for the caller, when it asked for messages, and returns `status`.
  static func fail(
    _ status: CInt, _ text: String, _ message: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    message?.pointee = strdup(text)
    return status
  }
}
