extension RingLayout {
  /// The dots of a `dots` spinner frame: ``Spinner/dotCount`` discs round the ring from
  /// 12 o'clock clockwise, each in the progress colour mixed towards the track colour by how
  /// far it has faded (`brightness` 1 is the progress colour, 0 the track colour).
  ///
  /// A dot is as wide as the wider band (`bandWidth`, in points), but at least 12 % of the drawing area's radius, so it
  /// shows on thin-banded rings, and at most 70 % of the distance between neighbouring dots'
  /// centres, so dots never touch. The dots' outer edges meet the drawing
  /// area's edge, as a band of that width would.
  static func spinnerDots(
    of ring: ProgressRing, bandWidth: Double, brightness: [Double], center: Point, baseRadius: Double
  ) -> [RingShape] {
    let count = Double(max(brightness.count, 1))
    let band = max(bandWidth, 0) + RingBand.frameWidth
    // The centre radius is baseRadius − dot: the gap bound 0.7 × 2R sin(π/N) / 2 solved for it.
    let gapShare = 0.7 * sine(.pi / count)
    let largest = baseRadius * gapShare / (1 + gapShare)
    let radius = min(max(band / 2, 0.12 * baseRadius), largest)
    let centerLine = baseRadius - radius
    guard radius > 0, centerLine > 0 else { return [] }
    return brightness.enumerated().map { index, lit in
      let at = Angle.turns(Double(index) / count)
      let color = ring.progressColor.mixed(with: ring.emptyLineColor, by: 1 - lit)
      let dot = Composition.circle(center: at.point(radius: centerLine, around: center), radius: radius)
      return RingShape(path: dot, fill: .solid(color))
    }
  }
}
