import CRingCairo
import FoundationEssentials
import RingKit

/// One drawn frame, kept as a Cairo surface so that `make bench` can time each step apart and
/// compare libpng-through-ringgen with Cairo's own PNG writer on the very same pixels.
///
/// Package-only: it exists for `ring-bench`, not for users.
package final class BenchmarkFrame {
  private let context: CairoContext

  /// Lays out and draws `ring` on a new image surface.
  package init(ring: ProgressRing, canvas: RingCanvas) throws(RenderError) {
    context = try ring.drawRaster(on: canvas)
  }

  /// The frame's pixels, converted to straight RGBA as ``ProgressRing/raster(on:)`` does.
  package func raster() throws(RenderError) -> RingRaster {
    try context.surface.raster()
  }

  /// The frame encoded by `cairo_surface_write_to_png_stream`: libpng with its default
  /// adaptive filters and zlib level.
  package func cairoPNG() throws(RenderError) -> Data {
    let sink = ByteSink()
    try check(cairo_surface_write_to_png_stream(context.surface.raw, ByteSink.write, sink.closure), "write a PNG")
    return Data(sink.bytes)
  }
}
