import CRingChafa
import RingCairo

/// Writes a raster as sixels: a ring of few colours through its exact ``SixelPalette`` and
/// ``write(_:)``, anything else through libchafa (the only Swift code that touches it).
///
/// The raster must already be the size of the cells it covers (chafa stretches the image to
/// `columns × cellWidth` by `rows × cellHeight` pixels, in whole 6-pixel rows); chafa
/// quantises it to a palette of up to 256 colours and writes `DCS … q`, sixel rows of 6
/// pixels, `ST`. The sequences come from chafa's fallback term info, which has every
/// protocol's, so the output does not depend on the environment. Each chafa object is created,
/// used and released in ``encode``. libchafa took 3 to 7 ms a 320 × 340 ring on this project's
/// machine, about the 5-ms frame budget; the exact palette takes a fraction of that.
enum SixelEncoder {
  /// The sixel bytes for `pixels` (Cairo's premultiplied ARGB32, BGRA in memory on a
  /// little-endian machine) over `columns` × `rows` cells of `cellWidth` × `cellHeight` pixels.
  static func encode(
    _ pixels: PremultipliedPixels, columns: Int, rows: Int, cellWidth: Int, cellHeight: Int
  ) throws(RenderError) -> [UInt8] {
    if let palette = SixelPalette(pixels) { return write(palette) }
    if let problem = ring_chafa_load() { throw .sixelEncoding(message: String(cString: problem)) }
    guard let config = ring_chafa_canvas_config_new() else { throw .sixelEncoding(message: "no canvas configuration") }
    defer { ring_chafa_canvas_config_unref(config) }
    ring_chafa_canvas_config_set_pixel_mode(config, RING_CHAFA_PIXEL_MODE_SIXELS)
    ring_chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    ring_chafa_canvas_config_set_cell_geometry(config, Int32(cellWidth), Int32(cellHeight))
    guard let canvas = ring_chafa_canvas_new(config) else { throw .sixelEncoding(message: "no canvas") }
    defer { ring_chafa_canvas_unref(canvas) }
    guard pixels.draw(onChafaCanvas: canvas, width: pixels.width, height: pixels.height) else {
      throw .sixelEncoding(message: "no pixels")
    }
    // The default term database is chafa's own and is not released; the fallback info is ours.
    guard let database = ring_chafa_term_db_get_default(), let info = ring_chafa_term_db_get_fallback_info(database)
    else {
      throw .sixelEncoding(message: "no terminal description")
    }
    defer { ring_chafa_term_info_unref(info) }
    guard let printed = ring_chafa_canvas_print(canvas, info) else { throw .sixelEncoding(message: "nothing printed") }
    defer { _ = ring_g_string_free(printed, 1) }
    var count = 0
    guard let text = ring_chafa_string_bytes(printed, &count), count > 0 else {
      throw .sixelEncoding(message: "empty output")
    }
    return text.withMemoryRebound(to: UInt8.self, capacity: count) {
      Array(UnsafeBufferPointer(start: $0, count: count))
    }
  }
}
