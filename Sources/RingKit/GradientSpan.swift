/// Which part of the ring a band's gradient stretches over.
public enum GradientSpan: Int, NamedCase {
  /// The stops spread over the filled part, so the tip always has the last colour (Apple's
  /// activity rings, UICircularProgressRing).
  case progress = 0
  /// The stops are pinned to the whole track, so the colour at the tip tells how far the
  /// value got.
  case track = 1

  /// The lower-case name used on the command line and in JSON: `progress`, `track`.
  public var name: String {
    switch self {
    case .progress: "progress"
    case .track: "track"
    }
  }
}
