/// A gradient laid along an arc: colours that change with the angle around a centre, as CSS's
/// `conic-gradient` does, within an annulus that covers the band it paints.
///
/// The stops run from ``start`` through ``sweep`` (clockwise when positive). Outside the swept
/// angle the colour stays at the nearer end's: the first stop's before the start, the last
/// stop's past the end, each over half of the gap, so a band's caps take the colour of the
/// end they sit on. A full turn has no gap: the last colour meets the first at ``start``.
public struct ConicGradient: Sendable, Hashable {
  /// The colours and where they sit.
  public var gradient: RingGradient
  /// The colour space the stops blend in.
  public var interpolation: GradientInterpolation
  /// The centre the angles are measured around, in points.
  public var center: Point
  /// The annulus the paint covers: inner and outer radius in points (inner may be 0).
  public var innerRadius: Double
  /// See ``innerRadius``.
  public var outerRadius: Double
  /// Where the first stop sits.
  public var start: Angle
  /// How far the stops reach from ``start``: positive is clockwise, at most a full turn.
  public var sweep: Angle
  /// The angles a renderer must paint, clockwise from their first: a band's own arc and its
  /// caps. Elsewhere nothing is filled, so ``pieces(maximumSweep:oklabSweep:)`` leaves it out
  /// (a mesh costs by its area). A full turn by default.
  public var visible: (from: Angle, sweep: Angle) {
    get { (visibleFrom, visibleSweep) }
    set {
      visibleFrom = newValue.from
      visibleSweep = Angle(radians: min(max(newValue.sweep.radians, 0), 2 * .pi))
    }
  }
  private var visibleFrom = Angle.zero
  private var visibleSweep = Angle.fullTurn

  /// Creates a conic gradient.
  public init(
    gradient: RingGradient, interpolation: GradientInterpolation = .srgb, center: Point, innerRadius: Double,
    outerRadius: Double, start: Angle, sweep: Angle
  ) {
    self.gradient = gradient
    self.interpolation = interpolation
    self.center = center
    self.innerRadius = innerRadius
    self.outerRadius = outerRadius
    self.start = start
    self.sweep = Angle(radians: min(max(sweep.radians, -2 * .pi), 2 * .pi))
  }

  /// The colour at `angle`.
  public func color(at angle: Angle) -> RingColor {
    gradient.color(at: fraction(at: angle), in: interpolation)
  }

  /// How far along the stops `angle` is, 0…1 (see the type's description for the gap).
  public func fraction(at angle: Angle) -> Double {
    let total = abs(sweep.radians)
    guard total > 0 else { return 0 }
    let fullTurn = 2 * Double.pi
    let signed = sweep.radians >= 0 ? angle.radians - start.radians : start.radians - angle.radians
    var offset = signed.truncatingRemainder(dividingBy: fullTurn)
    if offset < 0 { offset += fullTurn }
    if offset <= total { return offset / total }
    return offset - total < (fullTurn - total) / 2 ? 1 : 0
  }

  /// A clockwise span of angles whose colour changes linearly from ``fromColor`` to
  /// ``toColor``: what a renderer without conic gradients fills one piece at a time.
  public struct Piece: Sendable, Hashable {
    /// Where the piece begins.
    public var from: Angle
    /// Where it ends, clockwise from ``from`` (`to.radians > from.radians`).
    public var to: Angle
    /// The colour at ``from``.
    public var fromColor: RingColor
    /// The colour at ``to``.
    public var toColor: RingColor

    /// For a cubic Bézier that follows the piece's arc on a circle of radius r: how far its
    /// control points lie from the ends along the tangents, per point of radius
    /// (4/3 · tan(θ/4)).
    public var bezierHandle: Double { 4.0 / 3.0 * tangent((to.radians - from.radians) / 4) }
  }

