/// What a ring is drawn on: a size in points, a pixel scale and an optional background.
///
/// ```swift
/// let canvas = RingCanvas(size: 256)                       // 256 × 256 pt, transparent
/// let retina = RingCanvas(width: 120, height: 80, scale: 2, background: .white)
/// ```
///
/// Raster output is `width × scale` by `height × scale` pixels, rounded to whole pixels, like
/// MB's `contentsScale`; vector output (SVG, PDF) is `width × height` points and ignores the
/// scale. Sides are at most 16 384 points and, for rasters, 16 384 pixels.
public struct RingCanvas: Sendable, Hashable, Codable {
  /// The largest raster side, in pixels; so a raster has at most 2²⁸ pixels.
  public static let maxPixelsPerSide = 16_384
  /// The largest canvas side, in points, for every format.
  public static let maxPoints = 16_384.0
  /// The range of ``scale``.
  public static let scaleRange = 0.01...100.0

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

  /// Checks that the canvas can be drawn in any format: width and height above 0 and at most
  /// ``maxPoints``, and a scale in ``scaleRange``.
  ///
  /// - Throws: ``RingValidationError`` naming `width`, `height` or `scale`.
  public func validate() throws(RingValidationError) {
    for (property, number) in [("width", width), ("height", height)]
    where !(number.isFinite && number > 0 && number <= Self.maxPoints) {
      throw RingValidationError(
        property: property, keys: [.size],
        reason: "must be above 0 and at most \(Int(Self.maxPoints)) points, not \(FixedPoint.compact(number))")
    }
    guard Self.scaleRange.contains(scale) else {
      throw RingValidationError(.scale, reason: "must be from 0.01 to 100, not \(FixedPoint.compact(scale))")
    }
  }

  /// Checks, beyond ``validate()``, that the raster is at most ``maxPixelsPerSide`` pixels on
  /// a side (so at most 2²⁸ pixels).
  ///
  /// - Throws: ``RingValidationError`` naming `pixels`.
  public func validateRaster() throws(RingValidationError) {
    try validate()
    let longest = max(pixelWidth, pixelHeight)
    guard longest <= Self.maxPixelsPerSide else {
      throw RingValidationError(
        property: "pixels", keys: [.size, .scale],
        reason: "a side of \(longest) px is over the limit of \(Self.maxPixelsPerSide) px")
    }
  }

  private static func pixels(_ length: Double) -> Int {
    guard length.isFinite else { return 1 }
    return Int(min(max(length.rounded(), 1), Double(Int32.max)))
  }
}
