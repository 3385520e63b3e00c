/// What a value above the maximum draws.
public enum RingOverflow: Int, NamedCase {
  /// The ring stops full (MB's behaviour; `ringgen` warns that it clamped).
  case clamp = 0
  /// Extra laps: 2.3 × max draws two full turns and 0.3 of a third, each lap over the last in
  /// a deeper shade (or further along the gradient), with a soft shadow under the tip so the
  /// overlap reads (Apple's activity rings, MKRingProgressView).
  case laps = 1

  /// The lower-case name used on the command line and in JSON: `clamp`, `laps`.
  public var name: String {
    switch self {
    case .clamp: "clamp"
    case .laps: "laps"
    }
  }
}
