import RingCairo
import RingKit

/// A terminal ring's cells with the fitter's choice for each, and what was drawn to choose
/// them, so that the fit can be measured against the raster it came from. `package` for
/// `make bench-terminal`, which scores the fit against libchafa's.
package struct FittedCells {
  let grid: CellGrid
  /// The glyph and the parts of its ink and paper, for each cell, row by row (before the label).
  let choices: [CellFitter.Choice]
  /// The steps of the parts ring's plan (laid out once) that the raster draws.
  let raster: RingDrawing
  let partsCanvas: RingCanvas
  /// How far the parts ring is drawn from where its canvas lays it out, in points.
  let partsShift: Point
  let sampler: CellSampler
  let fitter: CellFitter

  /// How far the cells are from the ring they were fitted to: each cell is drawn again from
  /// its glyph's coverage (ink part under the glyph, paper part around it, at the set's
  /// sub-cell resolution) and compared with the parts raster, sub-cell by sub-cell. A cell's
  /// error is the share of its area given to the wrong part (0 to 1); the result is the mean
  /// over the cells the bands touch. A reverse-video cell is drawn as the terminal shows it:
  /// nothing under the glyph (its ink part is ``RingPart/none``), its paper part around it.
  /// Without colour the canvas background counts as nothing, a track shade (░, a thinned
  /// braille pattern, `:`) counts as the track over its whole cell, and ASCII's `+` and `.` as
  /// their part over 35 % of it (their coverage is 20–50 %).
  package func meanError() throws(RenderError) -> Double {
    let subCells = sampler.subColumns * sampler.subRows
    let area = 1 / Float(subCells)
    var masses = [PartMass](repeating: PartMass(), count: subCells)
    var total = 0.0
    var touched = 0
    try raster.withPremultipliedPixels(on: partsCanvas, shiftedBy: partsShift) { pixels in
      masses.withUnsafeMutableBufferPointer { masses in
        let columns = min(grid.columns, pixels.width / sampler.samplesX)
        let rows = min(grid.rows, pixels.height / sampler.samplesY)
        for row in 0..<rows {
          for column in 0..<columns {
            if let part = sampler.sample(column: column, row: row, pixels: pixels, into: masses) {
              var mass = PartMass()
              mass[part] = area
              masses.update(repeating: mass)
            }
            var bands: Float = 0
            for mass in masses { bands += mass[.track] + mass[.progress] }
            guard bands > 1e-6 else { continue }
            touched += 1
            let coverage = self.coverage(of: choices[row * grid.columns + column])
            var error: Float = 0
            for (index, var source) in masses.enumerated() {
              if !fitter.colorful {
                source[.none] += source[.background]
                source[.background] = 0
              }
              let choice = choices[row * grid.columns + column]
              var drawn = PartMass()
              drawn[choice.ink] += area * coverage[index]
              drawn[choice.paper] += area * (1 - coverage[index])
              let difference = source - drawn
              error += 0.5 * (abs(difference[0]) + abs(difference[1]) + abs(difference[2]) + abs(difference[3]))
            }
            total += Double(error)
          }
        }
      }
    }
    return touched == 0 ? 0 : total / Double(touched)
  }

  /// How much of each sub-cell a choice's ink covers (the rest is paper).
  private func coverage(of choice: CellFitter.Choice) -> [Float] {
    let table = fitter.table
    let count = sampler.subColumns * sampler.subRows
    if choice.ink == choice.paper || choice.character == " " { return Array(repeating: 0, count: count) }
    if !fitter.colorful && choice.ink == .track && choice.character != "." {
      return Array(repeating: 1, count: count)
    }
    switch fitter.symbols {
    case .ascii:
      return [choice.character == "#" || choice.character == ":" ? 1 : 0.35]
    case .block:
      let mask = table.glyphs.first { $0.character == choice.character }?.mask ?? 0
      return (0..<count).map { mask & (1 << UInt64($0)) != 0 ? 1 : 0 }
    case .half, .quadrant, .sextant, .braille:
      let mask = table.byMask.firstIndex(of: choice.character) ?? 0
      return (0..<count).map { mask & (1 << $0) != 0 ? 1 : 0 }
    }
  }
}
