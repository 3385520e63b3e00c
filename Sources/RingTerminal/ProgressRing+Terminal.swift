import RingCairo
import RingKit

extension ProgressRing {
  /// Renders the ring as character cells.
  ///
  /// Cairo draws the bands onto a raster with a whole block of pixels per cell (4 × 8 at the
  /// default aspect), each part in its own colour, read in place
  /// (RingCairo's `withPremultipliedPixels(on:_:)`); every cell then gets the
  /// glyph and the two colours that explain most of its block (see `SymbolSet`). The centre text is not
  /// drawn by Cairo: it is written as real characters on the ring's middle row, centred, in
  /// the terminal's own font and default colour (bold in colour modes), so the ring's font
  /// names, sizes and colour do not apply. Text wider than the ring's hole is cut short with
  /// `…`; the offset `textOffset` moves it by whole cells.
  ///
  /// The canvas spans exactly `style.columns` columns; its height gives the rows (see
  /// ``TerminalRingStyle/rows(canvasWidth:height:)``). `canvas.scale` does not apply.
  ///
  /// ```swift
  /// let grid = try ProgressRing(value: 15, maxValue: 30).cellGrid(
  ///   on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 40))
  /// grid.rows   // 21
  /// ```
  ///
  /// - Throws: `RenderError.invalid(_:)` for a property, a canvas or a style that
  ///   cannot be drawn (the style's properties are named `columns` and `cellAspect`),
  ///   `RenderError.cairo(operation:message:)` when Cairo fails.
  public func cellGrid(on canvas: RingCanvas, style: TerminalRingStyle) throws(RenderError) -> CellGrid {
    try fittedCells(on: canvas, style: style).grid
  }

