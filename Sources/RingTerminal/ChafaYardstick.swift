import CRingChafa
import RingCairo
import RingKit

/// chafa's symbol engine as the yardstick for the cell fitter (`make bench-terminal`).
///
/// chafa fits the very raster the fitter reads (the parts raster: progress red, track green,
/// background blue, premultiplied), on the same cells, with its symbol map cut down to the set's
/// glyphs and its canvas mode matching the colour mode (truecolor, 240 for 256 — chafa's advice
/// — and 16), at its most thorough: every symbol tried (work factor 1), no dithering, no
/// preprocessing. Each cell's pens are read back as the part nearest in colour (transparent is
/// none), and both fits are scored by ``FittedCells/meanError()``. Not for users: the benchmark
/// reaches it with `package` access. Each chafa object is created, used and released in one call.
package final class ChafaYardstick {
  private let ring: ProgressRing
  private let canvas: RingCanvas
  private let style: TerminalRingStyle
  private let fitted: FittedCells
  private var chafaChoices: [CellFitter.Choice] = []

  /// Fits `ring` once with the fitter; nil for sets chafa cannot be compared on (ASCII, whose
  /// cells are shades rather than glyph shapes) and for the no-colour mode (chafa's has no pens
  /// to tell the parts apart).
  package init?(ring: ProgressRing, canvas: RingCanvas, style: TerminalRingStyle) throws(RenderError) {
    guard style.symbols != .ascii, style.colorMode.hasColor else { return nil }
    self.ring = ring
    self.canvas = canvas
    self.style = style
    fitted = try ring.fittedCells(on: canvas, style: style)
  }

  /// Our fit, as the ring is rendered (raster, fit, label): for timing.
  package func fitOurs() throws(RenderError) {
    _ = try ring.fittedCells(on: canvas, style: style)
  }

  /// chafa's fit of the same raster (drawn again): for timing, and kept for ``meanErrors()``.
  /// Returns false when chafa could not make its objects.
  @discardableResult
  package func fitChafa() throws(RenderError) -> Bool {
    let table = fitted.fitter.table
    let characters = style.symbols == .block ? table.glyphs.map(\.character) : table.byMask
    let columns = fitted.grid.columns, rows = fitted.grid.rows
    var choices: [CellFitter.Choice]?
    let mode: UInt32 =
      switch style.colorMode {
      case .truecolor: RING_CHAFA_CANVAS_MODE_TRUECOLOR
      case .ansi256: RING_CHAFA_CANVAS_MODE_INDEXED_240
      default: RING_CHAFA_CANVAS_MODE_INDEXED_16
      }
    try fitted.partsRing.withPremultipliedPixels(on: fitted.partsCanvas, shiftedBy: fitted.partsShift) { pixels in
      choices = Self.fit(
        pixels, columns: columns, rows: rows, samplesX: fitted.sampler.samplesX, samplesY: fitted.sampler.samplesY,
        characters: characters + [" "], mode: mode)
    }
    guard let choices else { return false }
    chafaChoices = choices
    return true
  }

  /// The mean fit error of our cells and of chafa's (``fitChafa()`` first).
  package func meanErrors() throws(RenderError) -> (ours: Double, chafa: Double) {
    let theirs = FittedCells(
      grid: fitted.grid, choices: chafaChoices, partsRing: fitted.partsRing, partsCanvas: fitted.partsCanvas,
      partsShift: fitted.partsShift,
      sampler: fitted.sampler, fitter: fitted.fitter)
    return (try fitted.meanError(), try theirs.meanError())
  }

  private static func fit(
    _ pixels: PremultipliedPixels, columns: Int, rows: Int, samplesX: Int, samplesY: Int, characters: [Character],
    mode: UInt32
  ) -> [CellFitter.Choice]? {
    guard ring_chafa_load() == nil, let config = ring_chafa_canvas_config_new() else { return nil }
    defer { ring_chafa_canvas_config_unref(config) }
    guard let symbols = ring_chafa_symbol_map_new() else { return nil }
    defer { ring_chafa_symbol_map_unref(symbols) }
    for character in characters {
      for scalar in character.unicodeScalars { ring_chafa_symbol_map_add_by_range(symbols, scalar.value, scalar.value) }
    }
    ring_chafa_canvas_config_set_symbol_map(config, symbols)
    ring_chafa_canvas_config_set_canvas_mode(config, mode)
    ring_chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    ring_chafa_canvas_config_set_work_factor(config, 1)
    ring_chafa_canvas_config_set_dither_mode(config, RING_CHAFA_DITHER_MODE_NONE)
    ring_chafa_canvas_config_set_preprocessing_enabled(config, 0)
    guard let canvas = ring_chafa_canvas_new(config), let base = pixels.bytes.baseAddress else { return nil }
    defer { ring_chafa_canvas_unref(canvas) }
    #if _endian(little)
      let layout = RING_CHAFA_PIXEL_BGRA8_PREMULTIPLIED
    #else
      let layout = RING_CHAFA_PIXEL_ARGB8_PREMULTIPLIED
    #endif
    // Exactly the cells' pixels, so chafa's cells are ours.
    ring_chafa_canvas_draw_all_pixels(
      canvas, layout, base.assumingMemoryBound(to: UInt8.self), Int32(columns * samplesX), Int32(rows * samplesY),
      Int32(pixels.bytesPerRow))
    var choices: [CellFitter.Choice] = []
    choices.reserveCapacity(columns * rows)
    for row in 0..<rows {
      for column in 0..<columns {
        let code = ring_chafa_canvas_get_char_at(canvas, Int32(column), Int32(row))
        var foreground: Int32 = -1, background: Int32 = -1
        ring_chafa_canvas_get_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
        let character = Unicode.Scalar(code).map(Character.init) ?? " "
        choices.append(CellFitter.Choice(character: character, ink: part(foreground), paper: part(background)))
      }
    }
    return choices
  }

  /// The part whose raster colour is nearest a packed 0xRRGGBB pen (-1: transparent, none).
  private static func part(_ packed: Int32) -> RingPart {
    guard packed >= 0 else { return .none }
    let red = Int(packed >> 16 & 0xFF), green = Int(packed >> 8 & 0xFF), blue = Int(packed & 0xFF)
    let candidates: [(RingPart, Int)] = [
      (.progress, (255 - red) * (255 - red) + green * green + blue * blue),
      (.track, red * red + (255 - green) * (255 - green) + blue * blue),
      (.background, red * red + green * green + (255 - blue) * (255 - blue)),
      (.none, red * red + green * green + blue * blue),
    ]
    return candidates.min { $0.1 < $1.1 }?.0 ?? .none
  }
}
