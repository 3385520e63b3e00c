/// What a render is written as: the one list of formats. The `format` key's names, file
/// extensions, media types, the service's routes and `Accept` negotiation, help and the
/// renderer's dispatch are all read from it.
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
  /// A lossless WebP of `size × scale` pixels: the PNG's pixels, in fewer bytes.
  case webp
  /// A lossless animated WebP; for a still ring, an animation of one frame. Its files are
  /// `.webp` too, so it is chosen by name (`--format animated-webp`), not by extension.
  case animatedWebP = "animated-webp"
  /// The PNG as a `data:image/png;base64,…` URI: one line of ASCII text.
  case dataURI = "data-uri"
  /// The ring as terminal text: Unicode block characters with ANSI colours.
  case ansi
  /// The ring as one character and a newline, for a status line or a prompt (see
  /// ``GlyphSet``), coloured as the progress is at the value when colour is on.
  case glyph

  /// How the format holds the ring.
  public enum Kind: Sendable, Hashable {
    /// One picture.
    case still
    /// Frames over time; a still ring is an animation of one frame.
    case animation
    /// Characters for a terminal.
    case text
  }

  /// The format's name in `--format`, the `format` key and messages.
  public var name: String { rawValue }

  /// How the format holds the ring.
  public var kind: Kind {
    switch self {
    case .png, .svg, .pdf, .webp, .dataURI: .still
    case .apng, .gif, .animatedWebP: .animation
    case .ansi, .glyph: .text
    }
  }

  /// The file extensions that name the format, the first one canonical. Animated WebP shares
  /// `.webp` with the still, which an extension alone names (``init(pathExtensionOf:)``); a
  /// ``glyph`` has none: a file gets one with `--format glyph`.
  public var pathExtensions: [String] {
    switch self {
    case .ansi: ["ansi", "ans"]
    case .glyph: []
    case .png, .svg, .pdf, .apng, .gif, .webp, .dataURI: [rawValue]
    case .animatedWebP: ["webp"]
    }
  }

  /// Every extension that names a format, once each, in the registry's order.
  public static var allPathExtensions: [String] { unique(allCases.flatMap(\.pathExtensions)) }

  /// The extensions a file is named by in prose, with dots, in the registry's order: each file
  /// format's own, once (`.png`, `.svg`, …, `.webp`), then terminal text's short one (`.ans`);
  /// for help and messages.
  public static var proseFileExtensions: [String] {
    let files = unique(allCases.filter { $0.kind != .text && $0 != .dataURI }.compactMap(\.pathExtensions.first))
    return files.map { "." + $0 } + ImageFormat.ansi.pathExtensions.suffix(1).map { "." + $0 }
  }

  /// The service's routes in prose, in the registry's order: `.png`, `.svg`, …, `.txt`.
  public static var proseRouteExtensions: [String] {
    allCases.compactMap(\.routeExtension).map { "." + $0 }
  }

  /// `extensions` with each one's repeats left out, in order.
  private static func unique(_ extensions: [String]) -> [String] {
    var seen: [String] = []
    for name in extensions where !seen.contains(name) { seen.append(name) }
    return seen
  }

  /// Whether a file named `path` may hold the format: its extension is one of the format's.
  public func canBeNamed(_ path: String) -> Bool {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
    return pathExtensions.contains(path[path.index(after: dot)...].lowercased())
  }

  /// The format a file name's extension names (any case), or nil; the first in the registry
  /// when several share it (`.webp` names the still WebP).
  public init?(pathExtensionOf path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let pathExtension = path[path.index(after: dot)...].lowercased()
    guard let format = Self.allCases.first(where: { $0.pathExtensions.contains(pathExtension) }) else { return nil }
    self = format
  }

  /// Whether the format holds an animation rather than one picture.
  public var isAnimated: Bool { kind == .animation }

  /// Whether rendering it holds canvases of the output's size in pixels (a raster, or a PNG
  /// inside text), which the memory budget counts; vector formats and terminal text hold none.
  public var isRaster: Bool {
    switch self {
    case .png, .apng, .gif, .webp, .animatedWebP, .dataURI: true
    case .svg, .pdf, .ansi, .glyph: false
    }
  }

  /// Whether the bytes are text that gzip shrinks to a fraction, and so worth compressing for
  /// a client that accepts it.
  public var isCompressible: Bool {
    switch self {
    case .svg: true
    case .png, .pdf, .apng, .gif, .webp, .animatedWebP, .dataURI, .ansi, .glyph: false
    }
  }

  /// Whether the file carries both looks, light and dark, and shows the one its viewer prefers
  /// (an SVG's `prefers-color-scheme`); every other format draws one look.
  public var carriesBothLooks: Bool {
    switch self {
    case .svg: true
    case .png, .pdf, .apng, .gif, .webp, .animatedWebP, .dataURI, .ansi, .glyph: false
    }
  }

  /// The still picture that stands in for the format where only a still image shows (an error
  /// image answered to an `<img>` on the format's route): SVG for SVG, WebP for WebP, PNG for
  /// the other rasters (an animation of one frame would be a still anyway); nil for a PDF and
  /// text, which an `<img>` does not show.
  public var stillImage: ImageFormat? {
    switch self {
    case .svg: .svg
    case .png, .apng, .gif: .png
    case .webp, .animatedWebP: .webp
    case .pdf, .ansi, .dataURI, .glyph: nil
    }
  }

  /// Whether the bytes are binary rather than text, and so never go to a terminal.
  public var isBinary: Bool {
    switch self {
    case .png, .pdf, .apng, .gif, .webp, .animatedWebP: true
    case .svg, .dataURI, .ansi, .glyph: false
    }
  }

  /// The media type an HTTP response or an e-mail part names it by.
  public var mediaType: String {
    switch self {
    case .png: "image/png"
    case .svg: "image/svg+xml"
    case .pdf: "application/pdf"
    case .apng: "image/apng"
    case .gif: "image/gif"
    case .webp, .animatedWebP: "image/webp"
    case .dataURI, .ansi, .glyph: "text/plain; charset=utf-8"
    }
  }

  /// The media type an `Accept` header asks for the format by, or nil when it cannot be asked
  /// for (a data URI and a glyph are text like the terminal ring, which `text/plain` names;
  /// `image/webp` asks for the still WebP).
  public var acceptedMediaType: String? {
    switch self {
    case .png, .svg, .pdf, .apng, .gif, .webp: mediaType
    case .ansi: "text/plain"
    case .dataURI, .animatedWebP, .glyph: nil
    }
  }

  /// The extension of the service's route for the format (`/ring.png`, `/ring.txt`), or nil
  /// when it has none.
  public var routeExtension: String? {
    switch self {
    case .png, .svg, .pdf, .apng, .gif, .webp: rawValue
    case .ansi: "txt"
    case .dataURI, .animatedWebP, .glyph: nil
    }
  }

  /// The names, joined with `|` for help and messages.
  public static var nameList: String { allCases.map(\.name).joinedWith("|") }

  /// The format's name in prose: "PNG", "SVG", "WebP", "animated WebP", "terminal text".
  public var displayName: String {
    switch self {
    case .png, .svg, .pdf, .apng, .gif: rawValue.uppercased()
    case .webp: "WebP"
    case .animatedWebP: "animated WebP"
    case .dataURI: "a data URI"
    case .ansi: "terminal text"
    case .glyph: "one character"
    }
  }

  /// The formats a ring is written to a file in (stills and animations, not a data URI), in
  /// prose for help, the manual and package descriptions: "PNG, SVG, PDF, APNG, GIF, WebP,
  /// animated WebP".
  public static var fileFormatNames: [String] {
    allCases.filter { $0.kind != .text && $0 != .dataURI }.map(\.displayName)
  }
}

extension Array where Element == String {
  /// The words as a list in prose: "a", "a or b", "a, b or c" with `conjunction` "or".
  package func joinedAsProse(_ conjunction: String) -> String {
    guard count > 1, let last else { return first ?? "" }
    return Array(dropLast()).joinedWith(", ") + " \(conjunction) " + last
  }

  /// The strings with `separator` between them, as `joined(separator:)` gives them. A loop of
  /// our own, on arrays only: the standard library's generic `joined` has the runtime look up
  /// conformances on its first call, a scan of every conformance in the program, and the key
  /// table's placeholders and the commands' summaries are joined in every process.
  package func joinedWith(_ separator: String) -> String {
    var text = ""
    for (offset, word) in enumerated() { text += offset == 0 ? word : separator + word }
    return text
  }
}
