import Testing

@testable import RingKit

@Suite("RingBand outlines")
struct RingBandTests {
  private let center = Point(x: 50, y: 50)

  private func band(sweep: Angle, cap: LineCap, start: Angle = .zero) -> RingBand {
    RingBand(
      center: center, radius: 40, lineWidth: 10, start: start, sweep: sweep, cap: cap,
      fillColor: .black, strokeColor: .black)
  }

  private func isClose(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  /// Every number in a path element, so that elements compare within rounding error.
  private func numbers(_ element: RingPath.Element) -> [Double] {
    switch element {
    case .move(let p): [0, p.x, p.y]
    case .line(let p): [1, p.x, p.y]
    case .arc(let c, let r, let from, let to, let clockwise):
      [2, c.x, c.y, r, from.radians, to.radians, clockwise ? 1 : 0]
    case .close: [3]
    }
  }

  private func isClose(_ a: RingPath.Element, _ b: RingPath.Element) -> Bool {
    let (x, y) = (numbers(a), numbers(b))
    return x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) < 1e-9 }
  }

  private func isClose(_ a: [RingPath.Element], _ b: [RingPath.Element]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1) }
  }

  @Test func angleConventionIsClockwiseFromTwelve() {
    #expect(isClose(Angle.zero.point(radius: 10, around: .zero), Point(x: 0, y: -10)))
    #expect(isClose(Angle.degrees(90).point(radius: 10, around: .zero), Point(x: 10, y: 0)))
    #expect(isClose(Angle.turns(0.5).point(radius: 10, around: .zero), Point(x: 0, y: 10)))
    #expect(isClose(Angle.degrees(270).point(radius: 10, around: .zero), Point(x: -10, y: 0)))
    #expect(isClose(Angle.zero.clockwiseTangent, Point(x: 1, y: 0)))
  }

  @Test func buttOutlineIsAnAnnularSector() {
    let elements = band(sweep: .degrees(90), cap: .butt).outline.elements
    #expect(
      isClose(
        elements,
        [
          .move(to: Angle.zero.point(radius: 45, around: center)),
          .arc(center: center, radius: 45, from: .zero, to: .degrees(90), clockwise: true),
          .line(to: Angle.degrees(90).point(radius: 35, around: center)),
          .arc(center: center, radius: 35, from: .degrees(90), to: .zero, clockwise: false),
          .line(to: Angle.zero.point(radius: 45, around: center)),
          .close,
        ]))
  }

  @Test func roundCapsAreHalfDiscsAtBothEnds() {
    let elements = band(sweep: .degrees(90), cap: .round).outline.elements
    let endCap = Angle.degrees(90).point(radius: 40, around: center)
    let startCap = Angle.zero.point(radius: 40, around: center)
    #expect(
      isClose(elements[2], .arc(center: endCap, radius: 5, from: .degrees(90), to: .degrees(270), clockwise: true)))
    #expect(
      isClose(elements[4], .arc(center: startCap, radius: 5, from: .degrees(180), to: .degrees(360), clockwise: true)))
  }

  @Test func squareCapsRunOnByHalfTheWidth() {
    let elements = band(sweep: .degrees(90), cap: .square).outline.elements
    // At 3 o'clock the band runs downwards, so the far cap extends 5 points down.
    #expect(isClose(elements[2], .line(to: Point(x: 95, y: 55))))
    #expect(isClose(elements[3], .line(to: Point(x: 85, y: 55))))
    // At 12 o'clock it runs to the right, so the near cap extends 5 points left.
    #expect(isClose(elements[6], .line(to: Point(x: 45, y: 15))))
    #expect(isClose(elements[7], .line(to: Point(x: 45, y: 5))))
  }

  @Test func counterClockwiseBandsHaveTheSameOutlineAsTheirMirrorSweep() {
    let backwards = band(sweep: .degrees(-90), cap: .round, start: .degrees(90))
    let forwards = band(sweep: .degrees(90), cap: .round)
    #expect(isClose(backwards.outline.elements, forwards.outline.elements))
  }

  @Test func fullCircleIsTwoOppositeCirclesWithoutCaps() {
    let full = band(sweep: .fullTurn, cap: .round)
    #expect(full.isFullCircle)
    #expect(full.outline.elements.count == 6)
    #expect(
      isClose(full.outline.elements[1], .arc(center: center, radius: 45, from: .zero, to: .fullTurn, clockwise: true)))
    #expect(
      isClose(full.outline.elements[4], .arc(center: center, radius: 35, from: .fullTurn, to: .zero, clockwise: false)))
  }

  @Test func sweepsBeyondOneTurnAreClamped() {
    #expect(band(sweep: .turns(3), cap: .butt).sweep == .fullTurn)
    #expect(band(sweep: .turns(-3), cap: .butt).sweep == -.fullTurn)
  }

  /// Stroking a centre line wider than twice its radius reaches past the centre: the inner
  /// edge runs on the far side, as `cairo_stroke` draws it.
  @Test func bandsWiderThanTheirRadiusReachPastTheCentre() {
    let thick = RingBand(
      center: center, radius: 4, lineWidth: 10, start: .zero, sweep: .degrees(90), cap: .butt,
      fillColor: .black, strokeColor: .black)
    #expect(thick.innerRadius == 0)
    #expect(
      isClose(
        thick.outline.elements,
        [
          .move(to: Point(x: 50, y: 41)),
          .arc(center: center, radius: 9, from: .zero, to: .degrees(90), clockwise: true),
          .line(to: Point(x: 49, y: 50)),  // the inner corner at 3 o'clock lies 1 pt left of the centre
          .arc(center: center, radius: 1, from: .degrees(270), to: .degrees(180), clockwise: false),
          .line(to: Point(x: 50, y: 41)),
          .close,
        ]))
    let exact = RingBand(
      center: center, radius: 5, lineWidth: 10, start: .zero, sweep: .degrees(90), cap: .butt,
      fillColor: .black, strokeColor: .black)
    #expect(exact.outline.elements.contains(.line(to: center)))
    let disc = RingBand(
      center: center, radius: 4, lineWidth: 10, start: .zero, sweep: .fullTurn, cap: .butt,
      fillColor: .black, strokeColor: .black)
    #expect(disc.outline.elements.count == 3, "a full turn of such a band is a disc")
  }
}

