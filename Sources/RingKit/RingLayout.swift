/// A ring's geometry on a canvas of a given size, in points: MBCircularProgressBar's
/// `drawInContext:` as data.
///
/// ```swift
/// let layout = try RingLayout(ring: ProgressRing.mb, width: 200, height: 200)
/// layout.bounds          // (1, 1, 198, 198): the canvas inset by borderPadding, made integral
/// layout.progress        // nil: nothing to draw at value 0
/// layout.track?.radius   // 92: r0 = 99, less half the wider band
/// ```
///
/// The steps (MB spec §2–§5):
/// 1. `bounds`: the canvas inset by `borderPadding`, then made integral (`CGRectIntegral`).
/// 2. The centre of `bounds`, and `r0 = min(width, height) / 2`.
/// 3. Centre-line radii by ``AppearanceType``: overlaps puts both on `r0 − max(eW, pW)/2`;
///    above puts progress on `r0 − pW/2` and the track on `r0 − pW − eW/2`; under puts the
///    track on `r0 − eW/2` and progress on `r0 − eW − pW/2`.
/// 4. Angles, in RingKit's convention (clockwise from 12 o'clock): the track is centred on
///    `progressRotationAngle` percent of a turn and spans `progressAngle` percent; progress
///    grows from the track's counter-clockwise end by `fraction × progressAngle` percent
///    (from the other end, counter-clockwise, when `clockwise` is false). In MB's Core Graphics
///    convention these are the spec's `(2R ± P − 0.5)·π` formulas.
/// 5. Text: font sizes default to `bounds.height / 5` (value) and `/ 7` (unit); the line box is
///    centred on the centre of `bounds` plus `textOffset`. A caption (`/ 12`) goes under it; with
///    ``LabelFit/shrink`` the text carries the circle its ink must fit in (see ``RingText/fit``).
///
/// A band is left out (nil) when its width is ≤ 0, when it sweeps no angle (so value 0 leaves
/// no dot, unlike MB), or when `bounds` is empty.
public struct RingLayout: Sendable, Hashable {
  /// The area the ring is drawn in: the canvas inset by `borderPadding`, made integral.
  public var bounds: Rect
  /// The centre of ``bounds``.
  public var center: Point
  /// `min(bounds.width, bounds.height) / 2`: the radius the bands are fitted inside.
  public var baseRadius: Double
  /// The background band ("empty line"), or nil when it is not drawn.
  public var track: RingBand?
  /// The progress band, or nil when it is not drawn.
  public var progress: RingBand?
  /// The centre text, or nil when there is none.
  public var text: RingText?
  /// The disc filled with ``ProgressRing/centerColor`` inside the innermost band, or nil.
  public var centerDisc: RingShape?
  /// The track as drawn: ``track`` itself, or its segments.
  public var trackBands: [RingBand] = []
  /// A `dots` spinner's dots (``Spinner/Style/dots``), drawn where the track would be.
  public var dots: [RingShape] = []
  /// The secondary arc under the progress (``ProgressRing/secondaryValue``), as drawn.
  public var secondaryBands: [RingBand] = []
  /// The progress as drawn, bottom first: ``progress`` itself, its segments, or the laps
  /// that show (the last full lap under the current one).
  public var progressBands: [RingBand] = []
  /// The soft shadow under the tip of the top lap, drawn just below it, or nil.
  public var tipShadow: RingBlur?
  /// The ticks (``ProgressRing/ticks``), drawn over the bands, from the track's start.
  public var ticks: [RingShape] = []
  /// The target mark (``ProgressRing/target``), drawn over the bands and the ticks, or nil.
  public var target: RingShape?
  /// The ticks, then the target mark: the marks drawn over the bands.
  public var marks: [RingShape] { ticks + (target.map { [$0] } ?? []) }
  /// The ticks' value labels (``ProgressRing/tickLabels``), drawn over the bands.
  public var tickLabels: [RingText] = []
  /// The knob at the progress tip, and its shadow, drawn last before the text.
  public var knob: RingShape?
  /// The knob's shadow (``ProgressRing/shadow`` applied to the knob), or nil.
  public var knobShadow: RingBlur?
  /// The concentric rings' layouts, outermost first (``ProgressRing/rings``); empty for one ring.
  public var rings: [RingLayout] = []
  /// The shadow under the bands (``ProgressRing/shadow``), or nil.
  public var shadow: RingBlur?
  /// The glow around the progress band (``ProgressRing/glow``), or nil.
  public var glow: RingBlur?
  /// The size in pixels the label's largest font would have had, when a ``LabelFit/shrink``
  /// label is left out for being under ``minimumLabelPixels``; nil when the label is drawn or
  /// there is none.
  public var omittedLabelPixels: Double?

