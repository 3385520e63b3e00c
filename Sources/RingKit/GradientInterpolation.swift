/// The colour space a gradient blends its stops in.
public enum GradientInterpolation: Int, NamedCase {
  /// Premultiplied sRGB, as CSS gradients blend by default: what browsers draw.
  case srgb = 0
  /// OKLab (Björn Ottosson's perceptual space), premultiplied: blends without the grey
  /// or dark middle that sRGB gives between saturated opposites.
  case oklab = 1

  /// The lower-case name used on the command line and in JSON: `srgb`, `oklab`.
  public var name: String {
    switch self {
    case .srgb: "srgb"
    case .oklab: "oklab"
    }
  }
}
