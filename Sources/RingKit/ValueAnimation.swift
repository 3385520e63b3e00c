/// A value moving from `from` to `to` over `duration` seconds after `delay` seconds, eased:
/// MB's `UIView.animate(withDuration:delay:options:) { ring.value = to }` as a pure function of
/// time.
///
/// ```swift
/// let animation = ValueAnimation(from: 0, to: 15, duration: 1)   // ease-in-out, no delay
/// animation.value(at: 0.5)                                        // 7.5
/// ```
///
/// Interpolation is linear in value, then eased, as Core Animation does; times are seconds
/// from the start of the timeline.
public struct ValueAnimation: Sendable, Hashable, Codable {
  /// The value shown until the delay is over.
  public var from: Double
  /// The value shown from the end on.
  public var to: Double
  /// How long the movement takes, in seconds, ≥ 0.
  public var duration: Double
  /// How long `from` is held before moving, in seconds, ≥ 0.
  public var delay: Double
  /// How the value moves.
  public var easing: Easing

  /// Creates an animation; the defaults are UIView's: one second, no delay, ease-in-out.
  public init(from: Double, to: Double, duration: Double = 1, delay: Double = 0, easing: Easing = .easeInOut) {
    self.from = from
    self.to = to
    self.duration = duration
    self.delay = delay
    self.easing = easing
  }

  /// When the value arrives, in seconds: `delay + duration`.
  public var endTime: Double { delay + duration }

  /// The value at `time` seconds: `from` until the delay is over, `to` from the end on, and
  /// `from + (to − from) × easing(progress)` between.
  public func value(at time: Double) -> Double {
    guard time > delay else { return from }
    guard duration > 0, time < endTime else { return to }
    return from + (to - from) * easing((time - delay) / duration)
  }

  /// A new animation to `target` that starts at `time` from the value shown at that moment,
  /// as MB's presentation layer does when the value is set mid-flight: the value never jumps.
  ///
  /// - Parameters:
  ///   - target: The value to move to.
  ///   - time: When the new target is set, in seconds on this animation's timeline; the new
  ///     animation's delay.
  ///   - duration: How long the new movement takes, in seconds.
  ///   - easing: How it moves.
  public func retargeted(to target: Double, at time: Double, duration: Double, easing: Easing) -> ValueAnimation {
    ValueAnimation(from: value(at: time), to: target, duration: duration, delay: time, easing: easing)
  }

  /// Checks that every number is finite, the times are not negative, and every value on the
  /// way is finite too: `to − from`, and the eased values that overshoot it.
  ///
  /// - Throws: ``RingValidationError`` naming `from`, `to`, `duration`, `delay` or `easing`
  ///   (`from` for a move too large to compute, since `from` and `to` cause it together).
  public func validate() throws(RingValidationError) {
    // `to` is the value key's: an animation moves to the ring's value.
    for (property, key, number) in [("from", RenderSpec.Key.from, from), ("to", .value, to)] where !number.isFinite {
      throw RingValidationError(property: property, keys: [key], reason: "must be a finite number, not \(number)")
    }
    let distance = to - from
    guard distance.isFinite else {
      throw RingValidationError(
        .from,
        reason: "the move from \(FixedPoint.compact(from)) to \(FixedPoint.compact(to)) is too large to compute: "
          + "the value minus from must be a finite number")
    }
    // Progress p within ±bound puts from + distance·p within max(|from|, |to|) + |distance|·(bound − 1).
    guard (max(from.magnitude, to.magnitude) + distance.magnitude * (easing.progressBound - 1)).isFinite else {
      throw RingValidationError(
        .easing,
        reason:
          "overshoots the largest number on the move from \(FixedPoint.compact(from)) to \(FixedPoint.compact(to))")
    }
    for (key, seconds) in [(RenderSpec.Key.duration, duration), (.delay, delay)]
    where !(seconds.isFinite && seconds >= 0) {
      throw RingValidationError(
        key, reason: "must be a finite number of seconds, 0 or more, not \(FixedPoint.compact(seconds))")
    }
  }
}