  /// The cells of ``cellGrid(on:style:)`` with the fitter's choice for each (row by row), and
  /// what was drawn to choose them: the parts ring, its canvas, the sampler and the fitter.
  package func fittedCells(on canvas: RingCanvas, style: TerminalRingStyle) throws(RenderError) -> FittedCells {
    let geometry: TerminalGeometry
    let label: String?
    let painted: RingLayout
    do throws(RingValidationError) {
      try validate()
      geometry = try TerminalGeometry(canvas: canvas, style: style)
      label = try labelText()
      painted = try RingLayout(ring: self, width: canvas.width, height: canvas.height, snapsToPixels: false)
    } catch {
      throw .invalid(error)
    }
    let thinnest = Self.thinnestBand(geometry: geometry, table: GlyphTable.table(for: style.symbols))
    // Without colour the track is a whole-cell shade: drawn at least half a cell thick, it
    // covers enough of every cell it crosses to show in each.
    let thinnestTrack =
      style.colorMode.hasColor ? thinnest : max(thinnest, 0.5 * Double(geometry.samplesY) / geometry.canvas.scale)
    // Automatic lengths follow the side of the circle the picture lays the ring on (for a
    // fit-arc ring, the circle its drawing is fitted on), so the parts ring has its widths.
    let side = fit == .arc && rings.isEmpty ? 2 * painted.baseRadius : min(canvas.width, canvas.height)
    let parts = resolvingAutomaticLengths(canvasSide: side).partsRing(
      scaledBy: geometry.lengthScale, thinnest: thinnest, thinnestTrack: thinnestTrack)
    let trackWidth = parts.ring.emptyLineWidth ?? 0
    let trackThickness = trackWidth > 0 ? trackWidth + 2 * RingBand.frameWidth : 0
    let fitter = CellFitter(
      symbols: style.symbols, colorful: style.colorMode.hasColor,
      trackWeight: CellFitter.trackWeight(
        thickness: trackThickness * geometry.canvas.scale, cellWidth: geometry.samplesX,
        cellHeight: geometry.samplesY))
    var partsCanvas = geometry.canvas
    partsCanvas.background = visible(canvas.background) == nil ? nil : RingColor(red: 0, green: 0, blue: 1)
    // Laid out once each: the parts ring, whose plan is drawn for the raster (less its ticks)
    // and places the cells, the marks and the label, and the picture, whose plan gives the
    // paints. The two differ in size and paint, not in what they draw.
    let partsLayout: RingLayout
    do throws(RingValidationError) {
      try partsCanvas.validateRaster()
      partsLayout = try RingLayout(
        ring: parts.ring, width: partsCanvas.width, height: partsCanvas.height, scale: partsCanvas.scale,
        snapsToPixels: false)
    } catch {
      throw .invalid(error)
    }

    // The layout makes the ring's bounds whole points, as MB does; on this canvas, a whole
    // number of cells tall but seldom of points, that puts the ring up to half a point below
    // its middle row, and the cells above and below it would differ. The raster is drawn
    // shifted back onto the centre, and every cell is placed on the layout through the shift.
    // A fit-arc ring's centre is where its drawing's box puts it, not the middle: no shift.
    let shift = Point(x: 0, y: fit == .arc && rings.isEmpty ? 0 : partsCanvas.height / 2 - partsLayout.center.y)
    let partsPlan = partsLayout.drawing
    let paints = CellPaints(
      painted: PlanSteps(painted.drawing), parts: PlanSteps(partsPlan), mode: style.colorMode,
      center: partsLayout.center, halfCell: Double(geometry.samplesX) / partsCanvas.scale / 2,
      laps: overflow == .laps && laps > 1)
    let raster = RingDrawing(steps: partsPlan.steps.filter { PlanSteps.rasterDraws($0.part) })
    var colors = [RingPart: RingColor]()
    colors[.progress] = paints.solidColor(of: .progress) ?? parts.progressColor
    colors[.track] = paints.solidColor(of: .track) ?? parts.trackColor
    colors[.background] = visible(canvas.background)
    let palette = PenPalette(mode: style.colorMode, colors: colors)
    let sampler = CellSampler(
      samplesX: geometry.samplesX, samplesY: geometry.samplesY,
      subColumns: max(fitter.table.columns, 1), subRows: max(fitter.table.rows, 1))
    var (grid, choices) = try Self.fitCells(
      of: raster, on: partsCanvas, shiftedBy: shift, geometry: geometry, sampler: sampler, fitter: fitter,
      paints: paints, palette: palette)
    if let label {
      overlay(
        label, on: &grid, papers: choices.map(\.paper), palette: palette, paints: paints, geometry: geometry,
        shift: shift, parts: parts.ring, partsLayout: partsLayout, style: style)
    }
    return FittedCells(
      grid: grid, choices: choices, raster: raster, partsCanvas: partsCanvas, partsShift: shift,
      sampler: sampler, fitter: fitter)
  }

  /// Renders the ring as the bytes a terminal shows: ``cellGrid(on:style:)`` written by
  /// ``ANSIEncoder``, one line per row, each ending with a reset (no escapes at all without
  /// colour), and a final newline.
  public func ansiData(on canvas: RingCanvas, style: TerminalRingStyle) throws(RenderError) -> [UInt8] {
    try ANSIEncoder(colorMode: style.colorMode).encode(cellGrid(on: canvas, style: style)) + [0x0A]
  }

  // MARK: - Steps

