import CRingCairo
import FoundationEssentials
import RingKit

extension CairoSurface {
  /// The image surface as ringgen's PNG: the same bytes as `raster().pngData(…)` with the same
  /// arguments, with each row made straight as the encoder reaches it rather than a straight
  /// copy of the whole image first (see ``RingKit/RingRaster/pngData(scale:description:keepAlpha:)``
  /// for the arguments), or what `encoder` makes of them.
  package func pngData(
    scale: Double, description: String?, keepAlpha: Bool = false, encoder: PNGEncoder = .standard
  ) throws(RenderError) -> Data {
    try withPixels { pixels throws(RenderError) in
      try encoder.encode(pixels, scale: scale, description: description, keepAlpha: keepAlpha)
    }
  }

  /// The image surface encoded by Cairo's own `cairo_surface_write_to_png_stream` (libpng with
  /// its default adaptive filters and zlib level): what `make bench` compares ringgen's PNGs with.
  package func cairoPNG() throws(RenderError) -> Data {
    let sink = ByteSink()
    try check(cairo_surface_write_to_png_stream(raw, ByteSink.write, sink.closure), "write a PNG")
    return Data(sink.bytes)
  }
}
