import RingCairo
import RingKit
import Testing

/// `fit: arc` as drawn: the ink of a half-circle gauge and its label reaches the canvas's top
/// and bottom less the padding, and none of it is cut off by an edge.
@Suite("RingFit, drawn")
struct RingFitRenderingTests {
  @Test(arguments: ["60%", "Build 1234"])
  func aFittedGaugesInkFillsTheCanvasAndIsNotCut(_ label: String) throws {
    var ring = ProgressRing(value: 60, maxValue: 100)
    ring.progressAngle = 50
    ring.progressRotationAngle = 0
    ring.label = label
    ring.fit = .arc
    let raster = try ring.raster(on: RingCanvas(width: 256, height: 140))
    let ink = try #require(inkBounds(raster))
    #expect(ink.y.lowerBound <= 3, "\(ink)")
    #expect(ink.y.upperBound >= 125 && ink.y.upperBound <= 138, "\(ink)")
    #expect(ink.x.lowerBound >= 1 && ink.x.upperBound <= 254, "\(ink)")
    // On the circle, the same gauge uses the middle 140 points of the width only.
    ring.fit = .circle
    let circle = try #require(inkBounds(try ring.raster(on: RingCanvas(width: 256, height: 140))))
    #expect(ink.x.count > circle.x.count + 60, "\(ink) against \(circle)")
  }
}

/// Outside ticks' labels on the default circle: the ring shrinks, still centred, so that the
/// labels stay inside the canvas; a ring whose labels fit is not moved.
@Suite("Tick labels outside, drawn")
struct OutsideTickLabelRoomTests {
  func gauge(padding: Double) -> ProgressRing {
    var ring = ProgressRing(value: 62, maxValue: 100)
    ring.ticks = 4
    ring.tickPosition = .outside
    ring.tickLabels = true
    ring.tickColor = .black
    ring.borderPadding = padding
    return ring
  }

  @Test(arguments: [128.0, 256])
  func theLabelsAreNotCutAtTheEdge(_ size: Double) throws {
    let ring = gauge(padding: 2)
    let layout = try RingLayout(ring: ring, width: size, height: size)
    #expect(layout.tickLabels.map(\.string) == ["0", "25", "50", "75"])
    #expect(layout.center == Point(x: size / 2, y: size / 2))
    let raster = try ring.raster(on: RingCanvas(size: size))
    let ink = try #require(inkBounds(raster))
    let last = Int(size) - 1
    #expect(ink.x.lowerBound >= 1 && ink.x.upperBound <= last - 1, "\(ink)")
    #expect(ink.y.lowerBound >= 1 && ink.y.upperBound <= last - 1, "\(ink)")
    // The "0" above 12 o'clock is drawn, not pushed off the top.
    let top = try #require(layout.tickLabels.first { $0.string == "0" })
    #expect(top.center.y > 2 && top.center.y < size / 4, "\(top.center)")
  }

  @Test func aRingWhoseLabelsFitIsLaidOutAsWithoutThem() throws {
    var ring = gauge(padding: 40)
    let with = try RingLayout(ring: ring, width: 256, height: 256)
    ring.tickLabels = false
    let without = try RingLayout(ring: ring, width: 256, height: 256)
    #expect(with.track == without.track && with.progressBands == without.progressBands)
  }
}
