extension RingLayout {
  /// The smallest inner radius of the bands drawn, concentric rings included, or nil.
  var innermostRadius: Double? {
    let own = [track, progress].compactMap { $0?.innerRadius }
    let nested = rings.compactMap(\.innermostRadius)
    return (own + nested).min()
  }

  /// Lays out ``ProgressRing/rings`` from the canvas inwards: each ring on the canvas inset
  /// by the rings outside it (their bands, frame included, and ``ProgressRing/ringSpacing``).
  ///
  /// - Throws: ``RingValidationError`` (property `rings`) when a ring no longer fits: its
  ///   bands would reach the centre.
  mutating func layOutRings(
    of ring: ProgressRing, width: Double, height: Double, padding: Double
  )
    throws(RingValidationError)
  {
    var inset = padding
    for (index, inner) in ring.rings.enumerated() {
      var nested = inner
      nested.borderPadding = inset
      nested.showValueString = false
      nested.centerColor = nil
      let layout = try RingLayout(ring: nested, width: width, height: height, refusingBlank: false)
      let thickness = layout.thickness
      guard let innermost = layout.innermostRadius, innermost > 0, !layout.bounds.isEmpty else {
        let missing = max(thickness - layout.baseRadius, 0) + RingBand.frameWidth
        throw RingValidationError(
          .rings,
          reason:
            "ring \(index + 1) of \(ring.rings.count) does not fit: its bands would reach the centre; \(FixedPoint.format(missing, places: 1)) pt more radius, thinner bands or less ringSpacing would make room"
        )
      }
      rings.append(layout)
      inset += thickness + ring.ringSpacing
    }
  }

  /// How far the bands reach in from the drawing area's edge, with both halves of the frame,
  /// so that ``ProgressRing/ringSpacing`` is the visible gap between neighbouring rings.
  var thickness: Double {
    let bands = [track, progress].compactMap { $0 }
    let inner = bands.map { $0.radius - $0.lineWidth / 2 }.min() ?? baseRadius
    return baseRadius - inner + RingBand.frameWidth
  }
}
