/// One band of the ring (the track or the progress) as geometry: an arc of a given width
/// around a centre, with caps, a fill and a 1-point frame.
///
/// A band is drawn as MBCircularProgressBar draws it: the outline of the stroked centre line is
/// filled with ``fill``, then framed with a ``frameWidth``-point line painted with ``frame``,
/// so its visible thickness is ``lineWidth`` + 1.
public struct RingBand: Sendable, Hashable {
  /// The width of the frame drawn around every band's outline, in points (MB never sets a
  /// line width, so Core Graphics' default of 1 applies).
  public static let frameWidth = 1.0

  /// The centre of the ring, in points.
  public var center: Point
  /// The radius of the band's centre line, in points.
  public var radius: Double
  /// The band's width across, in points, not counting the frame.
  public var lineWidth: Double
  /// Where the band begins: for the progress band, the end it grows from.
  public var start: Angle
  /// How far the band runs from ``start``: positive is clockwise; at most one full turn either way.
  public var sweep: Angle
  /// How both ends are finished (unused by a full circle).
  public var cap: LineCap
  /// What the outline is filled with.
  public var fill: RingPaint
  /// What the 1-point frame is painted with.
  public var frame: RingPaint

  /// Creates a band; `sweep` is clamped to one full turn either way.
  public init(
    center: Point, radius: Double, lineWidth: Double, start: Angle, sweep: Angle, cap: LineCap,
    fill: RingPaint, frame: RingPaint
  ) {
    self.center = center
    self.radius = radius
    self.lineWidth = lineWidth
    self.start = start
    self.sweep = Angle(radians: min(max(sweep.radians, -2 * .pi), 2 * .pi))
    self.cap = cap
    self.fill = fill
    self.frame = frame
  }

  /// Creates a band of solid colours.
  public init(
    center: Point, radius: Double, lineWidth: Double, start: Angle, sweep: Angle, cap: LineCap,
    fillColor: RingColor, strokeColor: RingColor
  ) {
    self.init(
      center: center, radius: radius, lineWidth: lineWidth, start: start, sweep: sweep, cap: cap,
      fill: .solid(fillColor), frame: .solid(strokeColor))
  }

  /// Paints the band's fill and frame with `gradient` from `start` through `sweep`, over an
  /// annulus that covers the band with its caps and frame.
  public mutating func paint(
    with gradient: RingGradient, interpolation: GradientInterpolation, start: Angle, sweep: Angle
  ) {
    // The annulus and the angles the band covers with its frame and caps: a mesh costs by
    // its area. Square caps reach past the outer edge by up to half the width at their corners.
    let inner = max(radius - lineWidth / 2 - Self.frameWidth, 0)
    let conic = ConicGradient(
      gradient: gradient, interpolation: interpolation, center: center, innerRadius: inner,
      outerRadius: outerRadius + (cap == .square && !isFullCircle ? lineWidth / 2 : 0) + Self.frameWidth, start: start,
      sweep: sweep)
    fill = .conic(conic)
    frame = .conic(conic)
    narrowPaint()
  }

  /// Limits a conic fill and frame to the angles this band covers with its frame and caps,
  /// after its start or sweep changed (a segment cut from a painted band): a mesh costs by
  /// its area, and SVG writes a piece for every few degrees it covers.
  public mutating func narrowPaint() {
    fill = narrowed(fill)
    frame = narrowed(frame)
  }

  private func narrowed(_ paint: RingPaint) -> RingPaint {
    guard case .conic(var conic) = paint else { return paint }
    let inner = max(radius - lineWidth / 2 - Self.frameWidth, 0)
    // A band that reaches the centre covers angles opposite its arc too; so does a full turn.
    guard !isFullCircle, inner > 0 else {
      conic.visible = (from: .zero, sweep: .fullTurn)
      return .conic(conic)
    }
    // Past each end, a round or square cap reaches at most half the width (and the frame,
    // and a point for anti-aliasing) along the tangent, which at the inner edge is the widest
    // angle; a butt end only its frame.
    let runOn = (cap == .butt ? 0 : lineWidth / 2) + 2 * Self.frameWidth
    let reach = arcTangent(runOn, inner)
    let clockwiseFirst = sweep.radians >= 0 ? start : end
    conic.visible = (
      from: clockwiseFirst - Angle(radians: reach), sweep: Angle(radians: abs(sweep.radians) + 2 * reach)
    )
    return .conic(conic)
  }

  /// Where the band ends: ``start`` + ``sweep``.
  public var end: Angle { start + sweep }

  /// Whether the band closes on itself: a ring with no ends, no caps and no seam.
  public var isFullCircle: Bool { abs(sweep.radians) >= 2 * .pi }

  /// The radius of the band's outer edge, in points, not counting the frame.
  public var outerRadius: Double { radius + lineWidth / 2 }

