/// What a ring is drawn on: a size in points, a pixel scale and an optional background.
///
/// ```swift
/// let canvas = RingCanvas(size: 256)                       // 256 × 256 pt, transparent
/// let retina = RingCanvas(width: 120, height: 80, scale: 2, background: .white)
/// ```
///
/// Raster output is `width × scale` by `height × scale` pixels, rounded to whole pixels, like
/// MB's `contentsScale`; vector output (SVG, PDF) is `width × height` points and ignores the
/// scale.
public struct RingCanvas: Sendable, Hashable, Codable {
  /// The largest raster side, in pixels; so a raster has at most 2²⁸ pixels.
  public static let maxPixelsPerSide = 16_384

  /// Width in points, above 0.
  public var width: Double
  /// Height in points, above 0.
  public var height: Double
  /// Pixels per point for raster output, above 0.
  public var scale: Double
  /// Colour painted under the ring, or nil for a transparent canvas.
  public var background: RingColor?

  /// Creates a canvas of `width` × `height` points.
  public init(width: Double, height: Double, scale: Double = 1, background: RingColor? = nil) {
    self.width = width
    self.height = height
    self.scale = scale
    self.background = background
  }

  /// Creates a square canvas of `size` × `size` points.
  public init(size: Double, scale: Double = 1, background: RingColor? = nil) {
    self.init(width: size, height: size, scale: scale, background: background)
  }

  /// The raster width in pixels: `width × scale`, rounded, at least 1.
  public var pixelWidth: Int { Self.pixels(width * scale) }
  /// The raster height in pixels: `height × scale`, rounded, at least 1.
  public var pixelHeight: Int { Self.pixels(height * scale) }

  /// Checks that the canvas can be drawn: finite sizes and scale above 0, and a raster no
  /// larger than ``maxPixelsPerSide`` on a side (so at most 2²⁸ pixels in all).
  ///
  /// - Throws: ``RingValidationError`` naming `width`, `height`, `scale` or `pixels`.
  public func validate() throws(RingValidationError) {
    for (property, number) in [("width", width), ("height", height), ("scale", scale)]
    where !(number.isFinite && number > 0) {
      throw RingValidationError(property: property, reason: "must be a finite number above 0")
    }
    let longest = max(width * scale, height * scale).rounded()
    guard longest <= Double(Self.maxPixelsPerSide) else {
      throw RingValidationError(
        property: "pixels",
        reason: "a side of \(FixedPoint.compact(longest)) px is over the limit of \(Self.maxPixelsPerSide) px")
    }
  }

  private static func pixels(_ length: Double) -> Int {
    guard length.isFinite else { return 1 }
    return Int(min(max(length.rounded(), 1), Double(Int32.max)))
  }
}
