/// How a band ends, with MBCircularProgressBar's (and `CGLineCap`'s) numbering.
public enum LineCap: Int, NamedCase {
  /// The band stops square at its end angle (MB `kCGLineCapButt`, 0).
  case butt = 0
  /// A half disc of the band's width closes the end (MB `kCGLineCapRound`, 1).
  case round = 1
  /// The band runs on past its end angle by half its width, squared off (MB `kCGLineCapSquare`, 2).
  case square = 2

  /// The lower-case name used on the command line and in JSON: `butt`, `round`, `square`.
  public var name: String {
    switch self {
    case .butt: "butt"
    case .round: "round"
    case .square: "square"
    }
  }
}
