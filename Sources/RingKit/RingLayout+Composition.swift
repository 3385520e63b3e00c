extension RingLayout {
  /// The parts a ring is composed of beyond its two bands: segments, laps past the maximum,
  /// the secondary arc, ticks, the target mark and the knob. Angles run from the track's start
  /// in the direction progress grows.
  struct Composition {
    /// The track's sweep, in radians (positive).
    let arc: Double
    /// Where the track starts, in the direction progress grows.
    let start: Angle
    /// +1 when progress grows clockwise, −1 otherwise.
    let direction: Double
    let ring: ProgressRing
    /// The progress band's width in points (an automatic width resolved for the canvas).
    let progressLineWidth: Double

    init(ring: ProgressRing, progressLineWidth: Double, arc turns: Double, trackStart: Angle, trackSweep: Angle) {
      self.ring = ring
      self.progressLineWidth = progressLineWidth
      arc = turns * 2 * .pi
      start = trackStart
      direction = trackSweep.radians < 0 ? -1 : 1
    }

    private func angle(_ offset: Double) -> Angle { start + Angle(radians: direction * offset) }

    // MARK: Paint

    /// The progress band's paint: its gradient, then its threshold colour, if any.
    func paint(_ band: inout RingBand) {
      if let gradient = ring.progressGradient {
        let span = ring.gradientSpan == .progress ? band.sweep : Angle(radians: direction * arc)
        band.paint(with: gradient, interpolation: ring.gradientInterpolation, start: start, sweep: span)
      }
      if let color = thresholdColor() {
        band.fill = .solid(color)
        band.frame = .solid(color)
      }
    }

    private func thresholdColor() -> RingColor? {
      let percent = ring.laps * 100
      guard let first = ring.thresholds.first, ring.thresholdBlend || percent >= first.percent else { return nil }
      return RingThreshold.color(
        at: percent, thresholds: ring.thresholds, base: ring.progressColor, blend: ring.thresholdBlend)
    }

    // MARK: Segments

    /// `band` cut into ``ProgressRing/segments`` equal slots of the track with
    /// ``ProgressRing/segmentGap`` points between the ends of neighbouring pieces (caps and
    /// frame included), keeping what lies within `filling` of the track; or `band` itself.
    func segments(of band: RingBand, filling: Double) throws(RingValidationError) -> [RingBand] {
      let count = ring.segments
      guard count >= 2 else { return [band] }
      let slot = arc / Double(count)
      let runOn = (band.cap == .butt ? 0 : band.lineWidth / 2) + RingBand.frameWidth / 2
      let trim = (ring.segmentGap / 2 + runOn) / max(band.radius, 1e-9)
      guard slot - 2 * trim > 1e-9 else {
        throw RingValidationError(
          .segmentGap,
          reason:
            "a gap of \(FixedPoint.compact(ring.segmentGap)) pt leaves no segment: \(count) segments of \(FixedPoint.format(slot * band.radius, places: 2)) pt each, less the gap and the caps"
        )
      }
      var filled = filling * arc
      if ring.segmentSnap { filled = (filling * Double(count) + 1e-9).rounded(.down) * slot }
      var pieces: [RingBand] = []
      for index in 0..<count {
        let from = Double(index) * slot + trim
        let to = min(Double(index + 1) * slot - trim, filled)
        guard to - from > 1e-9 else { continue }
        var piece = band
        piece.start = angle(from)
        piece.sweep = Angle(radians: direction * (to - from))
        piece.narrowPaint()
        pieces.append(piece)
      }
      return pieces
    }

    // MARK: Laps

    /// The laps that show for a value of ``ProgressRing/laps`` > 1 turns: the last full lap
    /// and the current one over it, each a shade deeper (or further along the gradient), and
    /// the soft shadow under the current lap's tip.
    func laps(of band: RingBand) -> ([RingBand], RingBlur) {
      let total = ring.laps
      let top = Int(total.rounded(.up)) - 1
      func lap(_ index: Int, sweep: Double) -> RingBand {
        var lap = band
        lap.sweep = Angle(radians: direction * sweep)
        if let color = thresholdColor() {
          lap.fill = .solid(Self.shade(color, lap: index))
          lap.frame = lap.fill
        } else if let gradient = ring.progressGradient {
          let slice =
            ring.gradientSpan == .progress
            ? gradient.slice(
              from: Double(index) / total, to: min(Double(index + 1) / total, 1), in: ring.gradientInterpolation)
            : gradient
          let span = ring.gradientSpan == .progress ? sweep : arc
          lap.paint(
            with: slice, interpolation: ring.gradientInterpolation, start: start,
            sweep: Angle(radians: direction * span))
        } else {
          lap.fill = .solid(Self.shade(ring.progressColor, lap: index))
          lap.frame = .solid(Self.shade(ring.resolvedProgressStrokeColor, lap: index))
        }
        return lap
      }
      let under = lap(top - 1, sweep: arc)
      let current = lap(top, sweep: (total - Double(top)) * arc)
      // A disc of the band's width at the tip, pushed a little ahead and blurred: it darkens
      // the lap below just past the tip, so the overlap reads.
      let tip = current.end.point(radius: band.radius, around: band.center)
      let width = band.lineWidth
      let disc = Self.circle(center: tip, radius: width / 2 + RingBand.frameWidth / 2)
      let ahead = current.end.clockwiseTangent * (direction * width * 0.2)
      let blur = width * 0.6
      let reach = width / 2 + 1 + 1.5 * blur + width * 0.2
      let shadow = RingBlur(
        paths: [disc], offset: ahead, radius: blur, color: RingColor(white: 0, alpha: 0.45),
        area: Rect(x: tip.x - reach, y: tip.y - reach, width: 2 * reach, height: 2 * reach))
      return ([under, current], shadow)
    }

    /// A lap's colour: the first lap's own, then deeper by 18 % of black per lap, to 54 %.
    static func shade(_ color: RingColor, lap: Int) -> RingColor {
      guard lap > 0 else { return color }
      let black = RingColor(red: 0, green: 0, blue: 0, alpha: color.alpha)
      return color.mixed(with: black, by: min(0.18 * Double(lap), 0.54))
    }

    // MARK: Secondary arc, ticks, target, knob

    /// The secondary arc, segmented as the progress is.
    func secondary(
      value: Double, center: Point, radius: Double
    )
      throws(RingValidationError) -> [RingBand]
    {
      let share = min(max(value / ring.maxValue, 0), 1)
      guard share > 0 else { return [] }
      let color = ring.resolvedSecondaryColor
      let band = RingBand(
        center: center, radius: radius, lineWidth: progressLineWidth, start: start,
        sweep: Angle(radians: direction * share * arc), cap: ring.progressCapType, fillColor: color, strokeColor: color)
      return try segments(of: band, filling: share)
    }

    /// The ticks over the track's sweep.
    func ticks(track: RingBand?) -> [RingShape] {
      guard let track, ring.ticks > 0, ring.tickLength > 0, ring.tickWidth > 0 else { return [] }
      let length = ring.tickLength
      let (from, to): (Double, Double) =
        switch ring.tickPosition {
        case .center: (track.radius - length / 2, track.radius + length / 2)
        case .inside: (Self.innerEdge(of: track) - length, Self.innerEdge(of: track))
        case .outside: (Self.outerEdge(of: track), Self.outerEdge(of: track) + length)
        }
      let closed = arc >= 2 * .pi - 1e-9
      return (0...ring.ticks).compactMap { index in
        guard !(closed && index == ring.ticks) else { return nil }
        let at = angle(Double(index) / Double(ring.ticks) * arc)
        return RingShape(
          path: Self.radialBar(at: at, from: from, to: to, width: ring.tickWidth, center: track.center),
          fill: .solid(ring.tickColor))
      }
    }

    /// The target mark across the track, or nil without a target.
    func target(track: RingBand?) throws(RingValidationError) -> RingShape? {
      guard let track, let target = ring.target else { return nil }
      guard ring.maxValue > 0, (0...ring.maxValue).contains(target.amount) else {
        throw RingValidationError(
          .target,
          reason: "\(FixedPoint.compact(target.amount)) is outside 0…\(FixedPoint.compact(max(ring.maxValue, 0)))")
      }
      let at = angle(target.amount / ring.maxValue * arc)
      return RingShape(
        path: Self.radialBar(
          at: at, from: Self.innerEdge(of: track) - 2, to: Self.outerEdge(of: track) + 2, width: 2,
          center: track.center),
        fill: .solid(target.color ?? ring.fontColor))
    }

    /// Where the ink of `track`'s frame ends inside and outside, in points from the centre.
    private static func innerEdge(of track: RingBand) -> Double {
      track.radius - track.lineWidth / 2 - RingBand.frameWidth / 2
    }

    private static func outerEdge(of track: RingBand) -> Double { track.outerRadius + RingBand.frameWidth / 2 }

    /// The value at each tick, centred a little beyond the tick: outside the track for
    /// `outside` ticks, inside its inner edge otherwise.
    func tickLabels(track: RingBand, fontSize: Double) -> [RingText] {
      guard ring.ticks > 0 else { return [] }
      let inner = track.radius - track.lineWidth / 2 - RingBand.frameWidth / 2
      let outer = track.outerRadius + RingBand.frameWidth / 2
      let radius =
        ring.tickPosition == .outside
        ? outer + ring.tickLength + fontSize * 0.9
        : inner - (ring.tickPosition == .inside ? ring.tickLength : 0) - fontSize * 0.9
      let closed = arc >= 2 * .pi - 1e-9
      let places = min(max(ring.decimalPlaces, 0), ProgressRing.maxDecimalPlaces)
      return (0...ring.ticks).compactMap { index in
        guard !(closed && index == ring.ticks), radius > 0 else { return nil }
        let share = Double(index) / Double(ring.ticks)
        let value = FixedPoint.format(share * max(ring.maxValue, 0), places: places)
        return RingText(
          runs: [TextRun(text: value, fontName: ring.unitFontName, fontSize: fontSize)], color: ring.tickColor,
          center: angle(share * arc).point(radius: radius, around: track.center))
      }
    }

    /// The knob: a disc at the tip of `band`, white unless coloured, framed in the tip's
    /// colour; with the ring's shadow, its own shadow.
    func knob(
      _ marker: RingMarker, on band: RingBand, bounds: Rect
    ) throws(RingValidationError)
      -> (RingShape, RingBlur?)
    {
      let radius = marker.amount
      guard radius > 0, 2 * radius <= min(bounds.width, bounds.height) else {
        throw RingValidationError(
          .knob,
          reason:
            "a radius of \(FixedPoint.compact(radius)) pt must be above 0 and fit the drawing area (\(FixedPoint.compact(min(bounds.width, bounds.height) / 2)) pt)"
        )
      }
      let tip = band.end.point(radius: band.radius, around: band.center)
      let disc = Self.circle(center: tip, radius: radius)
      let shape = RingShape(
        path: disc, fill: .solid(marker.color ?? .white),
        frame: RingShape.Frame(paint: .solid(band.fill.color(at: band.end)), width: RingBand.frameWidth))
      guard let shadow = ring.shadow else { return (shape, nil) }
      let reach = radius + 1 + 1.5 * shadow.blur
      let area = Rect(
        x: tip.x + shadow.offset.x - reach, y: tip.y + shadow.offset.y - reach, width: 2 * reach, height: 2 * reach)
      return (
        shape,
        RingBlur(paths: [disc], offset: shadow.offset, radius: shadow.blur, color: shadow.color, area: area)
      )
    }

    // MARK: Paths

    static func circle(center: Point, radius: Double) -> RingPath {
      RingPath(elements: [
        .move(to: Angle.zero.point(radius: radius, around: center)),
        .arc(center: center, radius: radius, from: .zero, to: .fullTurn, clockwise: true), .close,
      ])
    }

    /// A bar of `width` along the radius at `angle`, from radius `from` to `to`.
    static func radialBar(at angle: Angle, from: Double, to: Double, width: Double, center: Point) -> RingPath {
      let side = angle.clockwiseTangent * (width / 2)
      let near = angle.point(radius: max(from, 0), around: center)
      let far = angle.point(radius: max(to, 0), around: center)
      return RingPath(elements: [
        .move(to: near - side), .line(to: far - side), .line(to: far + side), .line(to: near + side), .close,
      ])
    }
  }
}
