import RingKit

/// The animation flags of one `ringgen` run.
struct AnimationSettings: Sendable, Hashable {
  /// Where the value starts; nil is 0.
  var from: Double?
  /// Seconds the value takes to move; nil is 1 s for an animation (0.3 s for each move of
  /// `watch`).
  var duration: Double?
  /// Seconds before it moves.
  var delay = 0.0
  /// Frames per second of an animated output.
  var fps = 30.0
  /// How the value moves (and the default for keyframe segments).
  var easing = Easing.easeInOut
  /// Keyframes, which replace `from`, `duration` and `delay`.
  var keyframes: Keyframes?
  /// An indeterminate spinner, which replaces the value's movement; `duration` is its period.
  var spinner: Spinner.Style?
  /// The time of a single still frame, if one was asked for.
  var at: Double?
  /// How many times an animated output plays; 0 is forever.
  var loop = 0
  /// Threads to render frames on; nil is one per core.
  var jobs: Int?

  /// The movement of `ring`'s value: keyframes if given, else from `from` to the ring's value.
  func animation(of ring: ProgressRing) -> RingAnimation {
    if let spinner {
      return RingAnimation(ring: ring, timeline: .spinner(Spinner(style: spinner, period: duration ?? 1)))
    }
    if var keyframes {
      keyframes.easing = easing
      return RingAnimation(ring: ring, timeline: .keyframes(keyframes))
    }
    return RingAnimation(ring: ring, from: from ?? 0, duration: duration ?? 1, delay: delay, easing: easing)
  }

  /// The flags and JSON keys that only matter for animation.
  static let inputNames: Set<String> = [
    "--from", "from", "--duration", "duration", "--delay", "delay", "--fps", "fps", "--easing", "easing",
    "--keyframes", "keyframes", "--loop", "loop", "--jobs", "jobs", "--indeterminate", "indeterminate",
  ]
}
