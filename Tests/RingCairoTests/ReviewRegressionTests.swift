import Foundation
import RingKit
import Testing

@testable import RingCairo

/// Findings of the review of paint and composition, each kept fixed.
@Suite("Paint and composition: review regressions")
struct ReviewRegressionTests {
  /// A segment cut from a gradient band paints only its own arc: 24 segments cover about one
  /// turn between them, not 24.
  @Test func segmentsPaintOnlyTheirOwnArc() throws {
    var ring = ProgressRing(value: 100)
    ring.segments = 24
    ring.progressCapType = .butt
    ring.progressGradient = try RingGradient(parsing: "red, blue")
    let layout = try RingLayout(ring: ring, width: 200, height: 200)
    #expect(layout.progressBands.count == 24)
    var covered = 0.0
    for band in layout.progressBands {
      guard case .conic(let conic) = band.fill else {
        Issue.record("no conic paint")
        return
      }
      covered += conic.pieces().reduce(0) { $0 + $1.to.radians - $1.from.radians }
    }
    #expect(covered < 1.2 * 2 * .pi, "\(covered / (2 * .pi)) turns")
  }

  /// An arc of no radius is a line to its centre in the SVG, as Cairo draws it.
  @Test func anArcOfNoRadiusGoesToItsCentre() {
    let path = RingPath(elements: [
      .move(to: Point(x: 10, y: 10)),
      .arc(center: Point(x: 50, y: 50), radius: -5, from: .zero, to: .degrees(90), clockwise: true), .close,
    ])
    #expect(SVGWriter.pathData(path) == "M10 10L50 50Z")
  }

  /// A shadow without blur is a hard shadow in SVG too, with no filter of zero deviation.
  @Test func aShadowWithoutBlurHasNoFilter() throws {
    var ring = ProgressRing(value: 50)
    ring.shadow = RingShadow(offset: Point(x: 4, y: 4), blur: 0)
    let svg = try ring.svg(width: 100, height: 100)
    #expect(!svg.contains("<filter") && svg.contains("translate(4 4)"))
  }

  /// Concentric rings: every ring's shadow is drawn before any ring's bands.
  @Test func concentricShadowsGoUnderEveryRing() throws {
    var container = ProgressRing()
    container.shadow = RingShadow(offset: Point(x: 0, y: 4), blur: 8)
    container.rings = [80.0, 60, 40].map { value in
      var ring = container
      ring.value = value
      return ring
    }
    let steps = try RingLayout(ring: container, width: 200, height: 200).drawing.steps
    let firstShape = try #require(steps.firstIndex { if case .band = $0.ink { true } else { false } })
    let lastBlur = try #require(steps.lastIndex { if case .blur = $0.ink { true } else { false } })
    #expect(steps.prefix(3).allSatisfy { if case .blur = $0.ink { true } else { false } })
    #expect(lastBlur < firstShape, "a shadow after a band")
  }
}
