import RingKit

/// The animation flags of one `ringgen` run: the animation keys of RingKit's schema.
typealias AnimationSettings = RenderSpec.Animation

extension RenderSpec.Animation {
  /// The flags and JSON keys that only matter for animation.
  static let inputNames = Set(
    RenderSpec.Key.inputNames(of: [.from, .duration, .delay, .fps, .easing, .keyframes, .loop, .jobs, .indeterminate]))
}