  /// The radius of the band's inner edge, in points, never below 0.
  ///
  /// A band wider than twice its radius reaches past the centre; ``outline`` then follows its
  /// inner edge on the far side, as stroking the centre line does.
  public var innerRadius: Double { max(radius - lineWidth / 2, 0) }

  /// The band's outline, to be filled (non-zero winding) and then framed.
  ///
  /// The outline runs clockwise along the outer edge, around the far cap, back along the inner
  /// edge and around the near cap, which is what stroking the centre line with these caps
  /// produces. A full circle is two concentric circles of opposite directions.
  public var outline: RingPath { outline(outset: 0) }

  /// How the band is put down: its outline filled, then framed; or, when the frame has the
  /// fill's paint and that is opaque (MB's defaults and ringgen's), the outline grown by half
  /// the frame filled once, which covers exactly what the fill and the frame cover together
  /// in about a third of the time.
  public var shape: RingShape {
    if fill == frame && fill.isOpaque { return RingShape(path: outline(outset: Self.frameWidth / 2), fill: fill) }
    return RingShape(path: outline, fill: fill, frame: RingShape.Frame(paint: frame, width: Self.frameWidth))
  }

  /// The outline grown outwards by `outset` points on every side, with mitred corners.
  ///
  /// `outline(outset: frameWidth / 2)` is exactly the area that the outline's fill and its
  /// frame cover together, which lets a renderer draw an opaque band whose frame has the fill's
  /// colour with one fill instead of a fill and a stroke.
  public func outline(outset: Double) -> RingPath {
    let outer = outerRadius + outset
    // Signed: below 0 the inner edge lies on the far side of the centre.
    let inner = radius - lineWidth / 2 - outset
    if isFullCircle {
      guard inner > 0 else {
        return RingPath(elements: [
          .move(to: Angle.zero.point(radius: outer, around: center)),
          .arc(center: center, radius: outer, from: .zero, to: .fullTurn, clockwise: true),
          .close,
        ])
      }
      return RingPath(elements: [
        .move(to: Angle.zero.point(radius: outer, around: center)),
        .arc(center: center, radius: outer, from: .zero, to: .fullTurn, clockwise: true),
        .close,
        .move(to: Angle.fullTurn.point(radius: inner, around: center)),
        .arc(center: center, radius: inner, from: .fullTurn, to: .zero, clockwise: false),
        .close,
      ])
    }
    // Walk the band clockwise from its counter-clockwise end, whichever way it grows.
    let from = sweep.radians >= 0 ? start : end
    let to = from + Angle(radians: abs(sweep.radians))
    let edges = (outer: outer, inner: inner, outset: outset)
    var elements: [RingPath.Element] = [
      .move(to: from.point(radius: outer, around: center)),
      .arc(center: center, radius: outer, from: from, to: to, clockwise: true),
    ]
    elements += cap(at: to, edges: edges, direction: 1)
    if inner > 0 {
      elements.append(.arc(center: center, radius: inner, from: to, to: from, clockwise: false))
    } else if inner < 0 {
      let halfTurn = Angle(radians: .pi)
      elements.append(.arc(center: center, radius: -inner, from: to + halfTurn, to: from + halfTurn, clockwise: false))
    } else {
      elements.append(.line(to: center))
    }
    elements += cap(at: from, edges: edges, direction: -1)
    elements.append(.close)
    return RingPath(elements: elements)
  }

  /// The steps around one end, from the outer edge to the inner edge (`direction` 1, the
  /// clockwise end) or from the inner edge to the outer edge (`direction` −1). A negative
  /// inner radius puts the inner corner on the far side of the centre.
  ///
  /// A butt end grown by an outset is a square end that runs on by the outset alone.
  private func cap(
    at angle: Angle, edges: (outer: Double, inner: Double, outset: Double), direction: Double
  ) -> [RingPath.Element] {
    let outer = angle.point(radius: edges.outer, around: center)
    let inner = angle.point(radius: edges.inner, around: center)
    let runOn: Double
    switch cap {
    case .round:
      let capCenter = angle.point(radius: radius, around: center)
      let from = direction > 0 ? angle : angle + Angle(radians: .pi)
      return [
        .arc(
          center: capCenter, radius: lineWidth / 2 + edges.outset, from: from, to: from + Angle(radians: .pi),
          clockwise: true)
      ]
    case .butt where edges.outset == 0:
      return direction > 0 ? [.line(to: inner)] : [.line(to: outer)]
    case .butt:
      runOn = edges.outset
    case .square:
      runOn = lineWidth / 2 + edges.outset
    }
    let runOut = angle.clockwiseTangent * (runOn * direction)
    return direction > 0
      ? [.line(to: outer + runOut), .line(to: inner + runOut), .line(to: inner)]
      : [.line(to: inner + runOut), .line(to: outer + runOut), .line(to: outer)]
  }
}
