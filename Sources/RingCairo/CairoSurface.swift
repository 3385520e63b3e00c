import CRingCairo
import RingKit

/// Owns one `cairo_surface_t` and destroys it. `package` so that `make bench` can hold a drawn
/// frame (``ProgressRing/drawnSurface(on:)``) and time its encodings apart.
package final class CairoSurface {
  let raw: OpaquePointer
  /// Where a stream surface writes; kept alive as long as the surface.
  private let sink: ByteSink?

  private init(raw: OpaquePointer?, sink: ByteSink?, operation: String) throws(RenderError) {
    // Cairo returns an error object rather than NULL, except when it is out of memory.
    guard let raw else { throw .cairo(operation: operation, message: "out of memory") }
    self.raw = raw
    self.sink = sink
    try check(cairo_surface_status(raw), operation)
  }

  deinit { cairo_surface_destroy(raw) }

  /// An ARGB32 image surface of `width` × `height` pixels.
  static func image(width: Int, height: Int) throws(RenderError) -> CairoSurface {
    let raw = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    return try CairoSurface(raw: raw, sink: nil, operation: "create a \(width)×\(height) image")
  }

  /// An 8-bit alpha (A8) image surface of `width` × `height` pixels: a mask.
  static func alpha(width: Int, height: Int) throws(RenderError) -> CairoSurface {
    let raw = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    return try CairoSurface(raw: raw, sink: nil, operation: "create a \(width)×\(height) mask")
  }

  /// A one-page PDF surface of `width` × `height` points.
  static func pdf(width: Double, height: Double, title: String) throws(RenderError) -> CairoSurface {
    let sink = ByteSink()
    let raw = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, width, height)
    let surface = try CairoSurface(raw: raw, sink: sink, operation: "create a PDF surface")
    cairo_pdf_surface_set_metadata(surface.raw, CAIRO_PDF_METADATA_TITLE, title)
    cairo_pdf_surface_set_metadata(surface.raw, CAIRO_PDF_METADATA_CREATOR, PackageVersion.software)
    cairo_pdf_surface_set_metadata(surface.raw, CAIRO_PDF_METADATA_CREATE_DATE, PDFCreationDate.placeholder)
    return surface
  }

  /// Finishes a stream surface and returns everything it wrote; a PDF's creation date is
  /// made reproducible (``PDFCreationDate``) and one with a structure tree is marked as tagged
  /// (``TaggedPDF``).
  func finishStream() throws(RenderError) -> [UInt8] {
    cairo_surface_finish(raw)
    try check(cairo_surface_status(raw), "finish the document")
    return TaggedPDF.marked(PDFCreationDate.fixed(sink?.bytes ?? []))
  }
}
