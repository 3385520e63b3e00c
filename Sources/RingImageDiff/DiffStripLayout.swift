/// How ``ImageComparator/compare(_:_:ignoring:diffRowsPerStrip:layout:diffStrip:)`` hands over
/// the pixels of its diff's strips.
public enum DiffStripLayout: Sendable, Hashable {
  /// Four bytes a pixel: red, green, blue, alpha.
  case rgba
  /// Three bytes a pixel, for a style that paints only opaque pixels (not
  /// ``DiffStyle/diffMask``): red, green, blue.
  case rgb
  /// A byte a pixel: its index in the comparison's ``ImageComparator/diffPalette(ignoring:)``.
  case indexed

  /// Bytes a pixel.
  public var bytesPerPixel: Int {
    switch self {
    case .rgba: 4
    case .rgb: 3
    case .indexed: 1
    }
  }
}
