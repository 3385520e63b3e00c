import RingCairo

/// What `ringgen` writes, chosen by `--format` or the output's extension: one of the library's
/// ``ImageFormat``s, or the ring as terminal text.
enum OutputFormat: Sendable, Hashable, CaseIterable, RawRepresentable {
  /// A file the library renders.
  case image(ImageFormat)
  /// The ring as terminal text with ANSI colours (RingTerminal).
  case ansi

  static let png = OutputFormat.image(.png)
  static let svg = OutputFormat.image(.svg)
  static let pdf = OutputFormat.image(.pdf)
  static let apng = OutputFormat.image(.apng)
  static let gif = OutputFormat.image(.gif)
  static let dataURI = OutputFormat.image(.dataURI)

  static var allCases: [OutputFormat] { ImageFormat.allCases.map(OutputFormat.image) + [.ansi] }

  init?(rawValue: String) {
    if rawValue == "ansi" {
      self = .ansi
    } else if let image = ImageFormat(rawValue: rawValue) {
      self = .image(image)
    } else {
      return nil
    }
  }

  var rawValue: String {
    switch self {
    case .image(let format): format.rawValue
    case .ansi: "ansi"
    }
  }

  /// The format a file name's extension names (any case; `.ans` is ANSI), or nil.
  init?(pathExtensionOf path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let pathExtension = path[path.index(after: dot)...].lowercased()
    self.init(rawValue: pathExtension == "ans" ? "ansi" : pathExtension)
  }

  /// Whether the bytes are binary, and so never go to a terminal.
  var isBinary: Bool { imageFormat?.isBinary ?? false }

  /// Whether the format holds an animation rather than one picture.
  var isAnimated: Bool { imageFormat?.isAnimated ?? false }

  /// The library's format, unless this is terminal text.
  var imageFormat: ImageFormat? {
    guard case .image(let format) = self else { return nil }
    return format
  }

  /// The names, joined with `|` for help and messages.
  static var nameList: String { allCases.map(\.rawValue).joined(separator: "|") }
}
