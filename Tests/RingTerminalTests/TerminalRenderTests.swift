import RingCairo
import RingKit
import RingSnapshotTesting
import Testing

@testable import RingTerminal

/// Rendering through Cairo: geometry, probes at known angles, the label, and goldens.
@Suite("Terminal rendering")
struct TerminalRenderTests {
  static func grid(
    _ ring: ProgressRing = ProgressRing(value: 25), size: Double = 256, _ style: TerminalRingStyle
  ) throws -> CellGrid {
    try ring.cellGrid(on: RingCanvas(size: size), style: style)
  }

  // MARK: Geometry

  @Test func rowsAreOddAndFollowTheCellAspect() {
    #expect(TerminalRingStyle(columns: 40).rows(canvasWidth: 256, height: 256) == 21)
    #expect(TerminalRingStyle(columns: 30).rows(canvasWidth: 256, height: 256) == 15)
    #expect(TerminalRingStyle(columns: 8).rows(canvasWidth: 256, height: 256) == 5)
    #expect(TerminalRingStyle(columns: 40, cellAspect: 1).rows(canvasWidth: 256, height: 256) == 41)
    #expect(TerminalRingStyle(columns: 40).rows(canvasWidth: 200, height: 100) == 11)
  }

  @Test func cellsAreWholeBlocksOfSquarePixelsShapedLikeTheCell() {
    #expect(TerminalGeometry.samples(aspect: 0.5, columns: 80, rows: 41) == (4, 8))
    #expect(TerminalGeometry.samples(aspect: 1, columns: 80, rows: 81) == (8, 8))
    #expect(TerminalGeometry.samples(aspect: 0.45, columns: 80, rows: 37) == (9, 20))
    for aspect in stride(from: 0.2, through: 2, by: 0.01) {
      let (x, y) = TerminalGeometry.samples(aspect: aspect, columns: 40, rows: 21)
      #expect(abs(Double(x) / Double(y) / aspect - 1) < 0.03, "\(aspect)")
    }
    let (x, y) = TerminalGeometry.samples(aspect: 0.5, columns: 1000, rows: 501)
    #expect(1000 * 501 * x * y <= TerminalGeometry.pixelBudget && x * 2 == y)
  }

  @Test func theRasterIsExactlyTheGrid() throws {
    let geometry = try TerminalGeometry(canvas: RingCanvas(size: 256), style: TerminalRingStyle(columns: 41))
    #expect(geometry.canvas.pixelWidth == 41 * 4 && geometry.canvas.pixelHeight == 21 * 8)
    #expect(geometry.lengthScale == 1 && geometry.canvas.width == 256)
  }

  @Test(arguments: [(16_384.0, 8), (4.0, 1000), (300.0, 1000)])
  func extremeCanvasesStillRender(size: Double, columns: Int) throws {
    var ring = ProgressRing(value: 60)
    (ring.progressLineWidth, ring.emptyLineWidth, ring.borderPadding) = (0.5, 0.5, 0)
    let grid = try Self.grid(ring, size: size, TerminalRingStyle(columns: columns))
    #expect(grid.columns == columns)
    #expect(grid.cells.contains { $0.foreground == .palette(27) }, "progress is drawn")
  }

