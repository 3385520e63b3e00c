/// A file format a ring can be rendered to: the one list of formats that the library, `ringgen`
/// (which adds only terminal text) and `ringgen serve` share.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
  /// A PNG raster of `size × scale` pixels, with pHYs and a tEXt description.
  case png
  /// An SVG document of `size` pixels (1 pixel per point).
  case svg
  /// A one-page PDF of `size` points.
  case pdf
  /// An animated PNG; for a still ring, an animation of one frame.
  case apng
  /// An animated GIF (one-bit transparency); for a still ring, an animation of one frame.
  case gif
  /// The PNG as a `data:image/png;base64,…` URI: one line of ASCII text, without a newline.
  case dataURI = "data-uri"

  /// The format a file name's extension names (any case), or nil.
  public init?(pathExtensionOf path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    self.init(rawValue: path[path.index(after: dot)...].lowercased())
  }

  /// Whether the format holds an animation rather than one picture.
  public var isAnimated: Bool { self == .apng || self == .gif }

  /// Whether the bytes are binary rather than text.
  public var isBinary: Bool { self != .svg && self != .dataURI }

  /// The media type an HTTP response or an e-mail part names it by.
  public var mediaType: String {
    switch self {
    case .png: "image/png"
    case .svg: "image/svg+xml"
    case .pdf: "application/pdf"
    case .apng: "image/apng"
    case .gif: "image/gif"
    case .dataURI: "text/plain; charset=utf-8"
    }
  }
}
