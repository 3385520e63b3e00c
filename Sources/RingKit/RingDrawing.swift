/// What a ring is drawn as, in order: the plan every renderer replays.
///
/// ``RingLayout`` decides the geometry and the paint; the drawing turns it into steps (centre
/// disc, shadow, track or spinner dots, secondary arc, glow, progress, ticks, target, tick
/// labels, knob, text), each named by the ``Part`` of the ring it draws, and settles how each
/// band is put down, so that the Cairo painter (PNG, PDF), the SVG writer and the terminal
/// agree without deciding anything again. In particular a band whose frame has the fill's
/// paint and is opaque — MB's defaults and ringgen's — becomes one fill of its outline grown
/// by half the frame, which covers exactly the pixels the fill and the frame cover together
/// (see ``RingBand/shape``).
public struct RingDrawing: Sendable, Hashable {
  /// One thing to draw, and the part of the ring it is.
  public struct Step: Sendable, Hashable {
    /// The part of the ring the step draws.
    public var part: Part
    /// The concentric ring (``ProgressRing/rings``) the step belongs to, outermost 0; nil for
    /// the ring itself.
    public var ring: Int?
    /// What the step puts down.
    public var ink: Ink

    /// A step of `part` putting down `ink`, of the ring itself unless `ring` says which
    /// concentric ring.
    public init(_ part: Part, _ ink: Ink, ring: Int? = nil) {
      self.part = part
      self.ink = ink
      self.ring = ring
    }
  }

  /// What a step puts down.
  public enum Ink: Sendable, Hashable {
    /// A band: its ``RingBand/shape`` filled, then framed; the band keeps where it runs
    /// (centre, radius, angles) for renderers that read the ring by angle, as the terminal does.
    case band(RingBand)
    /// An outline filled, then framed.
    case shape(RingShape)
    /// A blurred silhouette: a shadow or a glow.
    case blur(RingBlur)
    /// A text: the centre label or a tick's value.
    case text(RingText)
  }

  /// The steps, first drawn first.
  public var steps: [Step]

  /// A plan of `steps`, such as some of another plan's: a renderer that draws a ring's parts
  /// apart replays each selection as it would the whole plan.
  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The plan for `layout`: centre disc, shadow, track or spinner dots, secondary arc, glow,
  /// progress (the tip's shadow under its top lap), ticks, target, tick labels, knob, text.
  public init(_ layout: RingLayout) {
    var steps: [Step] = []
    if let disc = layout.centerDisc { steps.append(Step(.centerDisc, .shape(disc))) }
    // Concentric rings: every ring's shadow first, so none falls on a ring drawn before it;
    // then each ring's plan in turn (they have no text), outermost first.
    for (index, ring) in layout.rings.enumerated() {
      if let shadow = ring.shadow { steps.append(Step(.shadow, .blur(shadow), ring: index)) }
    }
    for (index, var ring) in layout.rings.enumerated() {
      ring.shadow = nil
      steps += RingDrawing(ring).steps.map { Step($0.part, $0.ink, ring: index) }
    }
    steps += Self.bandSteps(of: layout)
    steps += layout.ticks.map { Step(.tick, .shape($0)) }
    if let target = layout.target { steps.append(Step(.target, .shape(target))) }
    steps += layout.tickLabels.map { Step(.tickLabel, .text($0)) }
    if let shadow = layout.knobShadow { steps.append(Step(.knobShadow, .blur(shadow))) }
    if let knob = layout.knob { steps.append(Step(.knob, .shape(knob))) }
    if let text = layout.text { steps.append(Step(.label, .text(text))) }
    self.steps = steps
  }

  /// The steps of `layout`'s own bands: shadow, track or dots, secondary arc, glow, progress.
  private static func bandSteps(of layout: RingLayout) -> [Step] {
    var steps: [Step] = []
    if let shadow = layout.shadow { steps.append(Step(.shadow, .blur(shadow))) }
    steps += layout.trackBands.map { Step(.track, .band($0)) }
    steps += layout.dots.map { Step(.spinnerDot, .shape($0)) }
    steps += layout.secondaryBands.map { Step(.secondary, .band($0)) }
    if let glow = layout.glow { steps.append(Step(.glow, .blur(glow))) }
    for (index, band) in layout.progressBands.enumerated() {
      if index == layout.progressBands.count - 1, let tip = layout.tipShadow {
        steps.append(Step(.tipShadow, .blur(tip)))
      }
      steps.append(Step(.progress, .band(band)))
    }
    return steps
  }
}

extension RingLayout {
  /// The plan renderers replay (see ``RingDrawing``).
  public var drawing: RingDrawing { RingDrawing(self) }
}
