import RingKit

extension CellPaints {
  /// A band of the picture's plan by where it runs round the centre, and its paint.
  struct Arc {
    var start: Angle
    /// Signed: positive runs clockwise.
    var sweep: Angle
    var paint: RingPaint

    init(_ band: RingBand) {
      start = band.start
      sweep = band.sweep
      paint = band.fill
    }

    /// Whether `angle` lies on the band's sweep (caps left out).
    func contains(_ angle: Angle) -> Bool {
      let direction: Double = sweep.radians < 0 ? -1 : 1
      var offset = ((angle - start).radians * direction).truncatingRemainder(dividingBy: 2 * .pi)
      if offset < 0 { offset += 2 * .pi }
      return offset <= abs(sweep.radians) + 1e-9
    }
  }

  /// A disc of the plan (the knob, the centre fill) on the sampled canvas, and its colour.
  struct Disc {
    var center: Point
    var radius: Double
    var color: RingColor

    /// The disc of a circle path as ``RingLayout`` draws one (a move, then one full arc).
    init?(_ shape: RingShape?, color: RingColor? = nil) {
      guard let shape, let fill = shape.fill.uniformColor,
        let circle = shape.path.elements.lazy.compactMap(Self.circle).first
      else { return nil }
      center = circle.center
      radius = circle.radius
      self.color = color ?? fill
    }

    private static func circle(_ element: RingPath.Element) -> (center: Point, radius: Double)? {
      switch element {
      case .arc(let center, let radius, _, _, _): (center, radius)
      case .move, .line, .close: nil
      }
    }

    func contains(_ point: Point) -> Bool { CellPaints.distance(point, center) <= radius }
  }

  /// The target mark on the sampled canvas: the radial bar's centre line and how far either
  /// side of it a cell's centre may lie and still take the mark's colour (at least half a cell,
  /// so a mark thinner than a cell still colours the cells it crosses).
  struct Mark {
    var near: Point
    var far: Point
    var reach: Double
    var color: RingColor

    /// The bar of ``RingLayout``'s target mark: four corners, near side first.
    init?(_ shape: RingShape?, color: RingColor, halfCell: Double) {
      guard let shape else { return nil }
      let corners = shape.path.elements.compactMap { element -> Point? in
        switch element {
        case .move(let point), .line(let point): point
        case .arc, .close: nil
        }
      }
      guard corners.count == 4 else { return nil }
      near = (corners[0] + corners[3]) * 0.5
      far = (corners[1] + corners[2]) * 0.5
      reach = max(CellPaints.distance(corners[0], corners[3]) / 2, halfCell)
      self.color = color
    }

    func contains(_ point: Point) -> Bool {
      let along = far - near
      let length = along.x * along.x + along.y * along.y
      guard length > 0 else { return CellPaints.distance(point, near) <= reach }
      let share = min(max(((point.x - near.x) * along.x + (point.y - near.y) * along.y) / length, 0), 1)
      return CellPaints.distance(point, near + along * share) <= reach
    }
  }

  static func distance(_ a: Point, _ b: Point) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  /// The colour the picture's plan gives a cell of `part` at `point` (the sampled canvas),
  /// where it is not the part's one paint: the knob, the target mark and ticks over the bands,
  /// each lap's shade, each spinner dot's fade, the secondary arc over the track and the
  /// centre fill; nil elsewhere.
  func planColor(for part: RingPart, at point: Point, around center: Point) -> RingColor? {
    // Measured only where a branch needs it, once: atan2 per cell was a tenth of a frame.
    func angle() -> Angle { Angle(of: point, around: center) }
    switch part {
    case .progress:
      if let knob, knob.contains(point) { return knob.color }
      if let target, target.contains(point) { return target.color }
      if let tick = ticks.first(where: { $0.contains(point) }) { return tick.color }
      if !dots.isEmpty {
        let count = Double(dots.count)
        var turns = (angle().radians / (2 * .pi) * count).rounded().truncatingRemainder(dividingBy: count)
        if turns < 0 { turns += count }
        return dots[Int(turns)]
      }
      guard laps.count > 1 else { return nil }
      let angle = angle()
      let lap = laps.last(where: { $0.contains(angle) }) ?? laps[laps.count - 1]
      return lap.paint.color(at: angle)
    case .track:
      if let target, target.contains(point) { return target.color }
      if let tick = ticks.first(where: { $0.contains(point) }) { return tick.color }
      guard !secondary.isEmpty else { return nil }
      let angle = angle()
      guard let arc = secondary.first(where: { $0.contains(angle) }) else { return nil }
      let over = arc.paint.color(at: angle)
      guard let under = trackPaint?.color(at: angle) else { return over }
      return Self.composite(over, on: under)
    case .background:
      if let centerDisc, Self.distance(point, center) <= centerDisc.radius { return centerDisc.color }
      return nil
    case .none:
      return nil
    }
  }

  /// `top` drawn over `bottom` (source over), as Cairo composites them.
  static func composite(_ top: RingColor, on bottom: RingColor) -> RingColor {
    let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
    guard alpha > 0 else { return .clear }
    func channel(_ a: Double, _ b: Double) -> Double { (a * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
    return RingColor(
      red: channel(top.red, bottom.red), green: channel(top.green, bottom.green), blue: channel(top.blue, bottom.blue),
      alpha: alpha)
  }
}

extension CellPaints {
  /// The paints of the picture's plan (`painted`: thresholds applied, gradients by angle, the
  /// colours of what is drawn over the bands), placed where the parts ring's plan (`parts`)
  /// draws them on the sampled canvas, whose centre is `center`; `halfCell` is half a cell's
  /// width there, in points; `laps` says the progress bands are laps.
  init(painted: PlanSteps, parts: PlanSteps, mode: ColorMode, center: Point, halfCell: Double, laps: Bool) {
    // The top lap's paint, as the picture shows it.
    self.init(progress: painted.progress.last?.fill, track: painted.track.first?.fill, mode: mode, center: center)
    if laps { self.laps = painted.progress.map(Arc.init) }
    secondary = painted.secondary.map(Arc.init)
    if let color = painted.knob?.fill.uniformColor { knob = Disc(parts.knob, color: color) }
    if let color = painted.target?.fill.uniformColor { target = Mark(parts.target, color: color, halfCell: halfCell) }
    if painted.ticks.count == parts.ticks.count {
      ticks = zip(painted.ticks, parts.ticks).compactMap { real, part in
        real.fill.uniformColor.flatMap { Mark(part, color: $0, halfCell: halfCell) }
      }
    }
    if let color = painted.centerDisc?.fill.uniformColor { centerDisc = Disc(parts.centerDisc, color: color) }
    dots = painted.dots.compactMap(\.fill.uniformColor)
    rings = zip(painted.rings, parts.rings).map { real, parts in
      Ring(
        radius: (parts.progress.first ?? parts.track.first)?.radius ?? 0, progress: real.progress.last?.fill,
        track: real.track.first?.fill)
    }
  }
}
