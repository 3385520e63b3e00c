import RingKit

/// Where a terminal ring's cells fall on the canvas, and the raster Cairo draws for them.
///
/// The raster has a whole number of pixels per cell (``samplesX`` × ``samplesY``), so every
/// cell is one block of pixels and nothing is resampled. Pixels are square, so the block's
/// shape is the cell's: `samplesX / samplesY` is the cell aspect, exactly for 0.5 (4 × 8) and
/// within 1 % for any other in ``TerminalRingStyle/cellAspectRange``. The canvas keeps its
/// width and its height is adjusted by the rounding of the row count; `RingLayout` centres the
/// ring in it as it does in any canvas.
struct TerminalGeometry: Sendable, Hashable {
  let columns: Int
  let rows: Int
  /// Pixels across one cell.
  let samplesX: Int
  /// Pixels down one cell.
  let samplesY: Int
  /// The canvas Cairo rasterises, `columns × samplesX` by `rows × samplesY` pixels.
  let canvas: RingCanvas
  /// The factor the ring's lengths are multiplied by, 1 unless the canvas had to be rescaled
  /// because its pixel scale would be outside `RingCanvas.scaleRange`.
  let lengthScale: Double

  /// The most pixels a raster may have; large grids get fewer pixels per cell.
  static let pixelBudget = 1 << 22

  init(canvas design: RingCanvas, style: TerminalRingStyle) throws(RingValidationError) {
    try design.validate()
    guard TerminalRingStyle.columnRange.contains(style.columns) else {
      throw RingValidationError(
        .columns,
        reason:
          "must be from \(TerminalRingStyle.columnRange.lowerBound) to \(TerminalRingStyle.columnRange.upperBound), not \(style.columns)"
      )
    }
    guard TerminalRingStyle.cellAspectRange.contains(style.cellAspect) else {
      throw RingValidationError(
        .cellAspect,
        reason: "must be from 0.2 to 2 (a cell's width / height), not \(FixedPoint.compact(style.cellAspect))")
    }
    columns = style.columns
    rows = style.rows(canvasWidth: design.width, height: design.height)
    guard rows <= TerminalRingStyle.maxRows else {
      throw RingValidationError(
        .columns,
        reason:
          "a \(FixedPoint.compact(design.width))x\(FixedPoint.compact(design.height)) canvas \(columns) columns wide is \(rows) rows tall; the limit is \(TerminalRingStyle.maxRows)"
      )
    }
    (samplesX, samplesY) = Self.samples(aspect: style.cellAspect, columns: columns, rows: rows)

    // Outside Cairo's scale range (a huge or tiny canvas) the ring is drawn at one pixel per
    // point instead, its lengths multiplied to match; only the 1-pt frame then differs.
    let idealScale = Double(samplesX * columns) / design.width
    let scale = RingCanvas.scaleRange.contains(idealScale) ? idealScale : 1
    lengthScale = idealScale / scale
    canvas = RingCanvas(
      width: design.width * lengthScale, height: Double(rows * samplesY) / scale, scale: scale,
      background: design.background)
  }

  /// Pixels per cell: the pair whose ratio is nearest `aspect`, 8 to 24 pixels down (the
  /// fewest on a tie), halved while the raster would be over ``pixelBudget`` pixels or over
  /// `RingCanvas.maxPixelsPerSide` on a side.
  static func samples(aspect: Double, columns: Int, rows: Int) -> (x: Int, y: Int) {
    func across(_ down: Int) -> Int { max(1, Int((Double(down) * aspect).rounded())) }
    var down =
      (8...24).min { a, b in
        let errorA = abs(Double(across(a)) / Double(a) / aspect - 1)
        let errorB = abs(Double(across(b)) / Double(b) / aspect - 1)
        return errorA < errorB - 1e-9 || (abs(errorA - errorB) <= 1e-9 && a < b)
      } ?? 8
    func fits(_ down: Int) -> Bool {
      columns * rows * down * across(down) <= pixelBudget
        && max(columns * across(down), rows * down) <= RingCanvas.maxPixelsPerSide
    }
    while down > 2, !fits(down) { down /= 2 }
    return (across(down), down)
  }
}
