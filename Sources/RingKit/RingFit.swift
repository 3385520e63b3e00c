/// How the ring is placed on its canvas.
public enum RingFit: Int, NamedCase {
  /// The circle the ring is drawn on is centred in the canvas and as large as its smaller side
  /// less ``ProgressRing/borderPadding``, whatever part of it the ring uses: MBCircularProgressBar's
  /// geometry.
  case circle = 0
  /// The ring is scaled and placed so that the box of what is drawn (the bands with their
  /// caps and frames, ticks, knob, shadow and glow, and the label's line box) fills the canvas
  /// less ``ProgressRing/borderPadding``, centred: a half-circle gauge fills a wide canvas. The
  /// automatic lengths (line widths, label sizes) follow the circle's new size, as they follow
  /// the canvas with ``circle``. Concentric rings keep ``circle``.
  case arc = 1

  /// The lower-case name used on the command line and in JSON: `circle`, `arc`.
  public var name: String {
    switch self {
    case .circle: "circle"
    case .arc: "arc"
    }
  }
}
