/// A soft light around the progress band: its silhouette blurred in a colour, under it.
public struct RingGlow: Sendable, Hashable {
  /// The blur radius in points, 0…1024 (a Gaussian of standard deviation half of it).
  public var blur: Double
  /// The glow's colour, or nil for the progress band's colour (at its tip, for a gradient)
  /// at 60 % opacity.
  public var color: RingColor?

  /// Creates a glow.
  public init(blur: Double, color: RingColor? = nil) {
    self.blur = blur
    self.color = color
  }

  /// Parses `BLUR[,COLOR]`.
  ///
  /// - Throws: ``RingValidationError`` (property `glow`).
  public init(parsing text: String) throws(RingValidationError) {
    let items = RingGradient.topLevelItems(of: text)
    guard items.count == 1 || items.count == 2 else { throw Self.error("expected BLUR[,COLOR], got '\(text)'") }
    guard let blur = Double(decimal: items[0]), blur.isFinite else {
      throw Self.error("BLUR '\(items[0])' is not a number of points")
    }
    var color: RingColor?
    if items.count == 2 {
      guard let parsed = RingColor(items[1]) else {
        throw Self.error("'\(items[1])' is not a colour (\(RingColor.acceptedForms))")
      }
      color = parsed
    }
    self.init(blur: blur, color: color)
    try validate()
  }

  /// Checks the blur: 0…1024 points.
  public func validate() throws(RingValidationError) {
    guard blur.isFinite, (0...RingShadow.maximumBlur).contains(blur) else {
      throw Self.error(
        "the blur must be from 0 to \(Int(RingShadow.maximumBlur)) points, not \(FixedPoint.compact(blur))")
    }
  }

  /// How far past the band the glow can reach, in points: three standard deviations.
  public var reach: Double { 1.5 * blur }

  private static func error(_ reason: String) -> RingValidationError {
    RingValidationError(.glow, reason: reason)
  }
}
