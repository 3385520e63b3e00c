import CRingCairo
import Foundation
import RingImageDiff
import RingKit
import Testing

@testable import RingCairo

/// Steady arcs (``RingPainter/ArcSplitting/steady``), which animation frames are drawn with:
/// the same shapes as Cairo's arcs, cut at fixed angles so that what two frames share is drawn
/// alike in both.
@Suite("Steady arcs")
struct SteadyArcTests {
  /// The default ring at `percent`, without its label, on a 256-pt canvas.
  private func band(to percent: Double, arcs: RingPainter.ArcSplitting) throws -> RingRaster {
    var ring = ProgressRing(value: percent)
    ring.showValueString = false
    return try ring.drawRaster(on: RingCanvas(size: 256), arcs: arcs).surface.raster()
  }

  private func changedBox(
    _ image: RingRaster, since previous: RingRaster
  ) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
    ImageComparator(tolerance: .exact).compare(previous, image).changedRegion.map { ($0.x, $0.y) }
  }

  /// Cairo splits the arc into equal pieces, so moving its end from 50 % to 51 % changes pixels
  /// round the whole band; with steady arcs only those near 6 o'clock, where it ends (and a
  /// few at the last cut before it, by a level or two).
  @Test func aGrowingArcChangesOnlyAtItsEnd() throws {
    let cairo = try #require(changedBox(try band(to: 51, arcs: .cairo), since: try band(to: 50, arcs: .cairo)))
    let steady = try #require(changedBox(try band(to: 51, arcs: .steady), since: try band(to: 50, arcs: .steady)))
    #expect(cairo.y.lowerBound < 64, "Cairo's arcs change near 12 o'clock too: \(cairo)")
    #expect(steady.y.lowerBound > 200 && steady.x.count * steady.y.count * 20 < cairo.x.count * cairo.y.count)
  }

  /// Arcs of every kind ringgen draws, in both directions, across the 2π seam and over half a
  /// turn, are the same shape either way: the comparator finds no differing pixel.
  @Test(arguments: [
    (0.0, 270.0, true), (10.0, 350.0, true), (-100.0, 30.0, true), (300.0, 40.0, true), (22.5, 67.5, true),
    (90.0, -120.0, false), (350.0, 10.0, false), (45.0, 44.0, false), (0.0, 360.0, true),
  ])
  func steadyArcsDrawTheSameShape(from: Double, to: Double, clockwise: Bool) throws {
    var path = RingPath()
    let center = Point(x: 64, y: 64)
    path.elements = [
      .arc(center: center, radius: 60, from: .degrees(from), to: .degrees(to), clockwise: clockwise),
      .arc(center: center, radius: 40, from: .degrees(to), to: .degrees(from), clockwise: !clockwise), .close,
    ]
    func draw(_ arcs: RingPainter.ArcSplitting) throws -> RingRaster {
      let context = try CairoContext.image(for: RingCanvas(size: 128))
      cairo_set_source_rgba(context.raw, 0.2, 0.4, 0.9, 1)
      RingPainter(cr: context.raw, arcs: arcs).append(path)
      cairo_fill(context.raw)
      return try context.surface.raster()
    }
    let cairo = try draw(.cairo)
    let steady = try draw(.steady)
    #expect(cairo.bytes.contains { $0 != 0 })
    #expect(ImageComparator().compare(cairo, steady).differingPixels == 0)
  }

  /// ``RingPainter/cairoEnd(from:to:clockwise:)`` ends arcs where `cairo_arc` and
  /// `cairo_arc_negative` end them, whatever the turns between the angles.
  @Test(arguments: [(0.5, 0.1, true), (0.5, -20.0, true), (0.1, 9.0, true), (0.5, 0.9, false), (0.5, 20.0, false)])
  func steadyArcsEndWhereCairoEnds(start: Double, end: Double, clockwise: Bool) throws {
    let context = try CairoContext.image(for: RingCanvas(size: 8))
    (clockwise ? cairo_arc : cairo_arc_negative)(context.raw, 0, 0, 100, start, end)
    var (x, y) = (0.0, 0.0)
    cairo_get_current_point(context.raw, &x, &y)
    let stop = RingPainter.cairoEnd(from: start, to: end, clockwise: clockwise)
    #expect(abs(100 * cos(stop) - x) < 0.01 && abs(100 * sin(stop) - y) < 0.01)
    #expect(clockwise ? stop >= start : stop <= start)
  }
}
