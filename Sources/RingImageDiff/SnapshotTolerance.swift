import RingKit

/// How different an image may be from its reference and still match.
///
/// Two separate knobs, as in pixelmatch and Playwright:
///
/// - ``threshold`` decides whether one pixel differs: the perceived colour difference (YIQ,
///   pixelmatch's metric) from 0, identical, to 1, black against white. 0.1 lets through
///   about 26 levels of change in a grey, and nothing a person would call a different colour.
/// - ``allowedDifferingPixels`` decides whether the image matches: how many pixels may differ.
///
/// With ``ignoresAntialiasing``, a pixel over the threshold is not counted when it is an
/// anti-aliased edge in either image (pixelmatch's test: it has both darker and brighter
/// neighbours, and the darkest or brightest sits in a flat area in both images); such pixels
/// are reported separately and painted yellow in the diff. This absorbs the edge noise that
/// differs between Cairo, pixman and FreeType versions, while a band that moves by a pixel, or
/// changes colour, still fails.
///
/// ```swift
/// assertSnapshot(of: ring, size: 128)                                    // .default
/// assertSnapshot(of: ring, size: 128, tolerance: .exact)                 // every pixel as recorded
/// assertSnapshot(of: ring, size: 128, tolerance: .default.allowing(12))  // up to 12 pixels may differ
/// ```
///
/// Text snapshots are always compared byte for byte; the tolerance applies to images.
public struct SnapshotTolerance: Sendable, Hashable, CustomStringConvertible {
  /// The perceived colour difference above which a pixel differs, 0…1 (YIQ, as pixelmatch's
  /// `threshold`). 0 counts any visible change.
  public var threshold: Double
  /// Whether pixels that differ only because an edge's anti-aliasing moved are left out of
  /// the count.
  public var ignoresAntialiasing: Bool
  /// How many differing pixels the image may have and still match, 0 or more.
  public var allowedDifferingPixels: Int

  /// Creates a tolerance; the defaults are ``default``'s.
  public init(threshold: Double = 0.1, ignoresAntialiasing: Bool = true, allowedDifferingPixels: Int = 0) {
    self.threshold = threshold
    self.ignoresAntialiasing = ignoresAntialiasing
    self.allowedDifferingPixels = allowedDifferingPixels
  }

  /// Threshold 0.1, anti-aliased pixels ignored, no differing pixel allowed: pixelmatch's
  /// per-pixel default with Playwright's budget of zero.
  public static let `default` = SnapshotTolerance()

  /// Every pixel must look exactly as recorded: threshold 0, anti-aliasing counted, no
  /// differing pixel allowed. (Fully transparent pixels match whatever their colour bytes.)
  public static let exact = SnapshotTolerance(threshold: 0, ignoresAntialiasing: false, allowedDifferingPixels: 0)

  /// This tolerance with `count` differing pixels allowed.
  public func allowing(_ count: Int) -> SnapshotTolerance {
    var tolerance = self
    tolerance.allowedDifferingPixels = count
    return tolerance
  }

  /// `threshold 0.10, anti-aliasing ignored, 0 pixels allowed`.
  public var description: String {
    "threshold \(FixedPoint.format(threshold, places: 2)), anti-aliasing \(ignoresAntialiasing ? "ignored" : "counted"), "
      + "\(allowedDifferingPixels) pixel\(allowedDifferingPixels == 1 ? "" : "s") allowed"
  }

  /// Why this tolerance cannot be used, or nil when it can.
  package var problem: String? {
    if !(0...1).contains(threshold) {
      return "the tolerance's threshold must be from 0 to 1, not \(threshold)"
    }
    if allowedDifferingPixels < 0 {
      return "the tolerance's allowedDifferingPixels must be 0 or more, not \(allowedDifferingPixels)"
    }
    return nil
  }
}
