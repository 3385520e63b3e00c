/// A ring whose value moves over time: the frame at any time is a pure function of it.
///
/// ```swift
/// let animation = RingAnimation(ring: ProgressRing(value: 15, maxValue: 30), from: 0, duration: 1)
/// animation.ring(at: 0.5).value            // 7.5, and its label reads "25%"
/// try animation.frameTimes(fps: 30).count  // 31: 0, 1/30, …, 1
/// ```
///
/// Every property but `value` comes from ``ring``; `value` follows the ``Timeline``. The label
/// counts through the in-between values, formatted with `decimalPlaces`, as MB redraws its
/// text on every frame.
public struct RingAnimation: Sendable, Hashable, Codable {
  /// How the value moves.
  public enum Timeline: Sendable, Hashable, Codable {
    /// From one value to another.
    case tween(ValueAnimation)
    /// Through keyframes.
    case keyframes(Keyframes)
    /// No value: an indeterminate spinner, one period long.
    case spinner(Spinner)

    /// The value at `time` seconds (a spinner's: its arc's length in percent).
    public func value(at time: Double) -> Double {
      switch self {
      case .tween(let animation): animation.value(at: time)
      case .keyframes(let keyframes): keyframes.value(at: time)
      case .spinner(let spinner): spinner.length(at: time) * 100
      }
    }

    /// When the value stops moving, in seconds (a spinner's period).
    public var endTime: Double {
      switch self {
      case .tween(let animation): animation.endTime
      case .keyframes(let keyframes): keyframes.endTime
      case .spinner(let spinner): spinner.period
      }
    }
  }

  /// The most frames an animation may have.
  public static let maxFrames = 10_000
  /// The frame rates an animation may be rendered at, in frames per second: below 0.1 a
  /// frame's delay no longer fits an APNG's 16-bit milliseconds.
  public static let fpsRange = 0.1...240.0

  /// The ring's look; its `value` is replaced on every frame.
  public var ring: ProgressRing
  /// How the value moves.
  public var timeline: Timeline

  /// Creates an animation of `timeline` with `ring`'s look.
  public init(ring: ProgressRing, timeline: Timeline) {
    self.ring = ring
    self.timeline = timeline
  }

  /// Animates from `from` to `ring.value`, as MB does when the value is set in an animation
  /// block.
  public init(
    ring: ProgressRing, from: Double = 0, duration: Double = 1, delay: Double = 0, easing: Easing = .easeInOut
  ) {
    self.init(
      ring: ring,
      timeline: .tween(ValueAnimation(from: from, to: ring.value, duration: duration, delay: delay, easing: easing)))
  }

  /// The ring at `time` seconds.
  ///
  /// A tween moves each concentric ring (``ProgressRing/rings``) too: from its own
  /// ``ProgressRing/animationStart`` (the tween's `from` when nil) to its own value, with its delay, duration and easing, so the label's
  /// `{value}`, `{percent2}`… count with them. Keyframes move ``ProgressRing/value`` alone.
  public func ring(at time: Double) -> ProgressRing {
    if case .spinner(let spinner) = timeline { return spinner.ring(ring, at: time) }
    var frame = ring
    frame.value = timeline.value(at: time)
    for (index, tween) in concentricTweens.enumerated() {
      frame.rings[index].value = tween.value(at: time)
    }
    return frame
  }

  /// Each concentric ring's movement under a tween: the tween with the ring's own start and
  /// value as its ends. Empty for one ring, keyframes and spinners.
  private var concentricTweens: [ValueAnimation] {
    guard case .tween(let tween) = timeline else { return [] }
    return ring.rings.map { concentric in
      var own = tween
      own.from = concentric.animationStart ?? tween.from
      own.to = concentric.value
      return own
    }
  }

  /// The length of the animation, in seconds: when the value stops moving.
  public var duration: Double { timeline.endTime }

  /// How many times an animated file plays when its caller names no count: a value's movement
  /// once, ending on its last frame (a page or a report shows where it arrived); a spinner,
  /// which has no end, forever (0).
  public var defaultLoopCount: Int {
    if case .spinner = timeline { return 0 }
    return 1
  }

  /// The times of the frames at `fps` frames per second, in seconds: frame i is at i / fps, and
  /// the last is exactly at the end, so there are round(duration × fps) + 1 of them. A spinner
  /// leaves out the frame at the end, which is its first again, so that it loops without a
  /// repeated frame: round(period × fps) frames.
  ///
  /// - Throws: ``RingValidationError`` when `fps` is outside ``fpsRange`` (property `fps`), or
  ///   the animation would have more than ``maxFrames`` frames (property `frames`).
  public func frameTimes(fps: Double) throws(RingValidationError) -> [Double] {
    guard Self.fpsRange.contains(fps) else {
      throw RingValidationError(
        .fps, reason: "must be from 0.1 to 240 frames per second, not \(FixedPoint.compact(fps))")
    }
    let intervals = (duration * fps).rounded()
    guard intervals + 1 <= Double(Self.maxFrames) else {
      throw RingValidationError(
        property: "frames", keys: [.duration, .fps],
        reason:
          "\(FixedPoint.compact(duration)) s at \(FixedPoint.compact(fps)) fps is \(FixedPoint.compact(intervals + 1)) frames, over the limit of \(Self.maxFrames)"
      )
    }
    if case .spinner = timeline { return (0..<max(Int(intervals), 1)).map { Double($0) / fps } }
    let count = Int(intervals) + 1
    return (0..<count).map { index in index == count - 1 ? duration : Double(index) / fps }
  }

  /// Checks the ring and the timeline.
  ///
  /// - Throws: ``RingValidationError`` for the first invalid property.
  public func validate() throws(RingValidationError) {
    try ring.validate()
    switch timeline {
    case .tween(let animation):
      try animation.validate()
      for (index, tween) in concentricTweens.enumerated() {
        do throws(RingValidationError) { try tween.validate() } catch {
          throw RingValidationError(.rings, reason: "ring \(index + 1): \(error.property): \(error.reason)")
        }
      }
    case .keyframes(let keyframes): try keyframes.validate()
    case .spinner(let spinner): try spinner.validate()
    }
  }
}
