import RingCairo
import RingKit
import RingSnapshotTesting
import Testing

@testable import RingTerminal

/// Paint in the terminal: each cell of a gradient band takes the paint's colour at its angle;
/// thresholds colour the whole progress band.
@Suite("Terminal paint")
struct TerminalPaintTests {
  private static let style = TerminalRingStyle(columns: 40, colorMode: .truecolor)

  private func ring(_ value: Double, _ configure: (inout ProgressRing) -> Void) -> ProgressRing {
    var ring = ProgressRing(value: value)
    configure(&ring)
    return ring
  }

  /// Cells of the progress band carry the gradient's colour at their angle: green near the
  /// start at 12 o'clock, red near the tip, and the amber stop in between.
  @Test func gradientCellsFollowTheAngle() throws {
    let painted = ring(100) { $0.progressGradient = try! RingGradient(parsing: "#22c55e, #eab308 50%, #ef4444") }
    let grid = try painted.cellGrid(on: RingCanvas(size: 256), style: Self.style)
    let conic = try #require(try RingLayout(ring: painted, width: 256, height: 256).progress?.fill)
    var checked = 0
    let cellWidth = 256.0 / Double(grid.columns), cellHeight = 256.0 / Double(grid.rows)
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        guard case .rgb(let r, let g, let b) = grid[column, row].foreground, grid[column, row].character == "█" else {
          continue
        }
        let center = Point(x: (Double(column) + 0.5) * cellWidth, y: (Double(row) + 0.5) * cellHeight)
        let expected = conic.color(at: Angle(of: center, around: Point(x: 128, y: 128)))
        #expect(abs(Int(r) - Int((expected.red * 255).rounded())) <= 2, "\(column),\(row)")
        #expect(
          abs(Int(g) - Int((expected.green * 255).rounded())) <= 2
            && abs(Int(b) - Int((expected.blue * 255).rounded())) <= 2)
        checked += 1
      }
    }
    #expect(checked > 60, "full cells checked: \(checked)")
    assertSnapshot(
      of: String(decoding: try painted.ansiData(on: RingCanvas(size: 256), style: Self.style), as: UTF8.self),
      as: .ansi, named: "gradient-40-columns")
  }

  /// A threshold's colour is the progress band's colour in every cell; below it, the band's own.
  @Test(arguments: [(69.0, 0x2563EB as UInt32), (70, 0xF59E0B)])
  func thresholdsColourTheBand(value: Double, hex: UInt32) throws {
    let rgb = RGB8(RingColor(rgb: hex))
    let grid = try ring(value) { $0.thresholds = try! RingThreshold.parseList("70:#f59e0b") }
      .cellGrid(on: RingCanvas(size: 256), style: Self.style)
    let progress = Pen.rgb(red: rgb.red, green: rgb.green, blue: rgb.blue)
    let cells = grid.cells.filter { $0.foreground == progress }
    #expect(cells.count > 20, "cells in the progress colour: \(cells.count)")
  }

  /// Segments show in the terminal as they do in the picture: gaps between the pieces.
  @Test func segmentsShowAsGaps() throws {
    let segmented = ring(37) {
      $0.segments = 8
      $0.segmentGap = 6
    }
    let text = String(
      decoding: try segmented.ansiData(
        on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 40, colorMode: .ansi256)), as: UTF8.self)
    assertSnapshot(of: text, as: .ansi, named: "segments-8")
  }

  /// Concentric rings in the terminal: three bands, each cell in its ring's colour.
  @Test func concentricRings() throws {
    var container = ProgressRing()
    container.progressLineWidth = 24
    container.emptyLineWidth = 24
    container.showValueString = false
    container.rings = zip([80.0, 45, 92], [0xEF4444, 0x22C55E, 0x3B82F6] as [UInt32]).map { value, rgb in
      var ring = container
      ring.value = value
      ring.progressColor = RingColor(rgb: rgb)
      ring.progressStrokeColor = ring.progressColor
      return ring
    }
    let text = String(
      decoding: try container.ansiData(
        on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 40, colorMode: .truecolor)), as: UTF8.self)
    for rgb in ["239;68;68", "34;197;94", "59;130;246"] { #expect(text.contains("38;2;\(rgb)m"), "\(rgb)") }
    assertSnapshot(of: text, as: .ansi, named: "concentric-40")
  }
}