  /// The ``visible`` angles, cut into pieces of
  /// at most `maximumSweep` across which the colour is linear in the angle: cut at every stop
  /// (so hard stops stay hard), at both ends of the sweep and in the middle of the gap. In
  /// OKLab the pieces are at most `oklabSweep` wide, since a straight blend between two
  /// OKLab samples approximates the curve through sRGB.
  ///
  /// Renderers fill these with linear colour: Cairo's mesh patches, SVG's linear gradients.
  public func pieces(maximumSweep: Angle = .degrees(90), oklabSweep: Angle = .degrees(4)) -> [Piece] {
    let all = wholeTurn(maximumSweep: maximumSweep, oklabSweep: oklabSweep)
    guard visibleSweep.radians < 2 * .pi, let first = all.first else { return all }
    // The visible span as clockwise offsets from where the tiling starts, split where it wraps.
    let fullTurn = 2 * Double.pi
    let origin = first.from.radians
    var start = (visibleFrom.radians - origin).truncatingRemainder(dividingBy: fullTurn)
    if start < 0 { start += fullTurn }
    let end = start + visibleSweep.radians
    var spans = [(origin + start, origin + min(end, fullTurn))]
    if end > fullTurn { spans.append((origin, origin + end - fullTurn)) }
    var clipped: [Piece] = []
    for piece in all {
      let (a, b) = (piece.from.radians, piece.to.radians)
      for (low, high) in spans where min(b, high) - max(a, low) > 1e-12 {
        let from = max(a, low), to = min(b, high)
        func color(_ angle: Double) -> RingColor {
          piece.fromColor.mixed(with: piece.toColor, by: (angle - a) / (b - a))
        }
        clipped.append(
          Piece(from: Angle(radians: from), to: Angle(radians: to), fromColor: color(from), toColor: color(to)))
      }
    }
    return clipped
  }

  /// The whole turn, clockwise from the gradient's clockwise-most start, in pieces (see
  /// ``pieces(maximumSweep:oklabSweep:)``).
  private func wholeTurn(maximumSweep: Angle = .degrees(90), oklabSweep: Angle = .degrees(4)) -> [Piece] {
    let total = abs(sweep.radians)
    let limit = max(
      interpolation == .oklab ? min(maximumSweep.radians, oklabSweep.radians) : maximumSweep.radians, 1e-3)
    var pieces: [Piece] = []
    func append(from: Double, to: Double, colors: (Double) -> RingColor) {
      guard to - from > 1e-12 else { return }
      let count = Int(((to - from) / limit).rounded(.up))
      for index in 0..<count {
        let a = from + (to - from) * Double(index) / Double(count)
        let b = from + (to - from) * Double(index + 1) / Double(count)
        pieces.append(Piece(from: Angle(radians: a), to: Angle(radians: b), fromColor: colors(a), toColor: colors(b)))
      }
    }
    // The swept part, stop segment by stop segment, as clockwise offsets from `origin`.
    let clockwise = sweep.radians >= 0
    let origin = clockwise ? start.radians : start.radians + sweep.radians
    let locations = gradient.locations
    let colors = gradient.stops.map(\.color)
    if total > 0, !locations.isEmpty {
      var segments: [(from: Double, to: Double, fromColor: RingColor, toColor: RingColor)] = []
      if locations[0] > 0 { segments.append((0, locations[0], colors[0], colors[0])) }
      for index in 1..<locations.count where locations[index] > locations[index - 1] {
        segments.append((locations[index - 1], locations[index], colors[index - 1], colors[index]))
      }
      if let last = locations.last, last < 1 {
        segments.append((last, 1, colors[colors.count - 1], colors[colors.count - 1]))
      }
      if !clockwise { segments = segments.reversed().map { (1 - $0.to, 1 - $0.from, $0.toColor, $0.fromColor) } }
      for segment in segments {
        let from = origin + segment.from * total, to = origin + segment.to * total
        append(from: from, to: to) { angle in
          let local = (angle - from) / (to - from)
          return segment.fromColor.mixed(with: segment.toColor, by: local, in: self.interpolation)
        }
      }
    }
    // The gap: each half in the colour of the end beside it.
    let fullTurn = 2 * Double.pi
    if total < fullTurn {
      let gapStart = origin + total, gap = fullTurn - total
      let endColor = color(at: Angle(radians: gapStart - 1e-9))
      let startColor = color(at: Angle(radians: origin + 1e-9))
      append(from: gapStart, to: gapStart + gap / 2) { _ in endColor }
      append(from: gapStart + gap / 2, to: origin + fullTurn) { _ in startColor }
    }
    return pieces
  }
}
