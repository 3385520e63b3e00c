import RingCairo

/// What `ringgen` writes, chosen by `--format` or the output's extension.
enum OutputFormat: String, CaseIterable, Sendable, Hashable {
  case png, svg, pdf
  /// An animated PNG.
  case apng
  /// An animated GIF.
  case gif
  /// The PNG as a `data:image/png;base64,…` URI, one line of text.
  case dataURI = "data-uri"
  /// The ring as terminal text with ANSI colours (RingTerminal).
  case ansi

  /// The format a file name's extension names (any case; `.ans` is ANSI), or nil.
  init?(pathExtensionOf path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let pathExtension = path[path.index(after: dot)...].lowercased()
    self.init(rawValue: pathExtension == "ans" ? "ansi" : pathExtension)
  }

  /// Whether the bytes are binary, and so never go to a terminal.
  var isBinary: Bool {
    switch self {
    case .png, .pdf, .apng, .gif: true
    case .svg, .dataURI, .ansi: false
    }
  }

  /// Whether the format holds an animation rather than one picture.
  var isAnimated: Bool { self == .apng || self == .gif }

  /// The still-image format RingCairo renders, for the formats that have one.
  var imageFormat: ImageFormat? {
    switch self {
    case .png: .png
    case .svg: .svg
    case .pdf: .pdf
    case .apng, .gif, .dataURI, .ansi: nil
    }
  }

  /// The names, joined with `|` for help and messages.
  static var nameList: String { allCases.map(\.rawValue).joined(separator: "|") }
}
