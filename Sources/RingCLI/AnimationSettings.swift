import RingKit

/// The animation flags of one `ringgen` run: the animation keys of RingKit's schema.
typealias AnimationSettings = RenderSpec.Animation

extension RenderSpec.Animation {
  /// The flags and JSON keys that only matter for animation.
  static let inputNames = Set(
    RenderSpec.Key.inputNames(of: RenderSpec.Key.allCases.filter { $0.group == .animation && $0 != .at }))
}
