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