  /// The smallest label a ``LabelFit/shrink`` ring draws, in pixels of its largest font size:
  /// below it, digits are no longer legible, so the label is left out. Measured on DejaVu Sans
  /// at 1 px per point: at 6 and 7 px the digits are 4 to 5 px tall and run together; at 8 px
  /// each digit is distinct.
  public static let minimumLabelPixels = 8.0

  /// Lays `ring` out on a canvas of `width` × `height` points, to be drawn at `scale` pixels
  /// per point (1 for SVG and PDF).
  ///
  /// Automatic lengths (``ProgressRing/progressLineWidth`` and the others when nil) take their
  /// share of min(`width`, `height`). The scale decides only whether a ``LabelFit/shrink``
  /// label is legible: one whose largest font would be under ``minimumLabelPixels`` pixels is
  /// left out (``omittedLabelPixels`` says so).
  ///
  /// - Throws: ``RingValidationError`` when the ring does not pass ``ProgressRing/validate()``.
  public init(ring: ProgressRing, width: Double, height: Double, scale: Double = 1) throws(RingValidationError) {
    try self.init(ring: ring, width: width, height: height, scale: scale, snapsToPixels: true)
  }

  /// ``init(ring:width:height:scale:)``, and at icon sizes bands on whole pixels only if
  /// `snapsToPixels`: not for a badge, drawn to its own design at every size, nor for the
  /// terminal's sampled raster, whose pixels are not shown.
  package init(
    ring: ProgressRing, width: Double, height: Double, scale: Double = 1, snapsToPixels: Bool
  ) throws(RingValidationError) {
    if ring.fit == .arc, ring.rings.isEmpty {
      try ring.validate()
      if let fitted = try Self.fittingDrawing(of: ring, width: width, height: height, scale: scale) {
        self = fitted
        return
      }
    }
    try self.init(
      ring: ring, width: width, height: height, scale: scale, refusingBlank: true, snapsToPixels: snapsToPixels)
    if ring.fit == .circle, ring.rings.isEmpty, ring.tickPosition == .outside, !tickLabels.isEmpty,
      let roomy = try Self.circleMakingRoom(for: self, of: ring, width: width, height: height, scale: scale)
    {
      self = roomy
    }
  }

