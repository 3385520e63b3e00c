import RingCairo
import RingKit

extension Renderer {
  /// A sheet of rings with captions in `format`: every page as a PDF, or its first page as
  /// PNG (on white, at `scale` pixels per point) or SVG.
  ///
  /// - Parameters:
  ///   - sheet: The pages: title, grid and rings.
  ///   - format: `.pdf`, `.png` or `.svg`; a sheet has no animated or terminal form.
  ///   - scale: Pixels per point of a PNG; ignored by the vector formats.
  /// - Throws: `RenderError.unsupported(what:format:)` for another format,
  ///   `RenderError.invalid(_:)` for a sheet or ring that cannot be drawn.
  public static func render(
    _ sheet: ReportSheet, as format: ImageFormat, scale: Double = 1
  ) throws(RenderError)
    -> RenderedImage
  {
    let bytes: [UInt8]
    switch format {
    case .pdf: bytes = Array(try sheet.pdfData())
    case .svg: bytes = Array(try sheet.svg().utf8)
    case .png: bytes = Array(try sheet.pngData(scale: scale))
    case .apng, .gif, .webp, .animatedWebP, .dataURI, .ansi, .glyph:
      throw .unsupported(what: "a sheet", format: format.name)
    }
    let frames = format == .pdf ? sheet.pageCount : 1
    return RenderedImage(
      bytes: bytes, format: format, altText: sheet.title ?? "Progress rings", frameCount: frames)
  }
}
