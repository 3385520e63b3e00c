import CRingChafa
import RingCairo
import RingKit

extension FittedCells {
  /// libchafa's fit of the same parts raster (drawn again), on the same cells: the yardstick that
  /// `make bench-terminal` measures the fitter against, which is why it is `package`, not public.
  ///
  /// chafa's symbol map is cut down to the set's glyphs and its canvas mode matches `colorMode`
  /// (truecolor, 240 for 256 — chafa's advice — and 16), at its most thorough: every symbol
  /// tried (work factor 1), no dithering, no preprocessing. Each cell's pens are read back as the
  /// part nearest in colour (transparent is none), so ``meanError()`` scores both fits alike.
  /// Nil when chafa could not make its objects. Each chafa object is created, used and released
  /// in this call.
  package func chafaFit(colorMode: ColorMode) throws(RenderError) -> FittedCells? {
    let table = fitter.table
    let characters = fitter.symbols == .block ? table.glyphs.map(\.character) : table.byMask
    let mode: UInt32 =
      switch colorMode {
      case .truecolor: RING_CHAFA_CANVAS_MODE_TRUECOLOR
      case .ansi256: RING_CHAFA_CANVAS_MODE_INDEXED_240
      default: RING_CHAFA_CANVAS_MODE_INDEXED_16
      }
    var choices: [CellFitter.Choice]?
    try raster.withPremultipliedPixels(on: partsCanvas, shiftedBy: partsShift) { pixels in
      choices = Self.chafaChoices(
        pixels, columns: grid.columns, rows: grid.rows, samplesX: sampler.samplesX, samplesY: sampler.samplesY,
        characters: characters + [" "], mode: mode)
    }
    guard let choices else { return nil }
    return FittedCells(
      grid: grid, choices: choices, raster: raster, partsCanvas: partsCanvas, partsShift: partsShift,
      sampler: sampler, fitter: fitter)
  }

  private static func chafaChoices(
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
    guard let canvas = ring_chafa_canvas_new(config) else { return nil }
    defer { ring_chafa_canvas_unref(canvas) }
    // Exactly the cells' pixels, so chafa's cells are ours.
    guard pixels.draw(onChafaCanvas: canvas, width: columns * samplesX, height: rows * samplesY) else { return nil }
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
