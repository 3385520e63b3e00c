import RingKit

/// A rendered ring: its bytes and what describes them.
public struct RenderedImage: Sendable, Hashable {
  /// The file's bytes, exactly as `ringgen` writes them for the same spec and format (a data
  /// URI and terminal text end with a newline).
  public var bytes: [UInt8]
  /// The format the bytes are in.
  public var format: ImageFormat
  /// The media type an HTTP response names the bytes by (`ImageFormat.mediaType`).
  public var mediaType: String { format.mediaType }
  /// The ring described in words, as the file's own metadata carries it (PNG `tEXt`, SVG
  /// `<title>`, PDF `/Alt`), for an `<img alt>`; a sheet's title.
  public var altText: String
  /// Frames in the image: 1 for a still picture or terminal text, the pages of a sheet's PDF.
  public var frameCount: Int
  /// What the renderer found worth saying about the spec, in the order `ringgen` prints it;
  /// empty when the door that rendered it asked for none.
  public var warnings: [RenderWarning] = []
}
