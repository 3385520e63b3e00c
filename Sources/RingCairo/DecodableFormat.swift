import RingKit

/// The image formats `RingRaster` decodes, told apart by their first bytes: what `ringgen
/// compare` reads. Its help, messages, folder scan and completions list these cases.
public enum DecodableFormat: String, Sendable, Hashable, CaseIterable {
  /// PNG, through libpng (every colour type and bit depth).
  case png
  /// JPEG, through libjpeg-turbo (loaded when the first JPEG is read).
  case jpeg
  /// WebP, lossy or lossless, through libwebp (loaded when the first WebP is read).
  case webp

  /// The format's name in prose and messages: "PNG", "JPEG", "WebP".
  public var name: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    case .webp: "WebP"
    }
  }

  /// The file extensions (without the dot) a folder's images of this format have.
  public var pathExtensions: [String] {
    switch self {
    case .png: ["png"]
    case .jpeg: ["jpg", "jpeg"]
    case .webp: ["webp"]
    }
  }

  /// The format whose signature `bytes` start with, or nil when none's does.
  public init?(signatureOf bytes: [UInt8]) {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
      self = .webp
    } else {
      return nil
    }
  }

  /// Every format's name: "PNG, JPEG or WebP".
  public static var names: String { allCases.map(\.name).joinedAsProse("or") }

  /// Every format's file extensions, in order, without dots.
  public static var allPathExtensions: [String] { allCases.flatMap(\.pathExtensions) }
}
