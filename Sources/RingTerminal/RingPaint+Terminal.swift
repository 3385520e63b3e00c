import RingKit

extension RingPaint {
  /// The one colour a terminal part takes in every cell, or nil when the paint's colour
  /// changes with the angle and each cell takes its own. Every kind of paint is classified
  /// here, so that a new one is a compile error rather than a silent fallback.
  var uniformColor: RingColor? {
    switch self {
    case .solid(let color): color
    case .conic: nil
    }
  }
}
