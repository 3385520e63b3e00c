extension RenderSpec.Animation {
  /// Whether an SVG is to move: some movement is set (`from`, `duration`, `delay`, an easing
  /// other than the default, keyframes, a spinner, a loop count) and no still frame (`at`) is
  /// asked for. The frame rate and threads alone do not make an SVG move.
  public var animatesSVG: Bool {
    guard at == nil else { return false }
    var moving = self
    moving.fps = Self().fps
    moving.jobs = nil
    return moving != Self()
  }
}