  @Test(arguments: [
    (TerminalRingStyle(columns: 7), RenderSpec.Key.columns, "must be from 8 to 1000, not 7"),
    (TerminalRingStyle(columns: 1001), .columns, "must be from 8 to 1000, not 1001"),
    (
      TerminalRingStyle(columns: 40, cellAspect: 2.5), .cellAspect,
      "must be from 0.2 to 2 (a cell's width / height), not 2.5"
    ),
  ])
  func badStylesAreRejected(style: TerminalRingStyle, property: RenderSpec.Key, reason: String) {
    #expect(throws: RenderError.invalid(RingValidationError(property, reason: reason))) {
      try Self.grid(ProgressRing(), style)
    }
  }

  @Test func aRingTallerThanAThousandRowsIsRejected() {
    #expect(
      throws: RenderError.invalid(
        RingValidationError(
          .columns, reason: "a 10x10000 canvas 100 columns wide is 50001 rows tall; the limit is 1000"))
    ) {
      try ProgressRing().cellGrid(on: RingCanvas(width: 10, height: 10_000), style: TerminalRingStyle(columns: 100))
    }
  }

  /// Cells 4 × 8 pixels wide are summed straight from the pixels; the result is the one the
  /// general path through 8 × 8 sub-cells gives.
  @Test func theBlockFastPathMatchesTheGeneralOne() throws {
    let geometry = try TerminalGeometry(canvas: RingCanvas(size: 256), style: TerminalRingStyle(columns: 41))
    #expect(geometry.samplesX == 4 && geometry.samplesY == 8)
    var ring = ProgressRing(value: 37)
    ring.showValueString = false
    ring.progressColor = RingColor(red: 1, green: 0, blue: 0)
    ring.progressStrokeColor = ring.progressColor
    ring.emptyLineColor = RingColor(red: 0, green: 1, blue: 0)
    ring.emptyLineStrokeColor = ring.emptyLineColor
    let sampler = CellSampler(samplesX: 4, samplesY: 8, subColumns: 8, subRows: 8)
    var masses = [PartMass](repeating: PartMass(), count: 64)
    var fast = [PartMass](repeating: PartMass(), count: BlockSums.count)
    var general = [PartMass](repeating: PartMass(), count: BlockSums.count)
    var compared = 0
    try ring.withPremultipliedPixels(on: geometry.canvas) { pixels in
      #expect(pixels.width == 41 * 4 && pixels.height == 21 * 8)
      masses.withUnsafeMutableBufferPointer { masses in
        fast.withUnsafeMutableBufferPointer { fast in
          general.withUnsafeMutableBufferPointer { general in
            for row in 0..<21 {
              for column in 0..<41 {
                let fastPart = sampler.sampleBlock(
                  column: column, row: row, pixels: pixels, masses: masses, into: BlockSums(storage: fast.baseAddress!))
                let generalPart = sampler.sample(column: column, row: row, pixels: pixels, into: masses)
                #expect(fastPart == generalPart)
                guard fastPart == nil else { continue }
                BlockSums(storage: general.baseAddress!).fill(from: UnsafeBufferPointer(masses))
                for index in 0..<BlockSums.count {
                  let difference = fast[index] - general[index]
                  #expect((difference * difference).sum() < 1e-10, "cell \(column),\(row) sum \(index)")
                }
                compared += 1
              }
            }
          }
        }
      }
    }
    #expect(compared > 100, "\(compared) cells had more than one part")
  }

  // MARK: Shape and colour

  /// The first and last columns with ink on a row.
  static func inkExtent(_ grid: CellGrid, row: Int) -> ClosedRange<Int>? {
    let inked = (0..<grid.columns).filter {
      grid[$0, row].character != " " && !($0 > 0 && $0 < grid.columns - 1 && grid[$0, row].isBold)
    }
    guard let first = inked.first, let last = inked.last else { return nil }
    return first...last
  }

  @Test func theRingIsRoundAndFillsItsColumns() throws {
    let grid = try Self.grid(ProgressRing(value: 42), TerminalRingStyle(columns: 41))
    #expect(grid.rows == 21)
    let middle = try #require(Self.inkExtent(grid, row: 10))
    #expect(middle == 0...40, "the ring spans every column on its middle row")
    // The top and bottom rows have ink near the centre only, symmetric about it.
    let top = try #require(Self.inkExtent(grid, row: 0)), bottom = try #require(Self.inkExtent(grid, row: 20))
    #expect(top.lowerBound + top.upperBound == 40 && bottom.lowerBound + bottom.upperBound == 40)
    #expect(top.count < 24 && top.count > 8)
    // Width in columns is twice the height in rows, as cells are twice as tall as wide.
    let inkRows = (0..<grid.rows).filter { Self.inkExtent(grid, row: $0) != nil }
    #expect(inkRows == Array(0..<21))
  }

  @Test func progressAndTrackAtKnownAngles() throws {
    // 25 of 100 clockwise from 12 o'clock: 3 o'clock is progress, 9 o'clock and 6 are track.
    for mode in [ColorMode.ansi256, .truecolor, .ansi16] {
      let grid = try Self.grid(ProgressRing(value: 30), TerminalRingStyle(columns: 41, colorMode: mode))
      let palette = PenPalette(
        mode: mode, colors: [.progress: RingColor(rgb: 0x2563EB), .track: RingColor(rgb: 0xE5E7EB)])
      #expect(grid[40, 10] == Cell("█", foreground: palette.pen(for: .progress)), "3 o'clock, \(mode)")
      #expect(grid[0, 10] == Cell("█", foreground: palette.pen(for: .track)), "9 o'clock, \(mode)")
      #expect(grid[20, 20].foreground == palette.pen(for: .track), "6 o'clock, \(mode)")
    }
  }

  @Test(arguments: [SymbolSet.block, .half, .quadrant, .sextant, .braille, .ascii])
  func withoutColourProgressAndTrackHaveDifferentGlyphs(symbols: SymbolSet) throws {
    // Half full: progress on the right half, track on the left.
    let grid = try Self.grid(
      ProgressRing(value: 50), TerminalRingStyle(columns: 41, symbols: symbols, colorMode: .none))
    let progressGlyphs = Set((0..<grid.rows).compactMap { grid[39, $0].character }.filter { $0 != " " })
    let trackGlyphs = Set((0..<grid.rows).compactMap { grid[1, $0].character }.filter { $0 != " " })
    #expect(!progressGlyphs.isEmpty && !trackGlyphs.isEmpty)
    #expect(progressGlyphs.isDisjoint(with: trackGlyphs), "\(progressGlyphs) vs \(trackGlyphs)")
    // Every glyph comes from the set (the label aside).
    let ring = grid.cells.enumerated().filter { $0.offset / grid.columns != grid.rows / 2 }.compactMap(
      \.element.character)
    let allowed: (Character) -> Bool
    switch symbols {
    case .braille: allowed = { $0 == " " || ("\u{2800}"..."\u{28FF}").contains($0) }
    case .ascii: allowed = { " #+:.".contains($0) }
    case .sextant: allowed = { " ░▌▐█".contains($0) || ("\u{1FB00}"..."\u{1FB3B}").contains($0) }
    case .half: allowed = { " ░▀▄█".contains($0) }
    case .quadrant: allowed = { " ░".contains($0) || ("\u{2580}"..."\u{259F}").contains($0) }
    case .block: allowed = { " ░".contains($0) || ("\u{2580}"..."\u{259F}").contains($0) }
    }
    #expect(ring.allSatisfy(allowed), "\(Set(ring.filter { !allowed($0) }))")
    #expect(
      grid.cells.allSatisfy { $0.foreground == .terminalDefault && $0.background == .terminalDefault && !$0.isBold })
  }

  /// The empty ring without colour is the track alone, a circle: upside down it is the same.
  /// The canvas is a whole number of rows tall, seldom of points, and the layout's whole-point
  /// bounds put the ring 0.2 pt low at 20 columns: the top row had 2 cells, the bottom row 4.
  @Test(arguments: [SymbolSet.block, .half, .quadrant, .sextant], [20, 24, 40])
  func theEmptyRingWithoutColourIsTheSameUpsideDown(symbols: SymbolSet, columns: Int) throws {
    let lines = try Self.grid(
      ProgressRing(value: 0), TerminalRingStyle(columns: columns, symbols: symbols, colorMode: .none)
    ).lines
    #expect(lines == lines.reversed(), "\n\(lines.joined(separator: "\n"))")
    let cells = { (line: String) in line.filter { $0 != " " }.count }
    #expect(cells(lines[0]) == cells(lines[lines.count - 1]))
    if columns == 20, [.half, .quadrant].contains(symbols) { #expect(cells(lines[0]) == 4) }
  }

  @Test func theCanvasBackgroundFillsTheGrid() throws {
    var ring = ProgressRing(value: 50)
    ring.showValueString = false
    let grid = try ring.cellGrid(
      on: RingCanvas(size: 256, background: RingColor(rgb: 0x000080)), style: TerminalRingStyle(columns: 21))
    #expect(grid[0, 0] == Cell(" ", background: .palette(18)) && grid[10, 5] == Cell(" ", background: .palette(18)))
  }

  // MARK: The label

  @Test func theLabelIsCentredOnTheMiddleRow() throws {
    let grid = try Self.grid(ProgressRing(value: 42), TerminalRingStyle(columns: 41))
    #expect(grid.lines[10].dropFirst(19).prefix(3) == "42%")
    #expect((19...21).allSatisfy { grid[$0, 10].isBold && grid[$0, 10].foreground == .terminalDefault })
    let lines = try Self.grid(ProgressRing(value: 42), TerminalRingStyle(columns: 41, colorMode: .none)).lines
    #expect(lines[10].dropFirst(19).prefix(3) == "42%" && lines[10].dropFirst(16).prefix(9) == "   42%   ")
  }

  @Test func theTextOffsetMovesTheLabelByWholeCells() throws {
    var ring = ProgressRing(value: 42)
    ring.textOffset = Point(x: 6.25 * 4, y: -12.5 * 2)  // 4 columns right and 2 rows up at 41 columns
    let grid = try ring.cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 41))
    #expect(grid.lines[8].dropFirst(23).prefix(3) == "42%")
  }

  @Test func labelsCannotWriteEscapesAndLongOnesAreCut() throws {
    var ring = ProgressRing(value: 42)
    // A label cannot have a control character; the unit it shows can.
    ring.unitString = "\u{1B}[31m\u{7}"
    ring.label = "{unit}{percent}%"
    let bytes = try ring.ansiData(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 41, colorMode: .none))
    #expect(!bytes.contains(0x1B) && !bytes.contains(0x07))
    #expect(String(decoding: bytes, as: UTF8.self).contains("\u{FFFD}[31m\u{FFFD}42%"))

    ring.label = "{value} of {max} files copied"
    let small = try ring.cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 21))
    #expect(small.lines[5].contains(" 42 of 100 file… "), "\(small.lines[5])")
    let ascii = try ring.cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 21, symbols: .ascii))
    #expect(ascii.lines[5].contains("."), "ASCII cuts with a full stop")
    #expect(!ascii.lines.joined().unicodeScalars.contains { !$0.isASCII })
  }

  @Test func wideCharactersTakeTwoColumns() throws {
    var ring = ProgressRing(value: 42)
    ring.label = "進捗{percent}%"
    let grid = try ring.cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 41))
    let row = grid.lines[10]
    #expect(row.contains("進捗42%"))
    #expect(row.reduce(0) { $0 + TerminalText.width(of: String($1)) } == 41)
  }

  @Test func noLabelWhenTheValueStringIsHidden() throws {
    var ring = ProgressRing(value: 42)
    ring.showValueString = false
    #expect(
      !(try ring.cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 41))).lines[10].contains("4"))
  }

  // MARK: Goldens

  struct Golden: CustomTestStringConvertible, Sendable {
    var ring: ProgressRing
    var canvas = RingCanvas(size: 256)
    var style: TerminalRingStyle
    var name: String {
      let rows = style.rows(canvasWidth: canvas.width, height: canvas.height)
      return
        "ring-\(style.columns)x\(rows)-v\(FixedPoint.compact(ring.value))-\(style.symbols.rawValue)-\(style.colorMode.rawValue)"
    }
    var testDescription: String { name }
  }

  static func ring(
    _ value: Double, max: Double = 100, _ change: (inout ProgressRing) -> Void = { _ in }
  ) -> ProgressRing {
    var ring = ProgressRing(value: value, maxValue: max)
    change(&ring)
    return ring
  }

  static let goldens: [Golden] = [
    Golden(ring: ring(42), style: TerminalRingStyle(columns: 40)),
    Golden(ring: ring(42), style: TerminalRingStyle(columns: 40, colorMode: .truecolor)),
    Golden(ring: ring(42), style: TerminalRingStyle(columns: 40, colorMode: .none)),
    Golden(ring: ring(0), style: TerminalRingStyle(columns: 24, colorMode: .ansi16)),
    Golden(ring: ring(100), style: TerminalRingStyle(columns: 24)),
    Golden(ring: ring(67), style: TerminalRingStyle(columns: 24, symbols: .half)),
    Golden(ring: ring(67), style: TerminalRingStyle(columns: 24, symbols: .quadrant)),
    Golden(ring: ring(67), style: TerminalRingStyle(columns: 24, symbols: .sextant)),
    Golden(ring: ring(67), style: TerminalRingStyle(columns: 24, symbols: .sextant, colorMode: .none)),
    Golden(ring: ring(42), style: TerminalRingStyle(columns: 33, symbols: .braille)),
    Golden(ring: ring(42), style: TerminalRingStyle(columns: 33, symbols: .braille, colorMode: .none)),
    Golden(ring: ring(42), style: TerminalRingStyle(columns: 33, symbols: .ascii, colorMode: .none)),
    Golden(ring: ring(42), style: TerminalRingStyle(columns: 33, symbols: .ascii, colorMode: .ansi16)),
    Golden(ring: ring(15, max: 30), style: TerminalRingStyle(columns: 12)),
    Golden(
      ring: ring(55) {
        $0 = .mb
        $0.value = 55
      }, style: TerminalRingStyle(columns: 41, colorMode: .truecolor)),
    Golden(
      ring: ring(7, max: 12) {
        $0.label = "{value}/{max}"
        $0.progressColor = RingColor(rgb: 0x0FA3B1)
        $0.progressStrokeColor = $0.progressColor
      },
      canvas: RingCanvas(size: 256, background: RingColor(rgb: 0x1E293B)), style: TerminalRingStyle(columns: 36)),
  ]

  @Test(arguments: goldens)
  func golden(_ golden: Golden) throws {
    let bytes = try golden.ring.ansiData(on: golden.canvas, style: golden.style)
    assertSnapshot(of: String(decoding: bytes, as: UTF8.self), as: .ansi, named: golden.name)

    // Whatever the golden says: every row is exactly as wide as asked, every row ends with a
    // reset in colour modes, and there is no escape at all without colour.
    let text = String(decoding: bytes, as: UTF8.self)
    let rows = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == golden.style.rows(canvasWidth: golden.canvas.width, height: golden.canvas.height))
    for row in rows {
      #expect(TerminalText.width(of: TerminalText.withoutEscapes(Array(row.utf8))) == golden.style.columns)
      if golden.style.colorMode.hasColor { #expect(row.hasSuffix("\u{1B}[0m")) }
    }
    #expect(bytes.last == 0x0A)
    if !golden.style.colorMode.hasColor { #expect(!bytes.contains(0x1B)) }
  }
}
