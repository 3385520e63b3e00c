/// What an area or a frame is painted with.
///
/// Every band's fill and frame is a paint; renderers (Cairo for PNG and PDF, SVG, the
/// terminal) each know how to apply every kind. A new kind of paint is added here, in the
/// Cairo painter, in the SVG writer and in the terminal's colour picking — nowhere else.
public enum RingPaint: Sendable, Hashable {
  /// One colour.
  case solid(RingColor)
  /// Colours that change with the angle around a centre.
  case conic(ConicGradient)

  /// Whether the paint covers what it paints completely (no translucent colour).
  public var isOpaque: Bool {
    switch self {
    case .solid(let color): color.alpha >= 1
    case .conic(let conic): conic.gradient.stops.allSatisfy { $0.color.alpha >= 1 }
    }
  }

  /// Whether the paint leaves no ink at all.
  public var isInvisible: Bool {
    switch self {
    case .solid(let color): color.isTransparent
    case .conic(let conic): conic.gradient.stops.allSatisfy { $0.color.isTransparent }
    }
  }

  /// The colour at `angle` around the paint's centre (a solid colour everywhere).
  public func color(at angle: Angle) -> RingColor {
    switch self {
    case .solid(let color): color
    case .conic(let conic): conic.color(at: angle)
    }
  }
}
