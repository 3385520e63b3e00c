import Foundation
import Testing

@testable import RingKit

@Suite("Value animation, keyframes and frames")
struct RingAnimationTests {
  @Test func tweenHoldsThenMovesThenHolds() {
    let animation = ValueAnimation(from: 10, to: 30, duration: 2, delay: 0.5, easing: .linear)
    #expect(animation.value(at: -1) == 10 && animation.value(at: 0.5) == 10)
    #expect(animation.value(at: 1.5) == 20)
    #expect(animation.value(at: 2.5) == 30 && animation.value(at: 99) == 30)
    #expect(animation.endTime == 2.5)
    #expect(ValueAnimation(from: 0, to: 15).value(at: 0.5) == 7.5, "ease-in-out is symmetric")
    #expect(ValueAnimation(from: 3, to: 9, duration: 0).value(at: 0) == 3)
    #expect(ValueAnimation(from: 3, to: 9, duration: 0).value(at: 0.001) == 9)
  }

  /// MB's presentation-layer rule: setting a new target mid-flight continues from the value
  /// on screen, so the value never jumps.
  @Test(arguments: [0.1, 0.37, 0.5, 0.9])
  func retargetingContinuesFromTheValueShown(time: Double) {
    let first = ValueAnimation(from: 0, to: 100, duration: 1)
    let second = first.retargeted(to: 20, at: time, duration: 1, easing: .easeInOut)
    #expect(second.value(at: time) == first.value(at: time))
    #expect(abs(second.value(at: time + 1e-6) - first.value(at: time)) < 1e-3, "no jump just after")
    #expect(second.value(at: time + 1) == 20)
    #expect(second.from == first.value(at: time) && second.delay == time)
  }

  @Test func keyframesPassThroughTheirValues() throws {
    let keyframes = try Keyframes(parsing: "0:0, 1:15:linear, 2.5:30", easing: .easeInOut)
    #expect(keyframes.value(at: 0) == 0 && keyframes.value(at: 1) == 15 && keyframes.value(at: 2.5) == 30)
    #expect(keyframes.value(at: 0.5) == 7.5, "ease-in-out is symmetric")
    #expect(keyframes.value(at: 1.75) == 22.5, "the linear segment starts at 1 s")
    #expect(keyframes.value(at: -1) == 0 && keyframes.value(at: 9) == 30)
    #expect(keyframes.endTime == 2.5)
    let backwards = try Keyframes(parsing: "2:10,0:0")
    #expect(backwards.keyframes.map(\.time) == [0, 2], "sorted by time")
    let withBezier = try Keyframes(parsing: "0:0:cubic-bezier(0.1,0.2,0.3,0.4),1:1")
    #expect(withBezier.keyframes[0].easing == (try Easing(parsing: "cubic-bezier(0.1,0.2,0.3,0.4)")))
  }

  @Test(arguments: ["", "0", "0:a", "x:1", "0:0,,1:1", "-1:0,1:5", "0:0:ease-sideways"])
  func badKeyframesAreRejected(text: String) {
    #expect(throws: RingValidationError.self) { try Keyframes(parsing: text) }
  }

  @Test(arguments: [
    (1.0, 30.0, 31), (2.5, 24.0, 61), (1.01, 30.0, 31), (1.02, 30.0, 32), (0.0, 30.0, 1), (1.0, 29.97, 31),
  ])
  func frameTimesEndExactlyAtTheEnd(duration: Double, fps: Double, count: Int) throws {
    let animation = RingAnimation(ring: ProgressRing(value: 15, maxValue: 30), duration: duration)
    let times = try animation.frameTimes(fps: fps)
    #expect(times.count == count)
    #expect(times.first == 0 && times.last == duration)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    #expect(times.dropLast().enumerated().allSatisfy { $0.element == Double($0.offset) / fps })
  }

  @Test func framesAreTheRingAtThoseTimesAndTheLabelCounts() throws {
    let animation = RingAnimation(ring: ProgressRing(value: 30, maxValue: 30), from: 0, duration: 1, easing: .linear)
    #expect(animation.ring(at: 0.5).value == 15)
    #expect(try animation.ring(at: 0.5).labelText() == "50%")
    #expect(try animation.ring(at: 0.123).labelText() == "12%")
    #expect(animation.ring(at: 1).value == 30 && animation.ring(at: 0).value == 0)
  }

  /// A tween moves every concentric ring from `from` to its own value on the same clock, and
  /// the label (the outer ring's numbers, and `{value2}`…) counts with them.
  @Test func concentricRingsMoveFromTheStartToTheirOwnValues() throws {
    let spec = try JSONDecoder().decode(
      RenderSpec.self,
      from: Data(
        ##"{"rings": "80:#ef4444, 45:#22c55e, 92:#3b82f6", "from": 10, "delay": 0.5, "easing": "linear", "label": "{value}/{value2}/{value3}"}"##
          .utf8))
    let animation = spec.animation.animation(of: spec.ring)
    #expect(animation.ring(at: 0).rings.map(\.value) == [10, 10, 10])
    #expect(animation.ring(at: 0.5).rings.map(\.value) == [10, 10, 10])
    #expect(animation.ring(at: 1).rings.map(\.value) == [45, 27.5, 51])
    #expect(try animation.ring(at: 1).labelText() == "45/28/51")
    #expect(animation.ring(at: 1.5).rings.map(\.value) == [80, 45, 92])
    #expect(animation.ring(at: 1.5) == spec.ring)
  }

