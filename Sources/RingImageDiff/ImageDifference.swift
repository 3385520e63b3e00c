import RingKit

/// What ``ImageComparator`` measured between an expected and an actual image.
///
/// Images of different sizes never match; they are compared as if both were padded with
/// transparent pixels to the larger width and height, so the numbers still say where they
/// differ.
public struct ImageDifference: Sendable, Hashable, CustomStringConvertible {
  /// A size in pixels.
  public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    /// `128 × 128 px`.
    public var description: String { "\(width) × \(height) px" }
  }

  /// A rectangle of pixels, its bounds included.
  public struct Region: Sendable, Hashable, CustomStringConvertible {
    /// Columns and rows, from the image's top-left pixel.
    public var x: ClosedRange<Int>
    public var y: ClosedRange<Int>

    public init(x: ClosedRange<Int>, y: ClosedRange<Int>) {
      self.x = x
      self.y = y
    }

    public var width: Int { x.count }
    public var height: Int { y.count }

    /// `x 88…97, y 12…20 (10 × 9 px)`.
    public var description: String {
      "x \(x.lowerBound)…\(x.upperBound), y \(y.lowerBound)…\(y.upperBound) (\(width) × \(height) px)"
    }
  }

  /// The reference's size.
  public var expectedSize: Size
  /// The new image's size.
  public var actualSize: Size
  /// The tolerance the images were compared with.
  public var tolerance: SnapshotTolerance
  /// Pixels over the threshold that are not excused as anti-aliasing.
  public var differingPixels: Int
  /// Pixels over the threshold that were excused as anti-aliasing (0 when the tolerance
  /// counts anti-aliasing).
  public var antialiasedPixels: Int
  /// Pixels left out of the comparison (``IgnoredPixels``): never counted as differing.
  public var ignoredPixels: Int = 0
  /// The largest perceived colour difference of any pixel, on the threshold's scale: 0 for
  /// identical images, 1 for black against white.
  public var largestDifference: Double
  /// The largest difference of any channel of any pixel, 0…255, with colours premultiplied by
  /// their opacity (what shows over black) and opacity itself as a channel.
  public var largestChannelDifference: Int
  /// The smallest rectangle holding every differing pixel, or nil when none differs.
  public var changedRegion: Region?

  /// Whether both images have the same size.
  public var sizesMatch: Bool { expectedSize == actualSize }

  /// Whether the images match: the same size, and no more differing pixels than allowed.
  public var matches: Bool { sizesMatch && differingPixels <= tolerance.allowedDifferingPixels }

  /// How many pixels were compared: the larger width by the larger height.
  public var comparedPixels: Int {
    max(expectedSize.width, actualSize.width) * max(expectedSize.height, actualSize.height)
  }

  /// One line for a failure message, such as
  /// `23 pixels differ (0.14 %), 0 allowed at threshold 0.10; 41 anti-aliased pixels ignored`.
  public var description: String {
    var line = ""
    if !sizesMatch { line += "sizes differ: expected \(expectedSize), actual \(actualSize); " }
    let percent = FixedPoint.format(Double(differingPixels) * 100 / Double(max(comparedPixels, 1)), places: 2)
    line += "\(differingPixels) pixel\(differingPixels == 1 ? "" : "s") differ (\(percent) %), "
    line +=
      "\(tolerance.allowedDifferingPixels) allowed at threshold \(FixedPoint.format(tolerance.threshold, places: 2))"
    if tolerance.ignoresAntialiasing {
      line += "; \(antialiasedPixels) anti-aliased pixel\(antialiasedPixels == 1 ? "" : "s") ignored"
    } else {
      line += "; anti-aliased pixels counted"
    }
    if ignoredPixels > 0 { line += "; \(ignoredPixels) pixel\(ignoredPixels == 1 ? "" : "s") left out" }
    return line
  }
}
