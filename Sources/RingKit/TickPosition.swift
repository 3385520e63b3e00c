/// Where ticks sit across the track.
public enum TickPosition: Int, NamedCase {
  /// Centred on the track's centre line.
  case center = 0
  /// From the track's inner edge towards the centre.
  case inside = 1
  /// From the track's outer edge outwards.
  case outside = 2

  /// The lower-case name used on the command line and in JSON: `center`, `inside`, `outside`.
  public var name: String {
    switch self {
    case .center: "center"
    case .inside: "inside"
    case .outside: "outside"
    }
  }
}
