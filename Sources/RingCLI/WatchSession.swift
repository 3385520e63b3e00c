import RingKit
import RingTerminal

/// The state of a live `ringgen watch`: one ``RingMotion`` per ring (one ring, or one per
/// field of a dashboard), and when the next frame may be drawn. It does no I/O and reads no
/// clock: the caller passes the time, so tests can drive it with a fake clock.
///
/// - A reading moves its ring (see ``RingMotion``), eased over ``transitionDuration`` with
///   ``easing`` (`--duration` and `--easing` set both); the label counts along with the arc.
/// - Frames are at least ``frameInterval`` apart (15 a second), however fast readings come;
///   readings that arrive in between are merged into the next frame.
/// - A frame whose bytes equal the previous one is not written.
/// - Until the first reading arrives, a ``spinner`` (when set) turns in place of the rings, at
///   the same frame rate; the first reading replaces it with the rings.
/// - Once the moves to the last readings have finished, a frame showing them exactly is
///   drawn (or was already on screen), so the final values are always shown.
struct WatchSession {
  /// Draws the rings, as shown at one moment, as cells or as an image.
  typealias Render = ([ProgressRing]) throws(CommandError) -> WatchPicture

  /// The shortest time between two frames: at most 15 frames a second.
  static let frameInterval = Duration.nanoseconds(1_000_000_000 / 15)
  /// How long the arc and the label take to move to a new reading, unless `--duration` says.
  static let defaultTransitionDuration = Duration.milliseconds(300)

  /// The rings, each with its own move.
  private(set) var motions: [RingMotion]
  /// Draws the rings, as shown at one moment (replaced when the window changes size, or when
  /// the input turns out to be a dashboard).
  var render: Render
  /// How the value moves towards a reading: UIView's ease-in-out unless `--easing` says.
  var easing = Easing.easeInOut
  /// How long each move takes.
  var transitionDuration = Self.defaultTransitionDuration

  /// What is shown until the first reading arrives, or nil to show the rings at their
  /// starting values (the spinner's period starts with the first frame).
  var spinner: Spinner?

  private var live: LiveRing
  /// Draws the image frames, inside tmux with kitty's graphics; nil for text only.
  private var liveImage: LiveTmuxImage?
  private var hasReading = false
  private var spinnerStart: Duration?
  private var lastTick: Duration?
  private var lastDrawn: WatchPicture?
  private var needsFrame = true

  /// A session that writes cells with `encoder` and, when `imageIDs` are given, images
  /// with kitty's graphics through tmux under those two ids.
  init(
    rings: [ProgressRing], encoder: ANSIEncoder, imageIDs: (first: UInt8, second: UInt8)? = nil,
    render: @escaping Render
  ) {
    motions = rings.map(RingMotion.init)
    self.render = render
    live = LiveRing(encoder: encoder)
    liveImage = imageIDs.map(LiveTmuxImage.init)
  }

  /// Moves ring `index` towards a new reading, now or when its current move ends.
  mutating func receive(_ reading: WatchReading, ring index: Int = 0, at now: Duration) {
    motions[index].receive(reading, at: now, duration: transitionDuration, easing: easing)
    hasReading = true
    needsFrame = true
  }

  /// The input ended: a spinner still turning gives way to the rings at their starting
  /// values, so the last frame shows them and the session can finish.
  mutating func endInput() {
    guard spinner != nil, !hasReading else { return }
    spinner = nil
    needsFrame = true
  }

  /// Replaces the rings (the input turned out to be a dashboard) and returns the bytes that
  /// erase the old ones; the next frame draws the new ones in full.
  mutating func replaceRings(_ rings: [ProgressRing], render: @escaping Render) -> [UInt8] {
    motions = rings.map(RingMotion.init)
    self.render = render
    return clearForRedraw()
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
    for index in motions.indices { motions[index].settle(at: now, duration: transitionDuration) }
    var shown = motions.map { motion in
      var ring = motion.ring
      ring.value = motion.value(at: now, duration: transitionDuration, easing: easing)
      return ring
    }
    if let spinner, !hasReading {
      // Waiting for the first reading: the spinner turns, so frames keep coming.
      let start = spinnerStart ?? now
      spinnerStart = start
      shown = shown.map { spinner.ring($0, at: (now - start) / .seconds(1)) }
    } else if !motions.contains(where: { $0.isBusy(at: now, duration: transitionDuration) }) {
      needsFrame = false
    }
    lastTick = now
    let picture = try render(shown)
    guard picture != lastDrawn else { return nil }
    lastDrawn = picture
    return draw(picture)
  }

  /// The bytes that put `picture` where the last frame is, erasing that first when it was
  /// of the other kind (an image's placeholders under a dashboard's text, say).
  private mutating func draw(_ picture: WatchPicture) -> [UInt8] {
    switch picture {
    case .cells(let grid):
      let erase = liveImage?.clear() ?? []
      return erase + live.frame(grid)
    case .image(let png, let columns, let rows):
      guard var image = liveImage else { preconditionFailure("an image frame in a session without image ids") }
      let erase = live.clear()
      let bytes = erase + image.frame(png: png, columns: columns, rows: rows)
      liveImage = image
      return bytes
    }
  }

  /// The bytes that erase the rings on screen; the next frame is then drawn at once, in full
  /// (after a resize, with the new ``render``, or after the process was continued).
  mutating func clearForRedraw() -> [UInt8] {
    lastDrawn = nil
    lastTick = nil
    needsFrame = true
    return live.clear() + (liveImage?.clear() ?? [])
  }

  /// The rings at the latest readings, where the moves end.
  var finalRings: [ProgressRing] { motions.map(\.finalRing) }

  /// The bytes that end the live rings (nothing if no frame was drawn); an image stays.
  var end: [UInt8] { (liveImage?.rowsOnScreen ?? 0) > 0 ? liveImage?.end() ?? [] : live.end() }
}
