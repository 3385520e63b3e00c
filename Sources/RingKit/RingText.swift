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
  /// A second line under the label, or nil: its line box's top is the label's line box's
  /// bottom, and it is centred on ``center``'s x.
  public var caption: Caption?
  /// The circle the ink of the label and caption must stay inside, or nil when the text keeps
  /// its sizes whatever it overlaps (``LabelFit/none``).
  public var fit: FitCircle?

  /// The caption line: one run in its own colour.
  public struct Caption: Sendable, Hashable {
    /// The characters, font and size.
    public var run: TextRun
    /// The caption's colour.
    public var color: RingColor

    /// Creates a caption.
    public init(run: TextRun, color: RingColor) {
      self.run = run
      self.color = color
    }
  }

  /// A circle that text must fit inside, in points.
  ///
  /// A renderer measures the ink; when it reaches outside, every size (label runs and caption)
  /// is scaled by one factor, the largest that brings the ink inside, so the runs keep their
  /// ratios and the line box stays centred on ``RingText/center``. Text that fits is drawn as is.
  /// The factor stops where the smallest run (caption included) would be ``minimumFontSize``
  /// (text that starts smaller does not shrink); a line still too wide there is cut short at
  /// the width the circle has across it, and ends in an ellipsis.
  public struct FitCircle: Sendable, Hashable {
    /// The circle's centre: the drawing area's centre.
    public var center: Point
    /// The radius the ink must stay within: the innermost band's inner edge (frame included)
    /// less ``ProgressRing/labelPadding``.
    public var radius: Double
    /// The smallest size any run of the label or caption shrinks to, in points: the layout's
    /// ``RingLayout/minimumLabelPixels`` at its scale. 0 lets the text shrink without a floor.
    public var minimumFontSize: Double

    /// Creates a circle.
    public init(center: Point, radius: Double, minimumFontSize: Double = 0) {
      self.center = center
      self.radius = radius
      self.minimumFontSize = minimumFontSize
    }
  }

  /// Creates a text layout.
  public init(runs: [TextRun], color: RingColor, center: Point, caption: Caption? = nil, fit: FitCircle? = nil) {
    self.runs = runs
    self.color = color
    self.center = center
    self.caption = caption
    self.fit = fit
  }

  /// The text as it reads.
  public var string: String { runs.map(\.text).joined() }
}
