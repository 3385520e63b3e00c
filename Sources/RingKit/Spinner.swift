/// An indeterminate ring: it turns without a value, in a loop of one ``period``.
///
/// The frame at any time is a pure function of it, and the ring at `period` is the ring at 0,
/// so an animation of one period loops without a seam.
public struct Spinner: Sendable, Hashable, Codable {
  /// How it turns.
  public enum Style: Int, NamedCase {
    /// A quarter-turn arc turning once a period.
    case arc = 0
    /// Material Design's arc, which grows to three quarters of a turn and shrinks again while
    /// it turns (MDC's indeterminate circular indicator, with its standard easing curve).
    case material = 1
    /// ``dotCount`` dots round the ring; a bright head runs round once a period and the dots
    /// behind it fade to the track's colour (a dotted activity indicator).
    case dots = 2

    /// The lower-case name used on the command line and in JSON: `arc`, `material`, `dots`.
    public var name: String {
      switch self {
      case .arc: "arc"
      case .material: "material"
      case .dots: "dots"
      }
    }
  }

  /// How it turns.
  public var style: Style
  /// The length of one loop, in seconds (above 0).
  public var period: Double

  /// Creates a spinner.
  public init(style: Style, period: Double = 1) {
    self.style = style
    self.period = period
  }

  /// The share of a turn the arc covers at its shortest and longest (material) and always (arc).
  static let arcLength = 0.25
  static let shortest = 0.03
  static let longest = 0.75
  /// How many dots the `dots` style shows: 8, as iOS's activity indicator has spokes since
  /// iOS 13 (12 before). Eight leave each dot an eighth of the circle, so a dot of the band's
  /// width stays apart from its neighbours and still covers whole sub-cells in a 20-column
  /// terminal ring, where 12 would shrink to single sub-cells.
  public static let dotCount = 8
  /// Material's standard curve, cubic-bezier(0.4, 0, 0.2, 1).
  static let standard = Easing.cubicBezier(CubicBezier(validX1: 0.4, y1: 0, x2: 0.2, y2: 1))

  /// Where the arc's tail and head are at `time`, in turns from 12 o'clock (clockwise).
  public func arc(at time: Double) -> (tail: Double, head: Double) {
    let phase = period > 0 ? (time / period).truncatingRemainder(dividingBy: 1) : 0
    let t = phase < 0 ? phase + 1 : phase
    switch style {
    case .arc:
      return (t, t + Self.arcLength)
    case .dots:
      // The head and the dot just behind it: the lit part of the loop.
      return (t - 1 / Double(Self.dotCount), t)
    case .material:
      // The head runs ahead in the first half, the tail catches up in the second; with a
      // steady spin that makes up the rest of a turn, the period ends where it began.
      let growth = Self.longest - Self.shortest
      let spin = 1 - growth
      let head = spin * t + growth * Self.standard(min(2 * t, 1)) + Self.shortest
      let tail = spin * t + growth * Self.standard(max(2 * t - 1, 0))
      return (tail, head)
    }
  }

  /// The arc's length at `time`, in turns.
  public func length(at time: Double) -> Double {
    let (tail, head) = arc(at: time)
    return head - tail
  }

  /// How lit each of the `dots` style's dots is at `time`, from 12 o'clock clockwise: 1 for the
  /// dot the head has just reached, falling linearly with the share of a turn since the head
  /// passed it, so the tail fades towards 0 just ahead of the head.
  public func dotBrightness(at time: Double) -> [Double] {
    let head = arc(at: time).head
    let count = Double(Self.dotCount)
    return (0..<Self.dotCount).map { index in
      // The head is exactly on a dot at whole steps: that dot is the one just lit.
      var age = (head - Double(index) / count).truncatingRemainder(dividingBy: 1)
      if age < 0 { age += 1 }
      if age > 1 - 1e-9 { age = 0 }
      return 1 - age
    }
  }

  /// `ring` as the spinner shows it at `time`: a full track, and the progress band from the
  /// arc's tail to its head (for `dots`, the dots in their fading colours); no value text.
  public func ring(_ ring: ProgressRing, at time: Double) -> ProgressRing {
    var frame = ring
    if style == .dots {
      frame.spinnerDots = dotBrightness(at: time)
      frame.value = 0
      frame.overflow = .clamp
      frame.showValueString = false
      frame.segments = 0
      frame.thresholds = []
      frame.rings = []
      frame.knob = nil
      frame.target = nil
      frame.secondaryValue = nil
      frame.ticks = 0
      frame.tickLabels = false
      return frame
    }
    let (tail, head) = arc(at: time)
    frame.maxValue = 100
    frame.value = (head - tail) * 100
    frame.overflow = .clamp
    frame.progressAngle = 100
    frame.clockwise = true
    // A full track starts half a turn from its middle, which the rotation sets.
    frame.progressRotationAngle = ((tail + 0.5) * 100).truncatingRemainder(dividingBy: 100)
    frame.showValueString = false
    frame.segments = 0
    frame.thresholds = []
    return frame
  }

  /// Checks the period: a finite number of seconds above 0.
  public func validate() throws(RingValidationError) {
    guard period.isFinite, period > 0, period <= 3600 else {
      throw RingValidationError(
        .duration,
        reason: "a spinner's period must be above 0 and at most 3600 s, not \(FixedPoint.compact(period))")
    }
  }
}
