extension RingLayout {
  /// The ring laid out so that what is drawn fills the canvas less the border padding
  /// (``RingFit/arc``), or nil when that cannot be worked out (nothing drawn, or a drawing that
  /// does not grow with its circle), for the caller to lay it out on the circle instead.
  ///
  /// Every length of a layout is either a share of its circle's size (automatic widths, font
  /// sizes) or fixed in points, so each side of the drawn box is an affine function of the
  /// circle's size: two layouts give it exactly, and a third, of the size that fits, is placed
  /// with its box centred.
  static func fittingDrawing(
    of ring: ProgressRing, width: Double, height: Double, scale: Double
  ) throws(RingValidationError) -> RingLayout? {
    let room = Rect(x: 0, y: 0, width: width, height: height).insetBy(ring.borderPadding)
    guard !room.isEmpty else { return nil }
    func layout(side: Double, at origin: Point) throws(RingValidationError) -> RingLayout {
      try RingLayout(
        ring: ring, width: width, height: height, scale: scale, refusingBlank: true,
        frame: Rect(x: origin.x, y: origin.y, width: side, height: side))
    }
    // Large trial circles, so that fixed widths that fit the canvas fit them too.
    let first = max(width, height)
    guard let small = try layout(side: first, at: .zero).drawnBounds,
      let large = try layout(side: 2 * first, at: .zero).drawnBounds
    else { return nil }
    let side = min(
      fittingSide(room.width, (first, small.width), (2 * first, large.width)),
      fittingSide(room.height, (first, small.height), (2 * first, large.height))
    ).rounded(.down)
    guard side.isFinite, side >= 1, let box = try layout(side: side, at: .zero).drawnBounds else { return nil }
    let origin = Point(x: (room.midX - box.midX).rounded(), y: (room.midY - box.midY).rounded())
    return try layout(side: side, at: origin)
  }

  /// The ring on a smaller circle, still centred, when `layout`'s outside tick labels would
  /// cross the canvas's edge; nil when they fit, so a ring whose labels fit (in its border
  /// padding, too) is drawn exactly as without them.
  ///
  /// The labels may take the border padding, as they did before they crossed the edge, so the
  /// circle shrinks just enough to keep them 1 pt inside the canvas (less where the padding is
  /// less): the ring's size does not jump as the padding passes the labels' reach. The
  /// half-extents of what is drawn around the centre are affine in the circle's size, as in
  /// ``fittingDrawing(of:width:height:scale:)``, so two centred trial layouts give the size.
  static func circleMakingRoom(
    for layout: RingLayout, of ring: ProgressRing, width: Double, height: Double, scale: Double
  ) throws(RingValidationError) -> RingLayout? {
    let room = Rect(x: 0, y: 0, width: width, height: height).insetBy(min(max(ring.borderPadding, 0), 1))
    guard !room.isEmpty, let drawn = layout.drawnBounds,
      drawn.x < room.x || drawn.y < room.y || drawn.x + drawn.width > room.x + room.width
        || drawn.y + drawn.height > room.y + room.height
    else { return nil }
    let center = layout.center
    // A whole number of points on each side of the centre, so the centre stays where it was.
    func centred(side: Double) throws(RingValidationError) -> RingLayout {
      let half = (side / 2).rounded(.down)
      return try RingLayout(
        ring: ring, width: width, height: height, scale: scale, refusingBlank: true,
        frame: Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half))
    }
    func reach(_ box: Rect) -> (x: Double, y: Double) {
      (max(center.x - box.x, box.x + box.width - center.x), max(center.y - box.y, box.y + box.height - center.y))
    }
    let first = 2 * layout.baseRadius
    guard first >= 2, let large = try centred(side: first).drawnBounds,
      let small = try centred(side: first / 2).drawnBounds
    else { return nil }
    let (largeReach, smallReach) = (reach(large), reach(small))
    let side = min(
      fittingSide(
        min(center.x - room.x, room.x + room.width - center.x), (first / 2, smallReach.x), (first, largeReach.x)),
      fittingSide(
        min(center.y - room.y, room.y + room.height - center.y), (first / 2, smallReach.y), (first, largeReach.y)),
      first
    ).rounded(.down)
    guard side.isFinite, side >= 1 else { return nil }
    return try centred(side: side)
  }

  /// The circle's size at which an extent that is affine in it (`small` and `large` are two
  /// sizes with their extents) reaches `limit`; infinity when it does not grow.
  private static func fittingSide(
    _ limit: Double, _ small: (side: Double, extent: Double), _ large: (side: Double, extent: Double)
  ) -> Double {
    let growth = (large.extent - small.extent) / (large.side - small.side)
    return growth > 0 ? small.side + (limit - small.extent) / growth : .infinity
  }

  /// The box of what the layout draws: the bands' outlines with their frames, the marks, dots,
  /// knob and centre disc, the blurs' areas, and the label's and tick labels' line boxes as
  /// ``estimatedBox(of:)`` estimates them; nil when nothing is drawn.
  var drawnBounds: Rect? {
    var box = BoundingBox()
    for band in trackBands + secondaryBands + progressBands {
      if let bounds = band.outline(outset: RingBand.frameWidth / 2).bounds { box.add(bounds) }
    }
    for shape in marks + dots + [knob, centerDisc].compactMap({ $0 }) {
      guard let bounds = shape.path.bounds else { continue }
      box.add(bounds.insetBy(-(shape.frame?.width ?? 0) / 2))
    }
    for blur in [shadow, glow, tipShadow, knobShadow].compactMap({ $0 }) { box.add(blur.area) }
    for text in [text].compactMap({ $0 }) + tickLabels { box.add(Self.estimatedBox(of: text)) }
    return box.rect
  }

  /// The room a text takes, estimated without its fonts (RingKit measures no glyphs): 0.6 em
  /// a character, DejaVu Sans's digits being 0.64 em and its lower case narrower, on a line box
  /// of 1.2 em around the centre, and the caption's line under it; no wider than the circle a
  /// shrinking label must fit in.
  static func estimatedBox(of text: RingText) -> Rect {
    var width = text.runs.reduce(0) { $0 + Double($1.text.count) * 0.6 * $1.fontSize }
    var height = 1.2 * (text.runs.map(\.fontSize).max() ?? 0)
    var below = 0.0
    if let caption = text.caption {
      width = max(width, Double(caption.run.text.count) * 0.6 * caption.run.fontSize)
      below = 1.2 * caption.run.fontSize
    }
    if let fit = text.fit { width = min(width, 2 * fit.radius) }
    height = max(height, 0)
    return Rect(x: text.center.x - width / 2, y: text.center.y - height / 2, width: width, height: height + below)
  }
}
