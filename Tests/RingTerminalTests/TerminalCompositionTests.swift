import RingCairo
import RingKit
import RingSnapshotTesting
import Testing

@testable import RingTerminal

/// What the plan draws besides the two bands, in the terminal: each lap's shade, the secondary
/// arc, the knob, the target mark, ticks, the centre fill and a spinner's dots, each in the cells it
/// covers, in the picture's colours. Probes read a cell on a band's centre line at a share of a
/// turn from 12 o'clock; goldens keep the whole picture.
@Suite("Terminal composition")
struct TerminalCompositionTests {
  private static let style = TerminalRingStyle(columns: 40, colorMode: .truecolor)
  private static let canvas = RingCanvas(size: 256)

  private func ring(_ value: Double, _ configure: (inout ProgressRing) -> Void) -> ProgressRing {
    var ring = ProgressRing(value: value)
    configure(&ring)
    return ring
  }

  /// The cell under the point `turns` of a turn clockwise from 12 o'clock, `radius` points
  /// from the centre of the 256-pt canvas.
  private func cell(_ grid: CellGrid, turns: Double, radius: Double) -> Cell {
    let point = Angle.turns(turns).point(radius: radius, around: Point(x: 128, y: 128))
    let column = Int(point.x / (256 / Double(grid.columns))), row = Int(point.y / (256 / Double(grid.rows)))
    return grid[column, row]
  }

  private func pen(_ color: RingColor) -> Pen { PenPalette.pen(for: color, mode: .truecolor) }

  /// The band's centre line and its pens, from the picture's layout.
  private func centerLine(_ ring: ProgressRing) throws -> Double {
    try #require(try RingLayout(ring: ring, width: 256, height: 256).progress?.radius)
  }

  private func golden(_ ring: ProgressRing, named name: String) throws {
    let text = String(decoding: try ring.ansiData(on: Self.canvas, style: Self.style), as: UTF8.self)
    assertSnapshot(of: text, as: .ansi, named: name)
  }

  /// 1.5 × max: the top lap's deeper shade from 12 o'clock to 6, the first lap's colour after.
  @Test func lapsShowEachLapsShade() throws {
    let lapped = ring(150) { $0.overflow = .laps }
    let layout = try RingLayout(ring: lapped, width: 256, height: 256)
    let under = layout.progressBands[0].fill.color(at: .zero)
    let top = layout.progressBands[1].fill.color(at: .zero)
    #expect(under != top)
    let grid = try lapped.cellGrid(on: Self.canvas, style: Self.style)
    let radius = try centerLine(lapped)
    #expect(cell(grid, turns: 0.25, radius: radius).foreground == pen(top), "the top lap at 25 %")
    #expect(cell(grid, turns: 0.75, radius: radius).foreground == pen(under), "the first lap at 75 %")
    try golden(lapped, named: "laps-150")
  }

  /// The secondary arc shows over the track up to its value, as the picture composites it.
  @Test func secondaryArcShowsOverTheTrack() throws {
    let buffered = ring(30) { $0.secondaryValue = 65 }
    let grid = try buffered.cellGrid(on: Self.canvas, style: Self.style)
    let radius = try centerLine(buffered)
    let secondary = RingColor(red: 0x25 / 255.0, green: 0x63 / 255.0, blue: 0xEB / 255.0, alpha: 0.35)
    let expected = CellPaints.composite(secondary, on: buffered.emptyLineColor)
    #expect(cell(grid, turns: 0.5, radius: radius).foreground == pen(expected), "the buffer at 50 %")
    #expect(cell(grid, turns: 0.8, radius: radius).foreground == pen(buffered.emptyLineColor), "the track at 80 %")
    #expect(cell(grid, turns: 0.15, radius: radius).foreground == pen(buffered.progressColor))
    try golden(buffered, named: "secondary-30-65")
  }

