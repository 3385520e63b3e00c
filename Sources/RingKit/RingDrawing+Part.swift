extension RingDrawing {
  /// The part of the ring a step draws, so that a renderer can treat parts apart (the
  /// terminal colours its cells by part) without looking back at the layout. Renderers switch
  /// over it exhaustively: a new part is a compile error in each, not a silent default.
  public enum Part: Sendable, Hashable, CaseIterable {
    /// The disc inside the innermost band (``ProgressRing/centerColor``).
    case centerDisc
    /// The soft shadow under the bands (``ProgressRing/shadow``).
    case shadow
    /// The track, or one of its segments.
    case track
    /// One of a `dots` spinner's dots, drawn where the track would be.
    case spinnerDot
    /// The secondary arc (``ProgressRing/secondaryValue``), or one of its segments.
    case secondary
    /// The glow around the progress band (``ProgressRing/glow``).
    case glow
    /// The soft shadow under the tip of the top lap (``ProgressRing/overflow`` `laps`).
    case tipShadow
    /// The progress band: the whole band, one of its segments, or one lap.
    case progress
    /// One tick (``ProgressRing/ticks``).
    case tick
    /// The target mark (``ProgressRing/target``).
    case target
    /// One tick's value (``ProgressRing/tickLabels``).
    case tickLabel
    /// The knob's shadow.
    case knobShadow
    /// The knob at the progress tip (``ProgressRing/knob``).
    case knob
    /// The centre label: the value, its unit and the caption.
    case label
  }
}