  /// Every cell of the grid fitted to its block of the parts raster, drawn `shift` points from
  /// where its canvas lays it out, and the choice behind it (row by row); cells the raster
  /// does not reach stay empty.
  private static func fitCells(
    of raster: RingDrawing, on partsCanvas: RingCanvas, shiftedBy shift: Point, geometry: TerminalGeometry,
    sampler: CellSampler, fitter: CellFitter, paints: CellPaints, palette: PenPalette
  ) throws(RenderError) -> (grid: CellGrid, choices: [CellFitter.Choice]) {
    var grid = CellGrid(columns: geometry.columns, rows: geometry.rows)
    var choices = [CellFitter.Choice](repeating: fitter.uniform(.none), count: grid.cells.count)
    var masses = [PartMass](repeating: PartMass(), count: sampler.subColumns * sampler.subRows)
    var blockStorage = [PartMass](repeating: PartMass(), count: BlockSums.count)
    // Only paints that vary by cell (gradients, concentric rings, laps, marks) are asked per cell.
    let cellPaints = paints.variesByCell ? paints : nil
    try raster.withPremultipliedPixels(on: partsCanvas, shiftedBy: shift) { pixels in
      let columns = min(grid.columns, pixels.width / geometry.samplesX)
      let rows = min(grid.rows, pixels.height / geometry.samplesY)
      masses.withUnsafeMutableBufferPointer { masses in
        blockStorage.withUnsafeMutableBufferPointer { blockStorage in
          let sums = BlockSums(storage: blockStorage.baseAddress!)
          for row in 0..<rows {
            for column in 0..<columns {
              let choice = Self.choice(
                column: column, row: row, pixels: pixels, sampler: sampler, fitter: fitter, masses: masses, sums: sums)
              let cellCenter =
                Point(
                  x: (Double(column) + 0.5) * Double(geometry.samplesX) / partsCanvas.scale,
                  y: (Double(row) + 0.5) * Double(geometry.samplesY) / partsCanvas.scale) - shift
              grid[column, row] = Self.cell(
                showing: choice, at: cellCenter, paints: cellPaints, palette: palette)
              choices[row * grid.columns + column] = choice
            }
          }
        }
      }
    }
    return (grid, choices)
  }

  /// The fitter's choice for one cell: the part alone when its block shows one, else the glyph
  /// and parts that explain most of the block.
  private static func choice(
    column: Int, row: Int, pixels: PremultipliedPixels, sampler: CellSampler, fitter: CellFitter,
    masses: UnsafeMutableBufferPointer<PartMass>, sums: BlockSums
  ) -> CellFitter.Choice {
    if fitter.symbols == .block {
      if let part = sampler.sampleBlock(column: column, row: row, pixels: pixels, masses: masses, into: sums) {
        return fitter.uniform(part)
      }
      return fitter.fitBlock(sums)
    }
    if let part = sampler.sample(column: column, row: row, pixels: pixels, into: masses) {
      return fitter.uniform(part)
    }
    return fitter.fit(UnsafeBufferPointer(masses))
  }

  /// The cell that shows `choice`, in the pens of its parts: the palette's, or the paints' at
  /// `center` (a point on the parts canvas) when they vary from cell to cell.
  private static func cell(
    showing choice: CellFitter.Choice, at center: Point, paints: CellPaints?, palette: PenPalette
  ) -> Cell {
    let ink = paints?.pen(for: choice.ink, at: center) ?? palette.pen(for: choice.ink)
    let paper = paints?.pen(for: choice.paper, at: center) ?? palette.pen(for: choice.paper)
    // In reverse video the terminal swaps the pens: the paper's colour is written as the
    // foreground, and the ink shows the default background.
    let reverse = choice.isReverseVideo
    return Cell(
      choice.character, foreground: reverse ? paper : ink, background: reverse ? ink : paper, isReverseVideo: reverse)
  }

  /// The thinnest band, frame included, that shows all the way round: two sub-cells of the
  /// symbol set (half a cell's height for ASCII), in points.
  /// Thinner bands, such as MB's 1-pt track, would cover under half of every sub-cell they
  /// cross and show only in pieces.
  private static func thinnestBand(geometry: TerminalGeometry, table: GlyphTable) -> Double {
    let subCellWidth = Double(geometry.samplesX) / Double(max(table.columns, 1))
    let subCellHeight = Double(geometry.samplesY) / Double(max(table.rows, 1))
    let pixels = table.glyphs.isEmpty ? 0.5 * Double(geometry.samplesY) : 2 * max(subCellWidth, subCellHeight)
    return pixels / geometry.canvas.scale
  }

