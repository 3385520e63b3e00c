import RingKit

/// One ring of a `ringgen watch`: the value shown, where it is heading, and the reading
/// waiting for the current move to end. It reads no clock; times come from the caller.
///
/// A reading starts a move from the value shown to the reading, eased over the session's
/// duration. Readings that arrive during a move are merged: when the move ends, the next
/// starts towards the latest of them (starting over at each reading would begin every move
/// at rest, so a fast stream of readings would hold the ring still).
struct RingMotion {
  /// The ring as it will look at the end of the current move (its value is the move's target).
  private(set) var ring: ProgressRing
  private var origin: Double
  private var transitionStart: Duration?
  /// The latest reading that arrived during a move, as (value, max).
  private var pending: (value: Double, max: Double)?

  init(ring: ProgressRing) {
    self.ring = ring
    origin = Self.clamped(ring.value, max: ring.maxValue)
    self.ring.value = origin
  }

  /// The value on screen at `now`: eased from where the last move began to its target.
  func value(at now: Duration, duration: Duration, easing: Easing) -> Double {
    guard let start = transitionStart, duration > .zero else { return ring.value }
    let share = (now - start) / duration
    guard share < 1 else { return ring.value }
    return origin + (ring.value - origin) * easing(share)
  }

  /// Whether a move is under way, or waiting to start, at `now`.
  func isBusy(at now: Duration, duration: Duration) -> Bool {
    pending != nil || isMoving(at: now, duration: duration)
  }

  private func isMoving(at now: Duration, duration: Duration) -> Bool {
    transitionStart.map { now - $0 < duration } ?? false
  }

  /// Moves towards a new reading, now or when the current move ends.
  mutating func receive(_ reading: WatchReading, at now: Duration, duration: Duration, easing: Easing) {
    settle(at: now, duration: duration)
    let (target, max) = reading.applied(toMax: pending?.max ?? ring.maxValue)
    if isMoving(at: now, duration: duration) {
      pending = (target, max)
    } else {
      start(from: value(at: now, duration: duration, easing: easing), to: target, max: max, at: now)
    }
  }

  /// Starts the pending move once the current one has ended, as if at the moment it ended.
  mutating func settle(at now: Duration, duration: Duration) {
    guard let pending, let start = transitionStart, !isMoving(at: now, duration: duration) else { return }
    self.pending = nil
    self.start(from: ring.value, to: pending.value, max: pending.max, at: start + duration)
  }

  private mutating func start(from current: Double, to target: Double, max: Double, at time: Duration) {
    ring.maxValue = max
    origin = Self.clamped(current, max: max)
    ring.value = Self.clamped(target, max: max)
    transitionStart = time
  }

  /// The ring at the latest reading, where the moves end.
  var finalRing: ProgressRing {
    guard let pending else { return ring }
    var final = ring
    final.maxValue = pending.max
    final.value = Self.clamped(pending.value, max: pending.max)
    return final
  }

  private static func clamped(_ value: Double, max: Double) -> Double {
    max > 0 ? Swift.min(Swift.max(value, 0), max) : 0
  }
}
