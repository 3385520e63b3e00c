/// What happens to centre text that would reach past the innermost band.
public enum LabelFit: Int, NamedCase {
  /// The text keeps its sizes and may overlap the bands, as in MBCircularProgressBar.
  case none = 0
  /// The label (and its caption) shrink together, keeping their sizes' ratios, until their
  /// ink fits inside the innermost band's inner edge less ``ProgressRing/labelPadding``. Text
  /// that already fits is not touched. No run shrinks below ``RingLayout/minimumLabelPixels``
  /// pixels: a line still too wide there is cut short with an ellipsis (see
  /// ``RingText/FitCircle``). A label whose largest font would be under
  /// ``RingLayout/minimumLabelPixels`` pixels is left out instead (see
  /// ``RingLayout/omittedLabelPixels``).
  case shrink = 1

  /// The lower-case name used on the command line and in JSON: `none`, `shrink`.
  public var name: String {
    switch self {
    case .none: "none"
    case .shrink: "shrink"
    }
  }
}