  /// The ring with each band in its part's colour, opaque, no text, lengths scaled and bands
  /// at least `thinnest` points wide (`thinnestTrack` for the track; frame included); and the
  /// colour each band shows. Automatic lengths must be resolved for the picture's canvas first,
  /// since the parts canvas has another size.
  private func partsRing(
    scaledBy scale: Double, thinnest: Double, thinnestTrack: Double
  ) -> (ring: ProgressRing, progressColor: RingColor?, trackColor: RingColor?) {
    var ring = partsBands(scaledBy: scale, thinnest: thinnest, thinnestTrack: thinnestTrack)
    // Concentric rings: each in the parts' colours, laid out as the picture lays them out.
    ring.rings = rings.map { $0.partsBands(scaledBy: scale, thinnest: thinnest, thinnestTrack: thinnestTrack) }
    ring.ringSpacing = min(max(ringSpacing * scale, 0), Self.maxLength)
    // The ticks are laid out with the rest, as the picture lays them out, for their places on
    // the sampled canvas; the raster leaves them out (see PlanSteps.rasterDraws).
    ring.ticks = ticks
    ring.tickLength = min(tickLength * scale, Self.maxLength)
    ring.tickWidth = min(tickWidth * scale, Self.maxLength)
    ring.borderPadding = min(
      max((borderPadding + max(shadow?.reach ?? 0, glow?.reach ?? 0)) * scale, -Self.maxLength), Self.maxLength)
    let outer = rings.first ?? self
    return (
      ring, visible(outer.progressColor) ?? visible(outer.resolvedProgressStrokeColor),
      visible(outer.emptyLineColor) ?? visible(outer.resolvedEmptyLineStrokeColor)
    )
  }

  /// The ring with each band in its part's colour, opaque, no text, lengths scaled and bands
  /// at least `thinnest` points wide (frame included).
  private func partsBands(scaledBy scale: Double, thinnest: Double, thinnestTrack: Double) -> ProgressRing {
    // Scaled lengths stay within the model's limits; past them the canvas is covered anyway.
    func scaled(_ length: Double) -> Double { min(max(length * scale, -Self.maxLength), Self.maxLength) }
    var ring = self
    ring.showValueString = false
    let thinnestLine = thinnest - RingBand.frameWidth
    if let width = ring.progressLineWidth, width > 0 { ring.progressLineWidth = max(scaled(width), thinnestLine) }
    if let width = ring.emptyLineWidth, width > 0 {
      ring.emptyLineWidth = max(scaled(width), thinnestTrack - RingBand.frameWidth)
    }
    // The room a shadow or glow takes is kept, so the ring has the picture's proportions.
    ring.borderPadding = scaled(ring.borderPadding + max(shadow?.reach ?? 0, glow?.reach ?? 0))
    ring.shadow = nil
    ring.glow = nil
    // The parts raster tells apart only the progress, the track and the background; what the
    // plan draws besides is drawn as the part it lies on, and coloured per cell from the
    // picture's plan (see CellPaints.planColor). Laps cover what the clamped band covers
    // (their tip shadow would darken the parts), the knob and the target mark are progress,
    // the secondary arc is track, and the centre fill is background. Ticks are left out of
    // the raster too: the cells they cross take their colour (see PlanSteps.rasterDraws);
    // only the outermost ring's are laid out (see partsRing).
    ring.overflow = .clamp
    ring.ticks = 0
    ring.tickLabels = false
    let progressPart = RingColor(red: 1, green: 0, blue: 0)
    let trackPart = RingColor(red: 0, green: 1, blue: 0)
    if let knob = ring.knob {
      ring.knob = RingMarker(min(max(scaled(knob.amount), thinnest / 2), Self.maxLength), color: progressPart)
    }
    if let target = ring.target { ring.target = RingMarker(target.amount, color: progressPart) }
    ring.secondaryColor = trackPart
    ring.textOffset = Point(x: scaled(textOffset.x), y: scaled(textOffset.y))
    if (visible(progressColor) ?? visible(resolvedProgressStrokeColor)) == nil { ring.progressLineWidth = 0 }
    if (visible(emptyLineColor) ?? visible(resolvedEmptyLineStrokeColor)) == nil { ring.emptyLineWidth = 0 }
    ring.progressColor = progressPart
    ring.progressStrokeColor = ring.progressColor
    // A spinner's dots fade from the progress to the track colour: all of them are progress.
    ring.emptyLineColor = ring.spinnerDots == nil ? trackPart : progressPart
    ring.emptyLineStrokeColor = ring.emptyLineColor
    // Paint is applied per cell afterwards (see CellPaints); the raster only tells parts apart.
    ring.progressGradient = nil
    ring.emptyLineGradient = nil
    ring.thresholds = []
    ring.centerColor = visible(centerColor) == nil ? nil : RingColor(red: 0, green: 0, blue: 1)
    return ring
  }

