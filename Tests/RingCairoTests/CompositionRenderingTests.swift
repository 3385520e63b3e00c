import Foundation
import RingCairo
import RingKit
import Testing

/// Laps, segments, ticks and markers as drawn: probes at the angles the layout computes.
@Suite("Composition: pixels")
struct CompositionRenderingTests {
  private let side = 200.0

  private func ring(_ value: Double, _ configure: (inout ProgressRing) -> Void = { _ in }) -> ProgressRing {
    var ring = ProgressRing(value: value)
    ring.showValueString = false
    configure(&ring)
    return ring
  }

  private func probe(_ ring: ProgressRing, turns: Double, offset: Double = 0) throws -> RingRaster.Pixel {
    let raster = try ring.raster(on: RingCanvas(size: side))
    let band = try #require(try RingLayout(ring: ring, width: side, height: side).progress)
    return raster.pixel(at: .turns(turns), radius: band.radius + offset, center: band.center)
  }

  /// 1.5 × max: the second lap's deeper shade at 25 %, the first lap's colour at 75 %.
  @Test func lapsDrawTheirShades() throws {
    let laps = ring(150) { $0.overflow = .laps }
    let base = ProgressRing().progressColor
    let second = RingRaster.Pixel(base.mixed(with: .black, by: 0.18))
    #expect(try probe(laps, turns: 0.25).isNear(second, tolerance: 2))
    #expect(try probe(laps, turns: 0.75).isNear(RingRaster.Pixel(base), tolerance: 2))
    // Clamped, the same value is one full ring in the base colour.
    #expect(try probe(ring(150), turns: 0.25) == RingRaster.Pixel(base))
  }

  /// The tip's shadow darkens the lap below just past the tip, and fades with distance.
  @Test func theTipShadowDarkensPastTheTip() throws {
    let laps = ring(150) { $0.overflow = .laps }
    let band = try #require(try RingLayout(ring: laps, width: side, height: side).progress)
    let past = 0.5 + (band.lineWidth * 0.6) / (2 * .pi * band.radius)
    let near = try probe(laps, turns: past)
    let far = try probe(laps, turns: 0.7)
    #expect(Int(near.blue) + 25 < Int(far.blue), "near the tip \(near), further on \(far)")
  }

  @Test func lapsShowTheRealPercentage() throws {
    var ring = ProgressRing(value: 230)
    ring.overflow = .laps
    #expect(try ring.labelText() == "230%")
    ring.overflow = .clamp
    #expect(try ring.labelText() == "100%")
  }

  /// Segment gaps are empty at the computed angles and the bands are present between them;
  /// with snap, 37 % of 10 segments fills exactly 3.
  @Test func segmentGapsAndSnap() throws {
    let segmented = ring(37) {
      $0.segments = 10
      $0.segmentSnap = true
    }
    let layout = try RingLayout(ring: segmented, width: side, height: side)
    #expect(layout.trackBands.count == 10 && layout.progressBands.count == 3)
    let raster = try segmented.raster(on: RingCanvas(size: side))
    let band = try #require(layout.track)
    for index in 0..<10 {
      let gap = raster.pixel(at: .turns(Double(index) / 10), radius: band.radius, center: band.center)
      #expect(gap.alpha <= 8, "gap \(index): \(gap)")  // 2 pt wide: at most an anti-aliased edge
      let middle = raster.pixel(at: .turns((Double(index) + 0.5) / 10), radius: band.radius, center: band.center)
      let expected = index < 3 ? ProgressRing().progressColor : ProgressRing().emptyLineColor
      #expect(middle == RingRaster.Pixel(expected), "segment \(index): \(middle)")
    }
    // Without snap, the fourth segment is filled to 37 %.
    var partial = segmented
    partial.segmentSnap = false
    #expect(try RingLayout(ring: partial, width: side, height: side).progressBands.count == 4)
  }

  /// The knob's centre sits on the tip: the disc's ink is centred there within half a pixel.
  @Test func theKnobSitsOnTheTip() throws {
    let knobbed = ring(30) {
      $0.knob = RingMarker(9, color: RingColor(rgb: 0xFF00FF))
      $0.progressCapType = .butt
    }
    let layout = try RingLayout(ring: knobbed, width: side, height: side)
    let band = try #require(layout.progress)
    let tip = band.end.point(radius: band.radius, around: band.center)
    let raster = try knobbed.raster(on: RingCanvas(size: side))
    var (sum, sumX, sumY) = (0.0, 0.0, 0.0)
    for y in 0..<raster.height {
      for x in 0..<raster.width {
        let pixel = raster[x, y]!
        guard pixel.red > 200, pixel.blue > 200, pixel.green < 60 else { continue }
        sum += 1
        sumX += Double(x) + 0.5
        sumY += Double(y) + 0.5
      }
    }
    #expect(sum > 150)
    #expect(abs(sumX / sum - tip.x) < 0.5 && abs(sumY / sum - tip.y) < 0.5, "\(sumX / sum), \(sumY / sum) vs \(tip)")
  }

