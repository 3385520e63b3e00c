/// The centre text as laid out by MBCircularProgressBar: runs on one baseline whose line box
/// is centred on a point.
///
/// The renderer measures the runs in their fonts: the line box is as wide as the sum of the
/// runs' advances and as tall as the largest ascent plus the largest descent, and its centre
/// goes on ``center``. That centres the line box, not the ink, exactly as MB does.
public struct RingText: Sendable, Hashable {
  /// The runs, left to right.
  public var runs: [TextRun]
  /// The colour of every run.
  public var color: RingColor
  /// Where the centre of the line box goes, in points: the drawing area's centre plus
  /// ``ProgressRing/textOffset``.
  public var center: Point

  /// Creates a text layout.
  public init(runs: [TextRun], color: RingColor, center: Point) {
    self.runs = runs
    self.color = color
    self.center = center
  }

  /// The text as it reads.
  public var string: String { runs.map(\.text).joined() }
}