  private func visible(_ color: RingColor?) -> RingColor? {
    guard let color, !color.isTransparent else { return nil }
    return color
  }

  /// Writes the label on the middle row, centred on the ring's centre plus `textOffset`, in
  /// the cells that lie wholly inside the innermost band's inner edge, less one on each side;
  /// the cells are `shift` points from `layout` (the parts ring's), as the raster was drawn.
  private func overlay(
    _ label: String, on grid: inout CellGrid, papers: [RingPart], palette: PenPalette, paints: CellPaints,
    geometry: TerminalGeometry, shift: Point, parts: ProgressRing, partsLayout layout: RingLayout,
    style: TerminalRingStyle
  ) {
    let scale = geometry.canvas.scale
    let cellWidth = Double(geometry.samplesX), cellHeight = Double(geometry.samplesY)
    let centerX = (layout.center.x + shift.x) * scale, centerY = (layout.center.y + shift.y) * scale
    let textX = centerX + parts.textOffset.x * scale, textY = centerY + parts.textOffset.y * scale
    let row = Int((textY / cellHeight).rounded(.down))
    guard (0..<grid.rows).contains(row) else { return }

    // The cells of this row inside the hole, or the whole row when there are no bands.
    var first = 0, end = grid.columns
    let bands = [layout.track, layout.progress].compactMap { $0 }
    if let inner = bands.map({ $0.innerRadius - RingBand.frameWidth / 2 }).min() {
      let radius = inner * scale
      let top = Double(row) * cellHeight, bottom = top + cellHeight
      let reach = max(abs(top - centerY), abs(bottom - centerY))
      guard radius > reach else { return }
      let halfChord = (radius * radius - reach * reach).squareRoot()
      // One blank column between the label and the band on either side.
      first = max(0, Int(((centerX - halfChord) / cellWidth).rounded(.up)) + 1)
      end = min(grid.columns, Int(((centerX + halfChord) / cellWidth).rounded(.down)) - 1)
    }
    guard end > first else { return }

    var characters = TerminalText.printable(label, asciiOnly: style.symbols == .ascii)
    var width = characters.reduce(0) { $0 + $1.1 }
    if width > end - first {
      let ellipsis: (Character, Int) = style.symbols == .ascii ? (".", 1) : ("…", 1)
      while width > end - first - 1, !characters.isEmpty { width -= characters.removeLast().1 }
      characters.append(ellipsis)
      width += 1
    }
    guard width <= end - first else { return }
    let start = min(max(Int((textX / cellWidth - Double(width) / 2).rounded()), first), end - width)

    var column = start
    for (character, columns) in characters {
      let paper = papers[row * grid.columns + column] == .background ? RingPart.background : .none
      // The centre fill, if any, stays under the label.
      let center =
        Point(x: (Double(column) + 0.5) * cellWidth / scale, y: (Double(row) + 0.5) * cellHeight / scale) - shift
      let pen = paints.pen(for: paper, at: center) ?? palette.pen(for: paper)
      grid[column, row] = Cell(character, background: pen, isBold: style.colorMode.hasColor)
      if columns == 2 {
        grid[column + 1, row] = Cell(nil, background: pen, isBold: style.colorMode.hasColor)
      }
      column += columns
    }
  }
}
