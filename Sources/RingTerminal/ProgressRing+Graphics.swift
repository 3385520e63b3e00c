import FoundationEssentials
import RingCairo
import RingKit

extension ProgressRing {
  /// The canvas a ring shown as pixels over `columns` cells of `cellWidth` × `cellHeight`
  /// pixels is drawn on, and the rows it covers.
  ///
  /// The rows are the text ring's at the cell's aspect (``TerminalRingStyle/rows(canvasWidth:height:)``);
  /// the canvas keeps the design's width, takes the height of those rows, and is scaled so
  /// that it is exactly `columns × cellWidth` by `rows × cellHeight` pixels. The terminal then
  /// shows the PNG pixel for pixel, with nothing stretched; the ring is centred in it as in any
  /// canvas.
  public static func graphicsCanvas(
    for design: RingCanvas, columns: Int, cellWidth: Int, cellHeight: Int
  ) throws(RenderError) -> (canvas: RingCanvas, rows: Int) {
    do throws(RingValidationError) {
      try design.validate()
      guard TerminalRingStyle.columnRange.contains(columns) else {
        throw RingValidationError(.columns, reason: "must be from 8 to 1000, not \(columns)")
      }
      guard (1...1000).contains(cellWidth), (1...1000).contains(cellHeight) else {
        throw RingValidationError(
          property: "cellSize", keys: [], reason: "must be from 1 to 1000 pixels a side, not \(cellWidth)x\(cellHeight)"
        )
      }
      let style = TerminalRingStyle(columns: columns, cellAspect: Double(cellWidth) / Double(cellHeight))
      let rows = style.rows(canvasWidth: design.width, height: design.height)
      let scale = Double(columns * cellWidth) / design.width
      let canvas = RingCanvas(
        width: design.width, height: Double(rows * cellHeight) / scale, scale: scale, background: design.background)
      try canvas.validate()
      return (canvas, rows)
    } catch {
      throw .invalid(error)
    }
  }

  /// Renders the ring as the bytes that show it as pixels in a terminal that speaks
  /// `graphics`: a PNG (sixels for ``TerminalGraphics/sixel``) of exactly `columns × cellWidth`
  /// by rows × `cellHeight` pixels (see ``graphicsCanvas(for:columns:cellWidth:cellHeight:)``),
  /// then a newline. Sixels of a ring of up to 256 colours (4 bits a channel) are exact in
  /// size and palette; a picture of more goes through libchafa, which scales it to a whole
  /// number of 6-pixel rows, up to 5 pixels shorter (2 % at 20-pixel cells).
  ///
  /// - Throws: `RenderError.invalid(_:)` for a property, a canvas or a size that cannot be
  ///   drawn; `RenderError.cairo(operation:message:)` when Cairo fails.
  public func graphicsData(
    _ graphics: TerminalGraphics, on design: RingCanvas, columns: Int, cellWidth: Int, cellHeight: Int
  ) throws(RenderError) -> [UInt8] {
    let (canvas, rows) = try Self.graphicsCanvas(
      for: design, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight)
    guard graphics == .sixel else {
      return graphics.encode(png: try pngData(on: canvas), columns: columns, rows: rows) ?? []
    }
    let sixels = try withPremultipliedPixels(on: canvas) { pixels in
      Result { () throws(RenderError) -> [UInt8] in
        try SixelEncoder.encode(pixels, columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight)
      }
    }
    return try sixels.get() + [0x0A]
  }

  /// Renders the ring for kitty's protocol inside tmux: the PNG of
  /// ``graphicsData(_:on:columns:cellWidth:cellHeight:)`` sent through tmux's passthrough and
  /// placed with Unicode placeholders for `imageID` (see
  /// ``TerminalGraphics/kittyThroughTmux(png:columns:rows:imageID:)``), then a newline.
  ///
  /// - Throws: `RenderError.invalid(_:)` as `graphicsData` does, and for a ring over
  ///   ``KittyPlaceholder/maximumCells`` columns or rows (property `columns`).
  public func kittyThroughTmuxData(
    on design: RingCanvas, columns: Int, cellWidth: Int, cellHeight: Int, imageID: UInt8
  ) throws(RenderError) -> [UInt8] {
    let (png, rows) = try placeholderPNG(on: design, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight)
    return TerminalGraphics.kittyThroughTmux(png: png, columns: columns, rows: rows, imageID: imageID)
  }

  /// The PNG of ``kittyThroughTmuxData(on:columns:cellWidth:cellHeight:imageID:)`` and the rows
  /// its placeholders take: for each frame of a ``LiveTmuxImage``.
  ///
  /// - Throws: `RenderError.invalid(_:)` as `graphicsData` does, and for a ring over
  ///   ``KittyPlaceholder/maximumCells`` columns or rows (property `columns`).
  public func placeholderPNG(
    on design: RingCanvas, columns: Int, cellWidth: Int, cellHeight: Int
  ) throws(RenderError) -> (png: Data, rows: Int) {
    let (canvas, rows) = try Self.graphicsCanvas(
      for: design, columns: columns, cellWidth: cellWidth, cellHeight: cellHeight)
    let most = KittyPlaceholder.maximumCells
    guard columns <= most, rows <= most else {
      throw .invalid(
        RingValidationError(
          .columns,
          reason: "kitty's placeholders number at most \(most) cells a side, not \(columns) × \(rows)"))
    }
    return (try pngData(on: canvas), rows)
  }
}
