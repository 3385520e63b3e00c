/// Where the progress band sits radially relative to the track, MB's `progressAppearanceType`.
///
/// The track's angles and caps are the same in every type; only the two centre-line radii
/// change (see ``RingLayout``).
public enum AppearanceType: Int, NamedCase {
  /// Both bands share one centre line; the thinner sits in the middle of the thicker
  /// (MB `OverlaysEmptyLine`, 0).
  case overlaps = 0
  /// The progress band is the outer band and the track runs just inside it
  /// (MB `AboveEmptyLine`, 1).
  case above = 1
  /// The track is the outer band and the progress band runs just inside it
  /// (MB `UnderEmptyLine`, 2).
  case under = 2

  /// The lower-case name used on the command line and in JSON: `overlaps`, `above`, `under`.
  public var name: String {
    switch self {
    case .overlaps: "overlaps"
    case .above: "above"
    case .under: "under"
    }
  }
}