  /// The knob: the cell at the tip is white; the band behind it keeps its colour.
  @Test func knobShowsAtTheTip() throws {
    let knobbed = ring(40) { $0.knob = RingMarker(14) }
    let grid = try knobbed.cellGrid(on: Self.canvas, style: Self.style)
    let radius = try centerLine(knobbed)
    #expect(cell(grid, turns: 0.4, radius: radius).foreground == pen(.white), "the knob at the tip")
    #expect(cell(grid, turns: 0.2, radius: radius).foreground == pen(knobbed.progressColor))
    try golden(knobbed, named: "knob-40")
  }

  /// The target mark crosses the track at its value, in its colour.
  @Test func targetMarkCrossesTheTrack() throws {
    let red = RingColor(rgb: 0xDC2626)
    let marked = ring(30) { $0.target = RingMarker(70, color: red) }
    let grid = try marked.cellGrid(on: Self.canvas, style: Self.style)
    let radius = try centerLine(marked)
    #expect(cell(grid, turns: 0.7, radius: radius).foreground == pen(red), "the mark at 70 %")
    #expect(cell(grid, turns: 0.6, radius: radius).foreground == pen(marked.emptyLineColor))
    try golden(marked, named: "target-30-70")
  }

  /// Ticks cross the bands in their colour where they fall (a quarter turn apart for four on
  /// a full ring), and only there.
  @Test func ticksCrossTheBands() throws {
    let red = RingColor(rgb: 0xDC2626)
    let ticked = ring(60) {
      $0.ticks = 4
      $0.tickColor = red
    }
    let grid = try ticked.cellGrid(on: Self.canvas, style: Self.style)
    let radius = try centerLine(ticked)
    #expect(cell(grid, turns: 0.25, radius: radius).foreground == pen(red), "a tick at 3 o'clock")
    #expect(cell(grid, turns: 0.75, radius: radius).foreground == pen(red), "a tick at 9 o'clock")
    #expect(cell(grid, turns: 0.125, radius: radius).foreground != pen(red), "none between ticks")
    let plain = try ring(60) { _ in }.cellGrid(on: Self.canvas, style: Self.style)
    #expect(!plain.cells.contains { $0.foreground == pen(red) || $0.background == pen(red) })
    let reds = grid.cells.filter { $0.foreground == pen(red) }.count
    #expect(reds >= 4 && reds <= 12, "\(reds) cells: the four ticks, a cell or so each")
    try golden(ticked, named: "ticks-60")
  }

  /// The centre fill is the background of the hole's cells, the label's included.
  @Test func centerFillShowsInTheHole() throws {
    let cream = RingColor(rgb: 0xFEF3C7)
    let filled = ring(42) { $0.centerColor = cream }
    let grid = try filled.cellGrid(on: Self.canvas, style: Self.style)
    let hole = grid[grid.columns / 2, grid.rows / 2 - 4]
    #expect(hole.background == pen(cream) || hole.foreground == pen(cream), "inside the hole")
    let label = grid.cells.filter { $0.character == "%" }
    #expect(label.count == 1 && label.first?.background == pen(cream), "under the label")
    #expect(grid[0, 0].background == .terminalDefault && grid[0, 0].foreground == .terminalDefault, "outside")
    try golden(filled, named: "center-fill-42")
  }

  /// The dots spinner: the head's dot in the progress colour, the dot a quarter turn on faded
  /// three quarters of the way to the track's.
  @Test func spinnerDotsFade() throws {
    let base = ProgressRing()
    let frame = Spinner(style: .dots).ring(base, at: 0)
    let grid = try frame.cellGrid(on: Self.canvas, style: Self.style)
    let layout = try RingLayout(ring: frame, width: 256, height: 256)
    guard case .arc(let center, _, _, _, _) = layout.dots[0].path.elements[1] else {
      Issue.record("a dot is a circle")
      return
    }
    let radius = 128 - center.y
    #expect(cell(grid, turns: 0, radius: radius).foreground == pen(base.progressColor), "the head")
    let faded = base.progressColor.mixed(with: base.emptyLineColor, by: 0.75)
    #expect(cell(grid, turns: 0.25, radius: radius).foreground == pen(faded), "a quarter turn on")
    #expect(grid.cells.filter { $0.character != " " }.count > 30, "eight dots of several cells")
    try golden(frame, named: "dots-0")
  }
}
