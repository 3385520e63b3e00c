import Foundation
import RingCairo
import RingKit
import Testing

/// The CSS-animated SVG's text: keyframes in the easing's exact CSS form, the reduced-motion
/// rule, no script or SMIL, and librsvg (which runs no animation) drawing the final frame as the
/// still PNG does. Chromium checks the frames in between (scripts/svg-animation-check).
@Suite("Animated SVG")
struct SVGAnimationTests {
  private func svg(_ ring: ProgressRing, easing: Easing = .easeInOut, from: Double = 0) throws -> String {
    try RingAnimation(ring: ring, from: from, duration: 1, easing: easing).svg(
      on: RingCanvas(width: 160, height: 160), fps: 30)
  }

  @Test func keyframesCarryTheEasingExactly() throws {
    let ring = ProgressRing(value: 72)
    let eased = try svg(ring)
    #expect(eased.contains("@keyframes r1{0%{stroke-dashoffset:"))
    #expect(eased.contains("animation-timing-function:cubic-bezier(0.42,0,0.58,1)}100%{stroke-dashoffset:"))
    // The counter counts 0 → 72 in the same easing.
    #expect(eased.contains("{0%{--n:0;animation-timing-function:cubic-bezier(0.42,0,0.58,1)}100%{--n:72}}"))
    let stepped = try svg(ring, easing: .steps(count: 4, position: .jumpStart))
    #expect(stepped.contains("animation-timing-function:steps(4,jump-start)"))
    let custom = try svg(ring, easing: try Easing(parsing: "cubic-bezier(0.3, -0.5, 0.7, 1.5)"))
    #expect(custom.contains("cubic-bezier(0.3,-0.5,0.7,1.5)"))
    #expect(!eased.contains("<script") && !eased.contains("<animate") && !eased.contains("<set"))
  }

  /// `linear()` for curves CSS has no name for: the polyline through its stops stays within
  /// the tolerance of the curve at every 1/1024 of time, overshoot and bounces included.
  @Test(arguments: ["spring", "ease-out-bounce", "ease-in-out-elastic", "ease-out-back"])
  func linearStopsFollowTheCurve(name: String) throws {
    let easing = try Easing(parsing: name)
    let text = easing.cssTimingFunction
    #expect(text.hasPrefix("linear(") && text.hasSuffix(")"))
    let stops = text.dropFirst(7).dropLast().split(separator: ",")
    var points: [(time: Double, value: Double)] = []
    for (index, stop) in stops.enumerated() {
      let parts = stop.split(separator: " ")
      let value = try #require(Double(String(parts[0])))
      let time = parts.count > 1 ? try #require(Double(String(parts[1].dropLast()))) / 100 : (index == 0 ? 0 : 1)
      points.append((time, value))
    }
    #expect(points.count < 200, "\(name): \(points.count) stops")
    var worst = 0.0
    for step in 0...1024 {
      let t = Double(step) / 1024
      let segment = try #require(zip(points, points.dropFirst()).first { $0.0.time <= t && t <= $0.1.time })
      let share = segment.1.time > segment.0.time ? (t - segment.0.time) / (segment.1.time - segment.0.time) : 0
      let line = segment.0.value + (segment.1.value - segment.0.value) * share
      worst = max(worst, abs(line - easing(t)))
    }
    // The stops' times are written to a thousandth of a percent, which moves the line by at
    // most slope × 5·10⁻⁶ beyond the tolerance the stops' values are chosen within.
    #expect(worst <= Easing.cssLinearTolerance + 1e-4, "\(name): \(worst)")
  }

  @Test func reducedMotionShowsTheFinalFrame() throws {
    let text = try svg(ProgressRing(value: 40))
    #expect(text.contains("@media (prefers-reduced-motion:reduce){.a{animation:none!important}}"))
    // The attributes hold the final frame: the dash offset of 40 %, the counter's 40.
    #expect(text.contains("--n:40;animation-name:"))
  }

  /// librsvg runs no CSS animation: it must draw the final frame as the still SVG is drawn
  /// (the same renderer, so only the dashed strokes' edges may differ), and as the PNG shows it.
  @Test(arguments: ["solid", "gradient", "laps", "concentric", "thresholds", "counterclockwise"])
  func librsvgDrawsTheFinalFrame(name: String) throws {
    var ring = ProgressRing(value: 70)
    switch name {
    case "gradient":
      ring.progressGradient = try RingGradient(parsing: "#22c55e, #eab308, #ef4444")
      ring.gradientSpan = .track
    case "laps":
      ring.value = 170
      ring.overflow = .laps
    case "concentric":
      ring.rings = [ProgressRing(value: 80), ProgressRing(value: 45)]
      ring.progressLineWidth = 12
      ring.emptyLineWidth = 12
    case "thresholds":
      ring.value = 95
      ring.thresholds = [RingThreshold(percent: 50, color: try #require(RingColor("#f59e0b")))]
    case "counterclockwise": ring.clockwise = false
    default: break
    }
    let drawn = try rsvg(try svg(ring, from: 10))
    let stillSVG = try rsvg(try ring.svg(width: 160, height: 160))
    let share = visiblyDifferingShare(stillSVG, drawn)
    #expect(share <= 0.005, "\(name): \(share * 100) % of pixels differ from the still SVG")
    let png = visiblyDifferingShare(try ring.raster(width: 160, height: 160), drawn)
    #expect(png <= 0.02, "\(name): \(png * 100) % of pixels differ from the PNG")
  }

  @Test func theDefaultAnimationIsSmall() throws {
    let bytes = try svg(ProgressRing(value: 72)).utf8.count
    #expect(bytes <= 6144, "\(bytes) bytes")
  }

  /// Over the keyframe limit: refused before anything is written, naming the duration.
  @Test func tooLongAnAnimationIsRefused() throws {
    var ring = ProgressRing(value: 100)
    ring.thresholds = [RingThreshold(percent: 50, color: .white)]
    ring.thresholdBlend = true
    let animation = RingAnimation(ring: ring, duration: 200)
    #expect {
      try animation.svg(on: RingCanvas(width: 100, height: 100), fps: 30)
    } throws: { error in
      guard case .invalid(let reason) = error as? RenderError else { return false }
      return reason.property == "duration" && reason.reason.contains("over the limit of 2000 keyframes")
    }
  }
}
