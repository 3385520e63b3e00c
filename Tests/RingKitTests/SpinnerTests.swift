import Foundation
import RingKit
import Testing

/// Indeterminate spinners: pure functions of time that loop without a seam.
@Suite("Spinners")
struct SpinnerTests {
  @Test(arguments: Spinner.Style.allCases)
  func aPeriodEndsWhereItBegan(style: Spinner.Style) {
    let spinner = Spinner(style: style, period: 1.5)
    let base = ProgressRing(value: 40)
    func close(_ a: ProgressRing, _ b: ProgressRing) -> Bool {
      abs(a.value - b.value) < 1e-9 && abs(a.progressRotationAngle - b.progressRotationAngle) < 1e-9
    }
    #expect(spinner.ring(base, at: 0) == spinner.ring(base, at: 1.5))
    #expect(close(spinner.ring(base, at: 0.3), spinner.ring(base, at: 3.3)))
    #expect(!close(spinner.ring(base, at: 0.3), spinner.ring(base, at: 0.6)), "it moves")
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
