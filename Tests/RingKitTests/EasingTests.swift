import Testing

@testable import RingKit

private func named(_ name: String) throws -> Easing { try Easing(parsing: name) }

@Suite("Easing")
struct EasingTests {
  /// Cubic-bézier values computed independently by bisecting the curve to 10⁻¹⁵ (CSS Easing
  /// Functions' definition), at x = 0.1, 0.25, 0.5, 0.75, 0.9.
  @Test(arguments: [
    ("ease", [0.094796306, 0.408510591, 0.802403388, 0.960458978, 0.994316477]),
    ("ease-in", [0.01702661, 0.093464651, 0.315356813, 0.621861869, 0.839427846]),
    ("ease-out", [0.160572154, 0.378138131, 0.684643187, 0.906535349, 0.98297339]),
    ("ease-in-out", [0.019722454, 0.129161931, 0.5, 0.870838069, 0.980277546]),
    ("cubic-bezier(0.68,-0.55,0.265,1.55)", [-0.066291477, -0.082807109, 0.606679897, 1.089165775, 1.062373195]),
    ("cubic-bezier(0, 1, 1, 0)", [0.387400317, 0.479055467, 0.5, 0.520944533, 0.612599683]),
  ])
  func cubicBeziersMatchCSS(name: String, expected: [Double]) throws {
    let easing = try named(name)
    for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
      #expect(abs(easing(x) - y) < 2e-6, "\(name) at \(x): \(easing(x))")
    }
  }

  /// Penner's curves at known points (easings.net's formulas worked by hand).
  @Test(arguments: [
    ("ease-in-quad", 0.5, 0.25), ("ease-in-out-quad", 0.25, 0.125), ("ease-out-quad", 0.5, 0.75),
    ("ease-in-cubic", 0.5, 0.125), ("ease-out-cubic", 0.5, 0.875), ("ease-in-out-cubic", 0.75, 0.9375),
    ("ease-in-quart", 0.5, 0.0625), ("ease-in-quint", 0.5, 0.03125), ("ease-out-quint", 0.5, 0.96875),
    ("ease-in-sine", 0.5, 0.2928932188134524), ("ease-out-sine", 0.5, 0.7071067811865476),
    ("ease-in-out-sine", 0.25, 0.14644660940672624), ("ease-in-expo", 0.5, 0.03125),
    ("ease-out-expo", 0.5, 0.96875), ("ease-in-out-expo", 0.25, 0.015625),
    ("ease-in-circ", 0.5, 0.1339745962155614), ("ease-out-circ", 0.5, 0.8660254037844386),
    ("ease-in-back", 0.5, -0.0876975), ("ease-out-back", 0.5, 1.0876975),
    ("ease-out-elastic", 0.5, 1.015625), ("ease-in-elastic", 0.5, -0.015625),
    ("ease-out-bounce", 0.5, 0.765625), ("ease-in-bounce", 0.5, 0.234375), ("ease-in-out-bounce", 0.25, 0.1171875),
    ("ease-out-quart", 0.5, 0.9375), ("ease-in-out-quart", 0.25, 0.03125), ("ease-in-out-quint", 0.75, 0.984375),
    ("ease-in-out-circ", 0.25, 0.0669872981077807), ("ease-in-out-back", 0.25, -0.09968184375),
    ("ease-in-out-elastic", 0.25, 0.011969444423734044), ("ease-in-out-elastic", 0.75, 0.988030555576266),
  ])
  func pennerCurves(name: String, t: Double, expected: Double) throws {
    let value = try named(name)(t)
    #expect(abs(value - expected) < 1e-9, "\(name)(\(t)) = \(value)")
  }

  private static let everyForm: [String] =
    Easing.named.map(\.name) + [
      "cubic-bezier(0.1,0.7,1,0.1)", "cubic-bezier(0,1.5,1,-0.5)", "steps(5)", "steps(3,jump-start)", "spring",
      "spring(damping-fraction=0.2)", "spring(stiffness=100,damping=30)", "spring(stiffness=170,damping=26,mass=2)",
      "spring(response=0.3,damping-fraction=1.4)",
    ]

  @Test(arguments: everyForm)
  func endpointsAreExact(name: String) throws {
    let easing = try named(name)
    #expect(easing(0) == 0 && easing(1) == 1)
    #expect(easing(-3) == 0 && easing(7) == 1)
  }

  @Test(arguments: everyForm)
  func namesReadBack(name: String) throws {
    let easing = try named(name)
    #expect(try Easing(parsing: easing.name) == easing)
  }

  /// Curves that never turn back must be monotone; sampled finely.
  @Test(
    arguments: [
      "linear", "ease", "ease-in", "ease-out", "ease-in-out", "cubic-bezier(0, 1, 1, 0)", "steps(7,jump-start)",
      "spring(damping-fraction=1)", "spring(damping-fraction=2.5)",
    ]
      + PennerEasing.Curve.allCases.filter { ![.back, .elastic, .bounce].contains($0) }.flatMap { curve in
        PennerEasing.Direction.allCases.map { "ease-\($0.rawValue)-\(curve.rawValue)" }
      })
  func monotoneCurvesAreMonotone(name: String) throws {
    let easing = try named(name)
    var previous = 0.0
    for step in 1...2000 {
      let value = easing(Double(step) / 2000)
      #expect(value >= previous - 1e-12, "\(name) falls at \(Double(step) / 2000)")
      previous = value
    }
  }

  @Test func springsOvershootOnlyWhenUnderdampedAndSettle() throws {
    let bouncy = try named("spring(damping-fraction=0.3)")
    let samples = (0...1000).map { bouncy(Double($0) / 1000) }
    #expect(samples.max()! > 1.2, "an under-damped spring overshoots")
    // It still swings at half time and has died down to within 0.2 % in the last 2 %.
    #expect(samples[500...600].map { abs($0 - 1) }.max()! > 0.01)
    #expect(samples[980...].allSatisfy { abs($0 - 1) <= 0.002 }, "and settles")
    let stiff = try named("spring(damping-fraction=1.2)")
    #expect((0...1000).allSatisfy { stiff(Double($0) / 1000) <= 1 })
    #expect(abs(stiff(0.999) - 1) < 0.002)
    // Stiffness and damping describe the same motion as response and damping fraction.
    let physical = try #require(SpringEasing(stiffness: 100, damping: 10))
    #expect(abs(physical.dampingRatio - 0.5) < 1e-12)
    // The most damped spring allowed still moves smoothly and arrives, with no NaN.
    let sluggish = try named("spring(damping-fraction=1000)")
    #expect((0...100).allSatisfy { sluggish(Double($0) / 100).isFinite })
    #expect(sluggish(0.5) > 0 && sluggish(0.5) < 1)
  }

  @Test func stepsJumpAtTheStartOrTheEndOfEachInterval() throws {
    let end = try named("steps(4)")
    let start = try named("steps(4, jump-start)")
    #expect(end(0.3) == 0.25 && end(0.24) == 0 && end(0.99) == 0.75)
    #expect(start(0.3) == 0.5 && start(0.01) == 0.25 && start(0.99) == 1)
    // At a step boundary CSS has already taken the step: floor(t·n) (+ 1 for jump-start).
    #expect(end(0.25) == 0.25 && end(0.5) == 0.5 && end(0.75) == 0.75)
    #expect(start(0.25) == 0.5 && start(0.5) == 0.75 && start(0.75) == 1)
    #expect(try named("steps(4,start)") == start)
  }

  @Test(arguments: [
    ("bounce", "unknown easing 'bounce'"),
    ("ease-in-cubical", "unknown easing 'ease-in-cubical' (did you mean ease-in"),
    ("cubic-bezier(1.2,0,0.5,1)", "cubic-bezier's X1 and X2 must lie in 0…1"),
    ("cubic-bezier(0.5,0,-0.1,1)", "cubic-bezier's X1 and X2 must lie in 0…1"),
    ("cubic-bezier(0.1,0.2,0.3)", "cubic-bezier takes four numbers"),
    ("cubic-bezier(0.1,0.2,0.3,x)", "cubic-bezier takes four numbers"),
    ("cubic-bezier(nan,0,1,1)", "cubic-bezier's numbers must be finite"),
    ("steps(0)", "steps takes a whole number of steps from 1 to 10000"),
    ("steps(3,jump-both)", "steps' second argument is jump-start or jump-end"),
    ("spring(stiffness=100)", "spring takes stiffness=K,damping=C[,mass=M] or response=S,damping-fraction=F"),
    ("spring(damping-fraction=0)", "a spring's numbers must be finite and above 0"),
    ("spring(damping-fraction=0.01)", "damping ratio from 0.05 to 1000"),
    ("spring(stiffness=1,damping=1e9)", "damping ratio from 0.05 to 1000"),
    ("cubic-bezier(0,inf,1,1)", "cubic-bezier's numbers must be finite"),
    ("spring(bounce=0.3)", "spring takes name=value pairs"),
  ])
  func badEasingsSayWhatIsAccepted(text: String, message: String) {
    do {
      _ = try Easing(parsing: text)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.property == "easing")
      #expect(error.reason.contains(message), "\(error.reason)")
    }
  }
}