  /// Lays `ring` out; unless `refusingBlank`, a ring of which nothing can be drawn is laid out
  /// empty rather than refused, for concentric rings, which say themselves that one does not
  /// fit (``layOutRings(of:width:height:padding:)``). With `frame`, the ring is drawn on that
  /// square as its drawing area, wherever it lies, and its automatic lengths follow the
  /// square's side (``RingFit/arc``). Unless `snapsToPixels` is false, a ring at icon sizes
  /// has its bands on whole pixels (``iconPixels``).
  init(
    ring: ProgressRing, width: Double, height: Double, scale: Double = 1, refusingBlank: Bool, frame: Rect? = nil,
    snapsToPixels: Bool = true
  ) throws(RingValidationError) {
    try ring.validate()
    let side = frame?.width ?? min(width, height)
    var progressWidth = ring.progressLineWidth(canvasSide: side)
    var trackWidth = ring.emptyLineWidth(canvasSide: side)
    // A shadow or a glow takes room of its own, so its blur stays inside the canvas.
    let reach = max(ring.shadow?.reach ?? 0, ring.glow?.reach ?? 0)
    let inset = frame ?? Rect(x: 0, y: 0, width: width, height: height).insetBy(ring.borderPadding + reach)
    if inset.isEmpty, !refusingBlank {
      bounds = Rect(x: inset.midX, y: inset.midY, width: 0, height: 0)
      center = bounds.center
      baseRadius = 0
      return
    }
    guard !inset.isEmpty else {
      // No room at all: nothing of the ring, not even its label, could be drawn.
      let blur = (ring.shadow?.reach ?? 0) >= (ring.glow?.reach ?? 0) ? "shadow" : "glow"
      let shadowReach = reach > 0 ? ", with the \(blur)'s reach of \(FixedPoint.compact(reach)) pt," : ""
      throw RingValidationError(
        .borderPadding,
        reason:
          "\(FixedPoint.compact(ring.borderPadding)) pt on each side\(shadowReach) leaves nothing of the \(FixedPoint.compact(width)) × \(FixedPoint.compact(height)) pt canvas to draw in"
      )
    }
    bounds = inset.integral
    center = bounds.center
    baseRadius = max(min(bounds.width, bounds.height) / 2, 0)
    if snapsToPixels, frame == nil, ring.rings.isEmpty, ring.spinnerDots == nil, side * scale <= Self.iconPixels {
      (baseRadius, progressWidth, trackWidth) = Self.snappedToPixels(
        baseRadius: baseRadius, progressWidth: progressWidth, trackWidth: trackWidth,
        appearance: ring.progressAppearanceType,
        room: min(center.x, width - center.x, center.y, height - center.y), center: center, scale: scale)
    }

    if !ring.rings.isEmpty {
      // Each ring makes room for its own shadow or glow; the top level draws none.
      try layOutRings(of: ring, width: width, height: height, padding: ring.borderPadding)
      try finish(ring, canvasSide: side, scale: scale)
      return
    }
    if let brightness = ring.spinnerDots {
      dots = Self.spinnerDots(
        of: ring, bandWidth: max(progressWidth, trackWidth), brightness: brightness, center: center,
        baseRadius: baseRadius)
      try finish(ring, canvasSide: side, scale: scale)
      return
    }
    let radii = Self.centerLineRadii(
      ring.progressAppearanceType, trackWidth: trackWidth, progressWidth: progressWidth, baseRadius: baseRadius)
    let arc = min(max(ring.progressAngle / 100, 0), 1)
    // The rotation has a period of 100; reducing it first keeps huge values exact.
    let middle = Angle.turns(ring.progressRotationAngle.truncatingRemainder(dividingBy: 100) / 100)
    let counterClockwiseEnd = middle - .turns(arc / 2)
    let clockwiseEnd = middle + .turns(arc / 2)

    // Both gradients run the way progress grows.
    let trackStart = ring.clockwise ? counterClockwiseEnd : clockwiseEnd
    let trackSweep = Angle.turns(ring.clockwise ? arc : -arc)
    if trackWidth > 0, arc > 0 {
      var band = RingBand(
        center: center, radius: radii.track, lineWidth: trackWidth,
        start: counterClockwiseEnd, sweep: .turns(arc), cap: ring.emptyCapType,
        fillColor: ring.emptyLineColor, strokeColor: ring.resolvedEmptyLineStrokeColor)
      if let gradient = ring.emptyLineGradient {
        band.paint(with: gradient, interpolation: ring.gradientInterpolation, start: trackStart, sweep: trackSweep)
      }
      track = band
    }
    let composition = Composition(
      ring: ring, progressLineWidth: progressWidth, arc: arc, trackStart: trackStart, trackSweep: trackSweep)
    if let track {
      trackBands = try composition.segments(of: track, filling: 1)
    }
    let progressTurns = arc * min(ring.laps, 1)
    if progressWidth > 0, progressTurns > 0 {
      var band = RingBand(
        center: center, radius: radii.progress, lineWidth: progressWidth,
        start: trackStart, sweep: .turns(ring.clockwise ? progressTurns : -progressTurns), cap: ring.progressCapType,
        fillColor: ring.progressColor, strokeColor: ring.resolvedProgressStrokeColor)
      composition.paint(&band)
      progress = band
      if ring.laps > 1 {
        (progressBands, tipShadow) = composition.laps(of: band)
      } else {
        progressBands = try composition.segments(of: band, filling: ring.fraction)
      }
    }
    if refusingBlank {
      try Self.checkSomethingIsDrawn(
        track: track, progress: progressBands, ring: ring, progressWidth: progressWidth, trackWidth: trackWidth,
        baseRadius: baseRadius)
    }
    if let value = ring.secondaryValue, progressWidth > 0, ring.maxValue > 0 {
      secondaryBands = try composition.secondary(
        value: value, center: center, radius: radii.progress)
    }
    ticks = composition.ticks(track: track ?? progress)
    target = try composition.target(track: track ?? progress)
    if ring.tickLabels, let band = track ?? progress {
      tickLabels = composition.tickLabels(track: band, fontSize: max(bounds.height / 16, 4))
    }
    if let marker = ring.knob, let top = progressBands.last {
      (knob, knobShadow) = try composition.knob(marker, on: top, bounds: bounds)
    }
    let bands = trackBands + progressBands
    if let shadow = ring.shadow, shadow.blur >= 0, !bands.isEmpty {
      self.shadow = Self.blur(
        of: bands, offset: shadow.offset, radius: shadow.blur, color: shadow.color, center: center)
    }
    if let glow = ring.glow, let band = progressBands.last {
      let tip = band.fill.color(at: band.end)
      let color = glow.color ?? RingColor(red: tip.red, green: tip.green, blue: tip.blue, alpha: 0.6 * tip.alpha)
      self.glow = Self.blur(of: [band], offset: .zero, radius: glow.blur, color: color, center: center)
    }
    try finish(ring, canvasSide: side, scale: scale)
  }

