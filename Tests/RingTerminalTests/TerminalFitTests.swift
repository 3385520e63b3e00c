import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingTerminal

/// Cells that are right where the ring is: no band's colour where the band is not, thin bands
/// all the way round, small rings closed, and the fit's error kept down in every set and mode.
@Suite("Terminal cell fit")
struct TerminalFitTests {
  static let allStyles: [(SymbolSet, ColorMode)] = SymbolSet.allCases.flatMap { symbols in
    ColorMode.allCases.map { (symbols, $0) }
  }

  /// The glyphs a track may show as without colour.
  static func isTrackGlyph(_ character: Character?, symbols: SymbolSet) -> Bool {
    guard let character else { return false }
    switch symbols {
    case .ascii: return character == ":" || character == "."
    case .braille: return character != " " && ("\u{2801}"..."\u{28FF}").contains(character)
    default: return character == "░"
    }
  }

  @Test(arguments: [24, 78])
  func atValueZeroNoCellHasTheProgressColour(columns: Int) throws {
    for (symbols, mode) in Self.allStyles {
      let style = TerminalRingStyle(columns: columns, symbols: symbols, colorMode: mode)
      let fitted = try ProgressRing(value: 0).fittedCells(on: RingCanvas(size: 256), style: style)
      let progressChoices = fitted.choices.indices.filter {
        fitted.choices[$0].ink == .progress || fitted.choices[$0].paper == .progress
      }
      #expect(progressChoices.isEmpty, "\(symbols) \(mode): cells \(progressChoices.prefix(5))")
      guard mode.hasColor else { continue }
      // The pens as written: the progress's colour (#2563EB) appears nowhere.
      let progressPen = PenPalette(
        mode: mode, colors: [.progress: RingColor(rgb: 0x2563EB), .track: RingColor(rgb: 0xE5E7EB)]
      ).pen(for: .progress)
      let painted = fitted.grid.cells.filter { $0.foreground == progressPen || $0.background == progressPen }
      #expect(painted.isEmpty, "\(symbols) \(mode): \(painted.prefix(3))")
    }
  }