  /// The target mark crosses the track at its value's angle, in its colour, past both edges.
  @Test func theTargetCrossesTheTrack() throws {
    let marked = ring(20) { $0.target = RingMarker(75, color: RingColor(rgb: 0xDC2626)) }
    let raster = try marked.raster(on: RingCanvas(size: side))
    let track = try #require(try RingLayout(ring: marked, width: side, height: side).track)
    let red = RingRaster.Pixel(RingColor(rgb: 0xDC2626))
    for offset in [-track.lineWidth / 2 - 1, 0, track.lineWidth / 2 + 1] {
      #expect(
        raster.pixel(at: .turns(0.75), radius: track.radius + offset, center: track.center).isNear(red, tolerance: 40))
    }
    #expect(
      raster.pixel(at: .turns(0.70), radius: track.radius, center: track.center)
        == RingRaster.Pixel(ProgressRing().emptyLineColor))
  }

  /// Ticks: N + 1 marks over a partial track, N on a full circle, at their angles.
  @Test func ticksAtTheirAngles() throws {
    let ticked = ring(0) {
      $0.ticks = 8
      $0.tickColor = RingColor(rgb: 0x000000)
      $0.tickWidth = 2
      $0.tickLength = 10
    }
    let layout = try RingLayout(ring: ticked, width: side, height: side)
    #expect(layout.marks.count == 8)
    var gauge = ticked
    gauge.progressAngle = 75
    #expect(try RingLayout(ring: gauge, width: side, height: side).marks.count == 9)
    let raster = try ticked.raster(on: RingCanvas(size: side))
    let track = try #require(layout.track)
    for index in 0..<8 {
      let at = Angle.turns(0.5 + Double(index) / 8)
      #expect(raster.pixel(at: at, radius: track.radius, center: track.center).red < 40, "tick \(index)")
    }
    #expect(
      raster.pixel(at: .turns(0.5 + 1 / 16), radius: track.radius, center: track.center).red > 200, "between ticks")
  }

  /// The secondary arc lies under the progress, lighter, up to its value.
  @Test func theSecondaryArcIsUnderTheProgress() throws {
    let buffered = ring(30) { $0.secondaryValue = 60 }
    let base = ProgressRing().progressColor
    #expect(try probe(buffered, turns: 0.2) == RingRaster.Pixel(base))
    let secondary = try probe(buffered, turns: 0.45)
    let track = RingRaster.Pixel(ProgressRing().emptyLineColor)
    #expect(secondary != track && secondary.blue > secondary.red, "\(secondary)")
    #expect(try probe(buffered, turns: 0.7) == track)
  }

  /// librsvg draws the SVG of every composition as the PNG shows it: at most 2 % of pixels differ.
  @Test(arguments: ["laps", "segments", "ticks", "knob", "concentric"])
  func librsvgDrawsWhatThePNGShows(name: String) throws {
    var ring = ring(70)
    switch name {
    case "laps":
      ring.value = 170
      ring.overflow = .laps
    case "segments":
      ring.segments = 12
      ring.segmentGap = 4
    case "ticks":
      ring.ticks = 10
      ring.tickPosition = .outside
      ring.borderPadding = 8
      ring.target = RingMarker(85, color: RingColor(rgb: 0xDC2626))
    case "knob":
      ring.knob = RingMarker(10)
      ring.secondaryValue = 90
    default:
      ring.progressLineWidth = 12
      ring.emptyLineWidth = 12
      ring.rings = [30.0, 60, 90].map { value in
        var inner = ring
        inner.value = value
        return inner
      }
    }
    let png = try ring.raster(width: 160, height: 160)
    let drawn = try rsvg(ring.svg(width: 160, height: 160))
    let share = visiblyDifferingShare(png, drawn)
    #expect(share <= 0.02, "\(name): \(share * 100) % of pixels differ")
  }

  /// Tick labels: the value at every tick, outside the track for outside ticks, in ink there.
  @Test func tickLabelsNameTheirValues() throws {
    let gauge = ring(62) {
      $0.ticks = 4
      $0.tickPosition = .outside
      $0.tickLabels = true
      $0.borderPadding = 26
      $0.tickColor = .black
    }
    let layout = try RingLayout(ring: gauge, width: side, height: side)
    #expect(layout.tickLabels.map(\.string) == ["0", "25", "50", "75"])
    let track = try #require(layout.track)
    let fifty = try #require(layout.tickLabels.first { $0.string == "50" })
    let expected = Angle.turns(0.5 + 0.5).point(radius: track.outerRadius, around: track.center)
    #expect(fifty.center.y > expected.y && abs(fifty.center.x - expected.x) < 0.5, "below the track at 6 o'clock")
    let raster = try gauge.raster(on: RingCanvas(size: side))
    #expect(
      raster.hasInk(
        x: Int(fifty.center.x) - 6..<Int(fifty.center.x) + 6, y: Int(fifty.center.y) - 4..<Int(fifty.center.y) + 4))
    var unlabelled = gauge
    unlabelled.tickLabels = false
    let plain = try unlabelled.raster(on: RingCanvas(size: side))
    #expect(
      !plain.hasInk(
        x: Int(fifty.center.x) - 6..<Int(fifty.center.x) + 6, y: Int(fifty.center.y) - 4..<Int(fifty.center.y) + 4))
  }
}