  /// The centre disc and the text, once the bands are laid out.
  private mutating func finish(
    _ ring: ProgressRing, canvasSide side: Double, scale: Double
  ) throws(RingValidationError) {
    if let color = ring.centerColor {
      let radius = innermostRadius ?? baseRadius
      if radius > 0 {
        let start = Angle.zero.point(radius: radius, around: center)
        let circle = RingPath(elements: [
          .move(to: start), .arc(center: center, radius: radius, from: .zero, to: .fullTurn, clockwise: true), .close,
        ])
        centerDisc = RingShape(path: circle, fill: .solid(color))
      }
    }

    let valueSize = ring.valueFontSize ?? bounds.height / 5
    if let runs = try ring.textRuns(
      valueFontSize: valueSize, decimalFontSize: ring.valueDecimalFontSize ?? valueSize,
      unitFontSize: ring.unitFontSize ?? bounds.height / 7)
    {
      // A label that must fit and would be under the legible size is left out, not shrunk.
      let pixels = (runs.map(\.fontSize).max() ?? 0) * scale
      if ring.labelFit == .shrink, pixels < Self.minimumLabelPixels {
        omittedLabelPixels = pixels
        return
      }
      var text = RingText(runs: runs, color: ring.fontColor, center: center + ring.textOffset)
      if let caption = ring.caption, !caption.isEmpty {
        let run = TextRun(
          text: caption, fontName: ring.captionFontName, fontSize: ring.captionFontSize ?? bounds.height / 12)
        text.caption = RingText.Caption(run: run, color: ring.captionColor)
      }
      if ring.labelFit == .shrink {
        // The ink of the innermost band's frame reaches half the frame inside its outline.
        let edge = [track, progress].compactMap { $0.map { $0.innerRadius - RingBand.frameWidth / 2 } }.min()
        let padding = ring.labelPadding(canvasSide: side)
        text.fit = RingText.FitCircle(
          center: center, radius: max((edge ?? baseRadius) - padding, 0),
          minimumFontSize: scale > 0 ? Self.minimumLabelPixels / scale : 0)
      }
      self.text = text
    }
  }

  /// The blurred silhouette of `bands`: their outlines with the frame, moved by `offset`.
  static func blur(
    of bands: [RingBand], offset: Point, radius: Double, color: RingColor, center: Point
  ) -> RingBlur {
    // Square caps reach past the outer edge at their corners by up to half the width.
    let extent = bands.map { $0.outerRadius + $0.lineWidth / 2 + RingBand.frameWidth }.max() ?? 0
    let reach = extent + 1.5 * radius
    let area = Rect(
      x: center.x + offset.x - reach, y: center.y + offset.y - reach, width: 2 * reach, height: 2 * reach)
    return RingBlur(
      paths: bands.map { $0.outline(outset: RingBand.frameWidth / 2) }, offset: offset, radius: radius, color: color,
      area: area)
  }

  /// Refuses a ring none of whose bands can be drawn: one band's width can put the other's
  /// centre line so far past the centre that the whole band lies beyond it (a circle of
  /// negative radius, which draws nothing), and with no progress to show that leaves a blank
  /// canvas. The error names the width that did it and the widest that fits.
  private static func checkSomethingIsDrawn(
    track: RingBand?, progress: [RingBand], ring: ProgressRing, progressWidth: Double, trackWidth: Double,
    baseRadius r0: Double
  ) throws(RingValidationError) {
    guard let track, track.outerRadius <= 0, !progress.contains(where: { $0.outerRadius > 0 }) else { return }
    // Only the progress band's width can push the track past the centre: overlapping, the
    // track shares the wider band's centre line; above, it lies inside the progress band.
    let limit = ring.progressAppearanceType == .above ? r0 : 2 * r0 + trackWidth
    throw RingValidationError(
      .progressLineWidth,
      reason:
        "a line \(FixedPoint.compact(progressWidth)) pt wide leaves nothing to draw: it puts the track wholly past the centre; under \(FixedPoint.compact(limit)) pt fits the drawing area's \(FixedPoint.compact(r0))-pt radius"
    )
  }

  /// MB's centre-line radii for the track and the progress band (spec §2.2).
  static func centerLineRadii(
    _ type: AppearanceType, trackWidth emptyWidth: Double, progressWidth: Double, baseRadius r0: Double
  ) -> (track: Double, progress: Double) {
    switch type {
    case .overlaps:
      let shared = r0 - max(emptyWidth, progressWidth) / 2
      return (shared, shared)
    case .above:
      return (r0 - progressWidth - emptyWidth / 2, r0 - progressWidth / 2)
    case .under:
      return (r0 - emptyWidth / 2, r0 - emptyWidth - progressWidth / 2)
    }
  }
}