  /// The bytes show what the fit error measures: decoded as a terminal shows them
  /// (``ShownCells``), every cell has the glyph the fitter chose, its ink in the colour of the
  /// ink's part (the terminal's background for a reverse-video cell) and the rest of it in
  /// the paper's. Reverse video appears in the block set only, at the bands' top and right
  /// edges; the other sets have every complement and never need it.
  @Test func theBytesShowThePartsTheFitterChose() throws {
    let colors = [RingPart.progress: RingColor(rgb: 0x2563EB), .track: RingColor(rgb: 0xE5E7EB)]
    for (symbols, mode) in Self.allStyles where mode.hasColor {
      let palette = PenPalette(mode: mode, colors: colors)
      func shown(_ part: RingPart) -> ShownCells.Shown {
        part == .none ? .terminalBackground : .pen(palette.pen(for: part))
      }
      var mismatches: [String] = []
      var reversed = 0
      for value in stride(from: 0.0, through: 100, by: 10) {
        let fitted = try ProgressRing(value: value).fittedCells(
          on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 40, symbols: symbols, colorMode: mode))
        let cells = ShownCells(ANSIEncoder(colorMode: mode).encode(fitted.grid))
        #expect(cells.unknown.isEmpty, "\(cells.unknown)")
        for row in 0..<fitted.grid.rows {
          for column in 0..<fitted.grid.columns {
            let choice = fitted.choices[row * fitted.grid.columns + column]
            let cell = cells[column, row]
            guard !cell.isBold else { continue }  // the label, written over the fit
            if cell.isReverseVideo { reversed += 1 }
            if cell.character != choice.character || cell.paper != shown(choice.paper)
              || (choice.character != " " && cell.ink != shown(choice.ink))
              || cell.isReverseVideo != choice.isReverseVideo
            {
              mismatches.append("value \(value) cell \(column),\(row): \(cell) for \(choice)")
            }
          }
        }
      }
      #expect(mismatches.isEmpty, "\(symbols) \(mode): \(mismatches.count) cells, \(mismatches.prefix(3))")
      if symbols == .block {
        #expect(reversed > 0, "\(mode): no reverse-video cell")
      } else {
        #expect(reversed == 0, "\(symbols) \(mode)")
      }
    }
  }

  /// Where a band ends partway down a cell with nothing below it (the track's outer edge at 6
  /// o'clock, its inner edge at 12), the cell is the complementary bottom eighth in reverse
  /// video: a band covering the top 3/8 is `ESC[7m` and ▅ in the track's colour. The edge's
  /// place comes from the layout (the band's radii and half its frame), over the column counts
  /// that put it within a fifth of an eighth of 2, 3, 5 or 6 eighths down its cell.
  @Test func aBandEndingPartwayDownACellIsAReverseVideoEighth() throws {
    let ring = ProgressRing(value: 0)
    let trackPen = PenPalette(
      mode: .ansi256, colors: [.progress: RingColor(rgb: 0x2563EB), .track: RingColor(rgb: 0xE5E7EB)]
    ).pen(for: .track)
    var checked: Set<Double> = []
    for columns in 16...120 where checked.count < 4 {
      let map = try CellMap(columns: columns)
      let layout = try RingLayout(ring: ring, width: map.canvas.width, height: map.canvas.height)
      let track = try #require(layout.track)
      let grid = try ring.cellGrid(on: RingCanvas(size: 256), style: TerminalRingStyle(columns: columns))
      let shownCells = ShownCells(ANSIEncoder(colorMode: .ansi256).encode(grid))
      let column = map.cell(track.center.x, 0)[0]
      for edge in [
        track.center.y + track.outerRadius + RingBand.frameWidth / 2,
        track.center.y - track.innerRadius + RingBand.frameWidth / 2,
      ] {
        let rows = edge * map.canvas.scale / Double(map.geometry.samplesY)
        let row = Int(rows)
        let eighths = ((rows - Double(row)) * 8).rounded()
        guard abs((rows - Double(row)) * 8 - eighths) < 0.2, [2.0, 3, 5, 6].contains(eighths) else { continue }
        // The bottom (8 − eighths)/8 in reverse: nothing there, the track above.
        let glyph = Character(try #require(Unicode.Scalar(0x2588 - UInt32(eighths))))
        #expect(
          grid[column, row] == Cell(glyph, foreground: trackPen, isReverseVideo: true),
          "\(columns) columns, row \(row), top \(eighths)/8: \(grid[column, row])")
        let shown = shownCells[column, row]
        #expect(shown.isReverseVideo && shown.ink == .terminalBackground && shown.paper == .pen(trackPen))
        checked.insert(eighths)
      }
    }
    #expect(checked.count >= 3, "eighths checked: \(checked.sorted())")
  }

  /// Where a point of the canvas (points) falls in the grid, as the renderer lays the canvas
  /// over the cells.
  struct CellMap {
    let geometry: TerminalGeometry
    init(columns: Int) throws {
      geometry = try TerminalGeometry(canvas: RingCanvas(size: 256), style: TerminalRingStyle(columns: columns))
    }
    var canvas: RingCanvas { geometry.canvas }
    func cell(_ x: Double, _ y: Double) -> [Int] {
      [
        Int(x * canvas.scale / Double(geometry.samplesX)),
        Int(y * canvas.scale / Double(geometry.samplesY)),
      ]
    }
  }

  /// The cells the MB preset's 1-pt track passes through outside the progress arc (with a
  /// margin for its caps), from the layout's circle rather than from the raster.
  static func cellsTheTrackCrosses(_ ring: ProgressRing, columns: Int) throws -> Set<[Int]> {
    let map = try CellMap(columns: columns)
    let layout = try RingLayout(ring: ring, width: map.canvas.width, height: map.canvas.height)
    let track = try #require(layout.track), progress = try #require(layout.progress)
    let margin = (progress.lineWidth / 2 + 256 / Double(columns)) / track.radius
    var cells = Set<[Int]>()
    for step in 0..<3600 {
      let angle = track.start.radians + track.sweep.radians * Double(step) / 3600
      var along = (angle - progress.start.radians) * (progress.sweep.radians < 0 ? -1 : 1)
      along = along.truncatingRemainder(dividingBy: 2 * .pi)
      if along < 0 { along += 2 * .pi }
      let sweep = abs(progress.sweep.radians)
      if along < sweep + margin || along > 2 * .pi - margin { continue }
      cells.insert(
        map.cell(track.center.x + track.radius * sin(angle), track.center.y - track.radius * cos(angle)))
    }
    return cells
  }

  @Test(arguments: SymbolSet.allCases)
  func theMBTrackShowsAllTheWayRoundWithoutColour(symbols: SymbolSet) throws {
    var ring = ProgressRing.mb
    ring.value = 40
    let crossed = try Self.cellsTheTrackCrosses(ring, columns: 40)
    #expect(crossed.count > 40)
    let grid = try ring.cellGrid(
      on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 40, symbols: symbols, colorMode: .none))
    let shown = crossed.filter { Self.isTrackGlyph(grid[$0[0], $0[1]].character, symbols: symbols) }
    #expect(
      Double(shown.count) >= 0.9 * Double(crossed.count),
      "\(shown.count) of \(crossed.count) cells show the track\n\(grid.lines.joined(separator: "\n"))")
  }

  /// The rows of the track's centre line at 12 and 6 o'clock show ink in every set and mode.
  @Test(arguments: [8, 20])
  func smallRingsAreClosedOutlines(columns: Int) throws {
    let map = try CellMap(columns: columns)
    for value in [0.0, 50] {
      let ring = ProgressRing(value: value)
      let layout = try RingLayout(ring: ring, width: map.canvas.width, height: map.canvas.height)
      let track = try #require(layout.track)
      let top = map.cell(track.center.x, track.center.y - track.radius)[1]
      let bottom = map.cell(track.center.x, track.center.y + track.radius)[1]
      #expect(top < bottom)
      for (symbols, mode) in Self.allStyles {
        let grid = try ring.cellGrid(
          on: RingCanvas(size: 256), style: TerminalRingStyle(columns: columns, symbols: symbols, colorMode: mode))
        let lines = grid.lines
        let picture = lines.joined(separator: "\n")
        #expect(lines[top].contains { $0 != " " }, "\(symbols) \(mode) \(value): row \(top)\n\(picture)")
        #expect(lines[bottom].contains { $0 != " " }, "\(symbols) \(mode) \(value): row \(bottom)\n\(picture)")
      }
    }
  }

  /// The mean error of the fit per set and mode (see `FittedCells.meanError()`), at most
  /// what docs/terminal.md reports, rounded up to the next 0.01: a change to the fitter that makes any
  /// set worse fails here.
  static let errorCeilings: [SymbolSet: (color: Double, none: Double)] = [
    .block: (0.06, 0.12), .half: (0.11, 0.14), .quadrant: (0.08, 0.13), .sextant: (0.07, 0.12),
    .braille: (0.06, 0.18), .ascii: (0.10, 0.10),
  ]

  @Test func theFitErrorStaysWithinItsCeilings() throws {
    var ring = ProgressRing(value: 42)
    ring.showValueString = false
    var report: [String] = []
    for (symbols, mode) in Self.allStyles {
      let fitted = try ring.fittedCells(
        on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 40, symbols: symbols, colorMode: mode))
      let error = try fitted.meanError()
      report.append("\(symbols.rawValue) \(mode.rawValue): \(String(format: "%.3f", error))")
      let ceiling = try #require(Self.errorCeilings[symbols])
      #expect(error <= (mode.hasColor ? ceiling.color : ceiling.none), "\(symbols) \(mode): \(error)")
      #expect(error > 0.001, "a fit is never exact at cell resolution")
    }
    print("fit error, 40 columns, value 42:\n" + report.joined(separator: "\n"))
  }
}