@Suite("RingBand outlines grown by the frame")
struct RingBandOutsetTests {
  private let center = Point(x: 50, y: 50)

  private func band(cap: LineCap) -> RingBand {
    RingBand(
      center: center, radius: 40, lineWidth: 10, start: .zero, sweep: .degrees(90), cap: cap,
      fillColor: .black, strokeColor: .black)
  }

  private func points(_ path: RingPath) -> [Point] {
    path.elements.compactMap { element in
      switch element {
      case .move(let point), .line(let point): point
      default: nil
      }
    }
  }

  private func isClose(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

  @Test func edgesMoveOutByTheOutset() {
    let grown = band(cap: .round).outline(outset: 0.5)
    guard case .arc(_, let outer, _, _, _) = grown.elements[1], case .arc(_, let cap, _, _, _) = grown.elements[2],
      case .arc(_, let inner, _, _, _) = grown.elements[3]
    else {
      Issue.record("unexpected elements \(grown.elements)")
      return
    }
    #expect(outer == 45.5 && cap == 5.5 && inner == 34.5)
  }

  /// A butt end grown by the frame is squared off half a point past the end, with mitred
  /// corners, as a 1-pt mitred stroke around it would be.
  @Test func buttEndsRunOnByTheOutsetAlone() {
    let corners = points(band(cap: .butt).outline(outset: 0.5))
    // Far end at 3 o'clock: the band runs downwards, so the corners move 0.5 pt down.
    #expect(corners.contains { isClose($0, Point(x: 95.5, y: 50.5)) })
    #expect(corners.contains { isClose($0, Point(x: 84.5, y: 50.5)) })
    // Near end at 12 o'clock: the corners move 0.5 pt left.
    #expect(corners.contains { isClose($0, Point(x: 49.5, y: 15.5)) })
    #expect(corners.contains { isClose($0, Point(x: 49.5, y: 4.5)) })
  }

  @Test func squareEndsRunOnByHalfTheWidthPlusTheOutset() {
    let corners = points(band(cap: .square).outline(outset: 0.5))
    #expect(corners.contains { isClose($0, Point(x: 95.5, y: 55.5)) })
    #expect(corners.contains { isClose($0, Point(x: 44.5, y: 4.5)) })
  }

}
