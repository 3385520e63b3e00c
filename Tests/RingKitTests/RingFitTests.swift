import Testing

@testable import RingKit

/// A path's bounds hold its arcs' extremes, and `fit: arc` makes what is drawn fill the canvas.
@Suite("RingFit and RingPath bounds")
struct RingFitTests {
  @Test func anArcsBoundsHoldTheQuarterTurnsItPasses() throws {
    let center = Point(x: 50, y: 50)
    // From 9 o'clock clockwise through 12 to 3: the top of the circle, not its bottom.
    let top = RingPath(elements: [
      .move(to: Angle.turns(0.75).point(radius: 10, around: center)),
      .arc(center: center, radius: 10, from: .turns(-0.25), to: .turns(0.25), clockwise: true),
    ])
    let bounds = try #require(top.bounds)
    #expect(abs(bounds.x - 40) < 1e-9 && abs(bounds.width - 20) < 1e-9)
    #expect(abs(bounds.y - 40) < 1e-9 && abs(bounds.height - 10) < 1e-9)
    // The same span walked the other way is the bottom half.
    let bottom = RingPath(elements: [
      .arc(center: center, radius: 10, from: .turns(-0.25), to: .turns(-0.75), clockwise: false)
    ])
    let lower = try #require(bottom.bounds)
    #expect(abs(lower.y - 50) < 1e-9 && abs(lower.height - 10) < 1e-9 && abs(lower.width - 20) < 1e-9)
    #expect(RingPath(elements: [.close]).bounds == nil)
  }

  /// A half-circle gauge on 256 × 140: on the circle it spans less than 140 of 256 points;
  /// fitted, its box fills the canvas's height and is centred.
  @Test func aHalfCircleGaugeFillsAWideCanvas() throws {
    var ring = ProgressRing(value: 60, maxValue: 100)
    ring.progressAngle = 50
    ring.progressRotationAngle = 0
    let onCircle = try #require(try RingLayout(ring: ring, width: 256, height: 140).drawnBounds)
    #expect(onCircle.width < 140)
    ring.fit = .arc
    let layout = try RingLayout(ring: ring, width: 256, height: 140)
    let box = try #require(layout.drawnBounds)
    // Inside the canvas less its 1-pt padding (the placement is rounded to whole points)…
    #expect(box.x >= 0.5 && box.x + box.width <= 255.5, "\(box)")
    #expect(box.y >= 0.5 && box.y + box.height <= 139.5, "\(box)")
    // …filling it in the direction that binds (here the height: the arc and the label under
    // its centre), and centred in the other.
    #expect(box.height >= 137, "\(box)")
    #expect(abs(box.midX - 128) <= 1 && abs(box.midY - 70) <= 1, "\(box)")
    #expect(box.width > 1.5 * onCircle.width, "\(box) against \(onCircle)")
    // The circle grew past the canvas's height, so the automatic band widths grew with it.
    #expect(layout.baseRadius > 100)
    #expect(try #require(layout.track).lineWidth > ring.emptyLineWidth(canvasSide: 140))
  }

  @Test func aFullRingFitsAsOnTheCircleButForItsFrame() throws {
    var ring = ProgressRing(value: 30, maxValue: 100)
    let circle = try RingLayout(ring: ring, width: 200, height: 200)
    ring.fit = .arc
    let fitted = try RingLayout(ring: ring, width: 200, height: 200)
    #expect(abs(fitted.center.x - circle.center.x) <= 1 && abs(fitted.center.y - circle.center.y) <= 1)
    #expect(abs(fitted.baseRadius - circle.baseRadius) <= 1.5)
  }

  @Test func concentricRingsKeepTheCircle() throws {
    var ring = ProgressRing(value: 30, maxValue: 100)
    ring.rings = [ProgressRing(value: 20, maxValue: 100), ProgressRing(value: 70, maxValue: 100)]
    let circle = try RingLayout(ring: ring, width: 200, height: 120)
    ring.fit = .arc
    #expect(try RingLayout(ring: ring, width: 200, height: 120) == circle)
  }
}
