import RingKit

/// The animation flags of one `ringgen` run: the animation keys of RingKit's schema.
typealias AnimationSettings = RenderSpec.Animation
