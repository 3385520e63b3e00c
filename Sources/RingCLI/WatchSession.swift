import RingKit
import RingTerminal

/// The state of a live `ringgen watch`: the value shown, where it is heading, and when the
/// next frame may be drawn. It does no I/O and reads no clock: the caller passes the time, so
/// tests can drive it with a fake clock.
///
/// - A reading starts a move from the value shown to the reading, eased over
///   ``transitionDuration`` with ``easing`` (`--duration` and `--easing` set both); the label
///   counts along with the arc. Readings that arrive during a
///   move are merged: when the move ends, the next starts towards the latest of them. (Starting
///   over at each reading would begin every move at rest, so a fast stream of readings would
///   hold the ring still.)
/// - Frames are at least ``frameInterval`` apart (15 a second), however fast readings come;
///   readings that arrive in between are merged into the next frame.
/// - A frame whose bytes equal the previous one is not written.
/// - Once the transition to the last reading has finished, a frame showing it exactly is
///   drawn (or was already on screen), so the final value is always shown.
struct WatchSession {
  /// The shortest time between two frames: at most 15 frames a second.
  static let frameInterval = Duration.nanoseconds(1_000_000_000 / 15)
  /// How long the arc and the label take to move to a new reading, unless `--duration` says.
  static let defaultTransitionDuration = Duration.milliseconds(300)

  /// The ring as it will look at the end of the current move (its value is the move's target).
  private(set) var ring: ProgressRing
  /// Draws a ring as cells (replaced when the window changes size).
  var render: (ProgressRing) throws(CommandError) -> CellGrid
  /// How the value moves towards a reading: UIView's ease-in-out unless `--easing` says.
  var easing = Easing.easeInOut
  /// How long each move takes.
  var transitionDuration = Self.defaultTransitionDuration

  private var live: LiveRing
  private var origin: Double
  private var transitionStart: Duration?
  /// The latest reading that arrived during a move, as (value, max).
  private var pending: (value: Double, max: Double)?
  private var lastTick: Duration?
  private var lastDrawn: CellGrid?
  private var needsFrame = true

  init(ring: ProgressRing, encoder: ANSIEncoder, render: @escaping (ProgressRing) throws(CommandError) -> CellGrid) {
    self.ring = ring
    self.render = render
    live = LiveRing(encoder: encoder)
    origin = Self.clamped(ring.value, max: ring.maxValue)
    self.ring.value = origin
  }

  /// The value on screen at `now`: eased from where the last transition began to the target.
  func value(at now: Duration) -> Double {
    guard let start = transitionStart, transitionDuration > .zero else { return ring.value }
    let share = (now - start) / transitionDuration
    guard share < 1 else { return ring.value }
    return origin + (ring.value - origin) * easing(share)
  }

  /// Whether a move is under way at `now`.
  private func isMoving(at now: Duration) -> Bool {
    transitionStart.map { now - $0 < transitionDuration } ?? false
  }

  /// Moves towards a new reading, now or when the current move ends.
  mutating func receive(_ reading: WatchReading, at now: Duration) {
    settle(at: now)
    let (target, max) = reading.applied(toMax: pending?.max ?? ring.maxValue)
    needsFrame = true
    if isMoving(at: now) {
      pending = (target, max)
    } else {
      start(from: value(at: now), to: target, max: max, at: now)
    }
  }

  /// Starts the pending move once the current one has ended, as if at the moment it ended.
  private mutating func settle(at now: Duration) {
    guard let pending, let start = transitionStart, !isMoving(at: now) else { return }
    self.pending = nil
    self.start(from: ring.value, to: pending.value, max: pending.max, at: start + transitionDuration)
  }

  private mutating func start(from current: Double, to target: Double, max: Double, at time: Duration) {
    ring.maxValue = max
    origin = Self.clamped(current, max: max)
    ring.value = Self.clamped(target, max: max)
    transitionStart = time
  }

  /// When the next frame is due, or nil when the screen is up to date and nothing is moving.
  func nextFrame(after now: Duration) -> Duration? {
    guard needsFrame else { return nil }
    guard let lastTick else { return now }
    return Swift.max(now, lastTick + Self.frameInterval)
  }

  /// The bytes of the frame due at `now`, or nil when none is due or it would not change the
  /// screen.
  mutating func frame(at now: Duration) throws(CommandError) -> [UInt8]? {
    guard let due = nextFrame(after: now), due <= now else { return nil }
    settle(at: now)
    var shown = ring
    shown.value = value(at: now)
    if !isMoving(at: now) && pending == nil { needsFrame = false }
    lastTick = now
    let grid = try render(shown)
    guard grid != lastDrawn else { return nil }
    lastDrawn = grid
    return live.frame(grid)
  }

  /// The bytes that erase the ring on screen; the next frame is then drawn at once, in full
  /// (after a resize, with the new ``render``, or after the process was continued).
  mutating func clearForRedraw() -> [UInt8] {
    lastDrawn = nil
    lastTick = nil
    needsFrame = true
    return live.clear()
  }

  /// The ring at the latest reading, where the moves end.
  var finalRing: ProgressRing {
    guard let pending else { return ring }
    var final = ring
    final.maxValue = pending.max
    final.value = Self.clamped(pending.value, max: pending.max)
    return final
  }

  /// The bytes that end the live ring (nothing if no frame was drawn).
  var end: [UInt8] { live.end() }

  private static func clamped(_ value: Double, max: Double) -> Double {
    max > 0 ? Swift.min(Swift.max(value, 0), max) : 0
  }
}
