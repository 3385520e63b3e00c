import Foundation
import RingKit
import Testing

/// Indeterminate spinners: pure functions of time that loop without a seam.
@Suite("Spinners")
struct SpinnerTests {
  @Test(arguments: Spinner.Style.allCases)
  func aPeriodEndsWhereItBegan(style: Spinner.Style) throws {
    let spinner = Spinner(style: style, period: 1.5)
    let base = ProgressRing(value: 40)
    func close(_ a: Double, _ b: Double) -> Bool {
      let (x, y) = (spinner.ring(base, at: a), spinner.ring(base, at: b))
      let lit = zip(spinner.dotBrightness(at: a), spinner.dotBrightness(at: b)).allSatisfy { abs($0 - $1) < 1e-9 }
      return abs(x.value - y.value) < 1e-9 && abs(x.progressRotationAngle - y.progressRotationAngle) < 1e-9
        && (style != .dots || lit)
    }
    #expect(spinner.ring(base, at: 0) == spinner.ring(base, at: 1.5))
    #expect(
      try RingLayout(ring: spinner.ring(base, at: 0), width: 64, height: 64).drawing
        == RingLayout(ring: spinner.ring(base, at: 1.5), width: 64, height: 64).drawing,
      "the plan at the end of a period is the first frame's")
    #expect(close(0.3, 3.3))
    #expect(!close(0.3, 0.6), "it moves")
  }

  /// Material's arc is shortest at the start of a period and longest half-way.
  @Test func materialGrowsAndShrinks() {
    let spinner = Spinner(style: .material, period: 2)
    #expect(abs(spinner.length(at: 0) - 0.03) < 1e-9)
    #expect(abs(spinner.length(at: 1) - 0.75) < 1e-9)
    #expect(spinner.length(at: 0.5) > 0.03 && spinner.length(at: 0.5) < 0.75)
    #expect(abs(spinner.length(at: 1.999_999) - 0.03) < 1e-4)
    // The tail never runs backwards.
    var last = -1.0
    for step in 0..<200 {
      let tail = spinner.arc(at: Double(step) / 100).tail
      #expect(tail >= last - 1e-12)
      last = tail
    }
  }

  /// Dots: the head lights the dot it reaches; the dots behind fade linearly by an eighth a
  /// dot, so the dot just ahead of the head is the dimmest.
  @Test func dotsFadeBehindTheHead() throws {
    let spinner = Spinner(style: .dots, period: 2)
    #expect(Spinner.dotCount == 8)
    #expect(spinner.dotBrightness(at: 0) == [1, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875])
    // A quarter of a period on, the head is on dot 2.
    let quarter = spinner.dotBrightness(at: 0.5)
    #expect(abs(quarter[2] - 1) < 1e-9 && abs(quarter[1] - 0.875) < 1e-9 && abs(quarter[3] - 0.125) < 1e-9)
    // Half-way between dots, every dot has faded by a sixteenth more.
    let between = spinner.dotBrightness(at: 0.125)
    #expect(abs(between[0] - 0.9375) < 1e-9 && abs(between[1] - 0.0625) < 1e-9)
  }

  /// The dots' plan: eight discs round the ring from 12 o'clock, touching the drawing area's
  /// edge, the head in the progress colour and the dot ahead of it nearly the track colour.
  @Test func dotsAreLaidOutRoundTheRing() throws {
    var ring = ProgressRing(value: 40)
    ring.progressColor = RingColor(rgb: 0x2563EB)
    ring.emptyLineColor = RingColor(rgb: 0xE5E7EB)
    let frame = Spinner(style: .dots).ring(ring, at: 0)
    let layout = try RingLayout(ring: frame, width: 200, height: 200)
    #expect(layout.dots.count == 8 && layout.track == nil && layout.progress == nil && layout.text == nil)
    // Default bands are 18 pt (19 with the frame), under the smallest dot, 12 % of the 99-pt
    // radius: dots of 11.88 pt radius, their outer edges on the drawing area's.
    guard case .arc(let center, let radius, _, _, _) = layout.dots[0].path.elements[1] else {
      Issue.record("a dot is a circle")
      return
    }
    #expect(abs(radius - 11.88) < 1e-9)
    #expect(abs(center.x - 100) < 1e-9 && abs(center.y - (1 + 11.88)) < 1e-9, "dot 0 at 12 o'clock")
    guard case .arc(let right, _, _, _, _) = layout.dots[2].path.elements[1] else { return }
    #expect(abs(right.x - (199 - 11.88)) < 1e-9 && abs(right.y - 100) < 1e-9, "dot 2 at 3 o'clock")
    // Wide bands make wide dots, but never so wide that neighbours touch.
    ring.progressLineWidth = 60
    let wide = try RingLayout(ring: Spinner(style: .dots).ring(ring, at: 0), width: 200, height: 200)
    guard case .arc(let first, let big, _, _, _) = wide.dots[0].path.elements[1],
      case .arc(let second, _, _, _, _) = wide.dots[1].path.elements[1]
    else { return }
    let apart = ((first.x - second.x) * (first.x - second.x) + (first.y - second.y) * (first.y - second.y)).squareRoot()
    #expect(abs(2 * big - 0.7 * apart) < 1e-9, "at most 70 % of the distance between centres")
    #expect(layout.dots[0].fill == .solid(ring.progressColor))
    #expect(layout.dots[1].fill == .solid(ring.progressColor.mixed(with: ring.emptyLineColor, by: 0.875)))
    #expect(layout.drawing.steps.count == 8, "dots only: no track, progress or text")
  }

  /// A spinner's frames leave out the one at the end (the first again), so it loops without
  /// showing a frame twice.
  @Test func framesLeaveOutTheRepeat() throws {
    let animation = RingAnimation(ring: ProgressRing(), timeline: .spinner(Spinner(style: .arc, period: 2)))
    let times = try animation.frameTimes(fps: 30)
    #expect(times.count == 60 && times.last == 59.0 / 30)
    #expect(animation.ring(at: 2) == animation.ring(at: 0))
    #expect(animation.ring(at: 0).showValueString == false)
    #expect(throws: RingValidationError.self) {
      try RingAnimation(ring: ProgressRing(), timeline: .spinner(Spinner(style: .arc, period: 0))).validate()
    }
  }
}
