extension ProgressRing {
  /// A named starting point for a ring's properties.
  public enum Preset: String, Sendable, Hashable, CaseIterable, Codable {
    /// A clean full ring that starts at 12 o'clock and fills clockwise: blue progress with round
    /// caps over an equally wide light-grey track, each frame in its band's colour, and a
    /// `{percent}%` label in DejaVu Sans — ``ProgressRing/init(value:maxValue:)``. Band widths
    /// and label padding are shares of the canvas (18 pt and 4 pt on 256 pt), so the ring
    /// looks the same at every size; a label under 8 px is left out.
    case `default`
    /// MBCircularProgressBarView's own defaults, exactly: an orange 14-pt gauge over a 1-pt
    /// light-grey hairline (widths in points at every size, frames in MB's own stroke
    /// colours), an 80 % arc with its gap at the bottom, and `value` + `"%"` in
    /// HelveticaNeue-Thin (on Linux, its look-alike Inter Thin where fonts-inter is installed,
    /// else the closest thin sans face), never shrunk to fit.
    case mb

    /// The ring with this preset's properties and a value of 0.
    public var ring: ProgressRing {
      switch self {
      case .default: ProgressRing()
      case .mb: ProgressRing.mb
      }
    }
  }

  /// MBCircularProgressBarView's defaults (see ``Preset/mb``).
  public static var mb: ProgressRing {
    var ring = ProgressRing()
    ring.progressRotationAngle = 0
    ring.progressAngle = 80
    ring.progressLineWidth = 14
    ring.progressColor = .uiKitOrange
    ring.progressStrokeColor = .uiKitOrange
    ring.progressCapType = .round
    ring.emptyLineWidth = 1
    ring.emptyLineColor = .uiKitLightGray
    ring.emptyLineStrokeColor = .uiKitLightGray
    ring.emptyCapType = .butt
    ring.valueFontName = "HelveticaNeue-Thin"
    ring.unitFontName = "HelveticaNeue-Thin"
    ring.fontColor = .black
    ring.label = nil
    ring.labelFit = .none
    // MB's lengths are points whatever the size; so is the padding if the text is asked to fit.
    ring.labelPadding = 4
    return ring
  }
}