  /// A ring object's own `"from"` starts that ring's move there; the others start from the
  /// animation's `from`. It is written back as it was read.
  @Test func aConcentricRingStartsFromItsOwnFrom() throws {
    let json = ##"{"rings": [{"value": 80, "from": 40}, {"value": 50}], "from": 10, "easing": "linear"}"##
    let spec = try JSONDecoder().decode(RenderSpec.self, from: Data(json.utf8))
    #expect(spec.ring.rings.map(\.animationStart) == [40, nil])
    let animation = spec.animation.animation(of: spec.ring)
    #expect(animation.ring(at: 0).rings.map(\.value) == [40, 10])
    #expect(animation.ring(at: 0.5).rings.map(\.value) == [60, 30])
    #expect(animation.ring(at: 1).rings.map(\.value) == [80, 50])
    let again = try JSONDecoder().decode(RenderSpec.self, from: JSONEncoder().encode(spec))
    #expect(again == spec)
  }

  /// Each ring's own move must be computable, as the outer value's is.
  @Test func aConcentricRingsMoveIsValidated() {
    var ring = ProgressRing()
    ring.rings = [ProgressRing(value: 50), ProgressRing(value: 1e308)]
    let animation = RingAnimation(ring: ring, from: -1e308, duration: 1)
    let error = #expect(throws: RingValidationError.self) { try animation.validate() }
    #expect(
      error?.property == "rings" && error?.reason.hasPrefix("ring 2: from:") == true, "\(String(describing: error))"
    )
  }

  @Test func frameLimits() {
    let long = RingAnimation(ring: ProgressRing(), duration: 1000)
    #expect(throws: RingValidationError.self) { try long.frameTimes(fps: 30) }
    #expect(throws: Never.self) { try RingAnimation(ring: ProgressRing(), duration: 333.3).frameTimes(fps: 30) }
    for fps in [0.0, 0.05, -5, .nan, .infinity, 241] {
      #expect(throws: RingValidationError.self) { try RingAnimation(ring: ProgressRing()).frameTimes(fps: fps) }
    }
  }

  @Test func badTimesAreInvalid() {
    for animation in [
      RingAnimation(ring: ProgressRing(), duration: -1), RingAnimation(ring: ProgressRing(), delay: .nan),
      RingAnimation(ring: ProgressRing(), from: .infinity),
    ] {
      #expect(throws: RingValidationError.self) { try animation.validate() }
    }
  }

  @Test func decodedKeyframesAreSorted() throws {
    let json =
      #"{"easing": "linear", "keyframes": [{"time": 2, "value": 20}, {"time": 0, "value": 0}, {"time": 1, "value": 5}]}"#
    let keyframes = try JSONDecoder().decode(Keyframes.self, from: Data(json.utf8))
    #expect(keyframes.keyframes.map(\.time) == [0, 1, 2])
    #expect(keyframes.value(at: 0.5) == 2.5)
  }

  @Test func codableRoundTrip() throws {
    let animation = RingAnimation(
      ring: ProgressRing(value: 3), timeline: .keyframes(try Keyframes(parsing: "0:0,1:3:steps(3),2:1", easing: .ease)))
    let encoded = try JSONEncoder().encode(animation)
    #expect(try JSONDecoder().decode(RingAnimation.self, from: encoded) == animation)
  }

  /// Every value on the way must be finite, not just the ends: a move whose distance or
  /// overshoot overflows names the input that makes it so.
  @Test func movesThatOverflowOnTheWayAreInvalid() throws {
    #expect(throws: RingValidationError.self) { try ValueAnimation(from: -1e308, to: 1e308).validate() }
    do {
      try ValueAnimation(from: -1e308, to: 1e308).validate()
    } catch {
      #expect(error.property == "from")
    }
    let overshoot = try Easing(parsing: "cubic-bezier(0,1e300,1,1e300)")
    do {
      try ValueAnimation(from: 0, to: 1e10, easing: overshoot).validate()
      Issue.record("accepted an overshoot past the largest Double")
    } catch {
      #expect(error.property == "easing")
    }
    // Within both ends with an easing that stays in 0…1: valid, and every value finite.
    let wide = ValueAnimation(from: -1e308, to: 3, easing: .linear)
    try wide.validate()
    #expect((0...10).allSatisfy { wide.value(at: Double($0) / 10).isFinite })
    #expect(throws: RingValidationError.self) { try Easing(parsing: "cubic-bezier(0,1e308,1,1e308)") }
    #expect(throws: RingValidationError.self) { try Keyframes(parsing: "0:-1e308,1:1e308") }
  }
}
