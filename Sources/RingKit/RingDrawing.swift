/// What a ring is drawn as, in order: the plan every renderer replays.
///
/// ``RingLayout`` decides the geometry and the paint; the drawing turns it into steps (centre
/// disc, shadow, track or spinner dots, secondary arc, glow, progress, marks, knob, text) and settles how each band is put down, so that the Cairo
/// painter (PNG, PDF), the SVG writer and the terminal agree without deciding anything again.
/// In particular a band whose frame has the fill's paint and is opaque — MB's defaults and
/// ringgen's — becomes one fill of its outline grown by half the frame, which covers exactly
/// the pixels the fill and the frame cover together (see ``RingBand/shape``).
public struct RingDrawing: Sendable, Hashable {
  /// One thing to draw.
  public enum Step: Sendable, Hashable {
    /// An outline filled, then framed.
    case shape(RingShape)
    /// A blurred silhouette: a shadow or a glow.
    case blur(RingBlur)
    /// The centre text.
    case text(RingText)
  }

  /// The steps, first drawn first.
  public var steps: [Step]

  /// The plan for `layout`: centre disc, shadow, track or spinner dots, secondary arc, glow, progress (the
  /// tip's shadow under its top lap), ticks and target, knob, text.
  public init(_ layout: RingLayout) {
    var steps: [Step] = []
    if let disc = layout.centerDisc { steps.append(.shape(disc)) }
    // Concentric rings: every ring's shadow first, so none falls on a ring drawn before it;
    // then each ring's plan in turn (they have no text), outermost first.
    steps += layout.rings.compactMap { $0.shadow.map(Step.blur) }
    for var ring in layout.rings {
      ring.shadow = nil
      steps += RingDrawing(ring).steps
    }
    if let shadow = layout.shadow { steps.append(.blur(shadow)) }
    steps += layout.trackBands.map { .shape($0.shape) }
    steps += layout.dots.map { .shape($0) }
    steps += layout.secondaryBands.map { .shape($0.shape) }
    if let glow = layout.glow { steps.append(.blur(glow)) }
    for (index, band) in layout.progressBands.enumerated() {
      if index == layout.progressBands.count - 1, let tip = layout.tipShadow { steps.append(.blur(tip)) }
      steps.append(.shape(band.shape))
    }
    steps += layout.marks.map { .shape($0) }
    steps += layout.tickLabels.map { .text($0) }
    if let shadow = layout.knobShadow { steps.append(.blur(shadow)) }
    if let knob = layout.knob { steps.append(.shape(knob)) }
    if let text = layout.text { steps.append(.text(text)) }
    self.steps = steps
  }
}

extension RingLayout {
  /// The plan renderers replay (see ``RingDrawing``).
  public var drawing: RingDrawing { RingDrawing(self) }
}
