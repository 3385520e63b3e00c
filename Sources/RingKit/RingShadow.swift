/// A soft shadow under the ring's bands, as CSS's `drop-shadow`: the bands' silhouette moved
/// by an offset, blurred, in a colour.
public struct RingShadow: Sendable, Hashable {
  /// How far the shadow falls from the bands, in points; positive y is down.
  public var offset: Point
  /// The blur radius in points, 0…1024: a Gaussian blur whose standard deviation is half of
  /// it, as CSS defines a shadow's blur.
  public var blur: Double
  /// The shadow's colour.
  public var color: RingColor

  /// The colour a shadow has unless one is given: black at 30 %.
  public static let defaultColor = RingColor(red: 0, green: 0, blue: 0, alpha: 0.3)
  /// The largest blur radius, in points.
  public static let maximumBlur = 1024.0

  /// Creates a shadow.
  public init(offset: Point, blur: Double, color: RingColor = RingShadow.defaultColor) {
    self.offset = offset
    self.blur = blur
    self.color = color
  }

  /// Parses `X,Y,BLUR[,COLOR]` (points; a colour's own commas belong to it).
  ///
  /// - Throws: ``RingValidationError`` (property `shadow`).
  public init(parsing text: String) throws(RingValidationError) {
    let items = RingGradient.topLevelItems(of: text)
    guard items.count == 3 || items.count == 4 else {
      throw Self.error("expected X,Y,BLUR[,COLOR], got '\(text)'")
    }
    var numbers: [Double] = []
    for (index, name) in ["X", "Y", "BLUR"].enumerated() {
      guard let number = Double(decimal: items[index]), number.isFinite else {
        throw Self.error("\(name) '\(items[index])' is not a number of points")
      }
      numbers.append(number)
    }
    var color = Self.defaultColor
    if items.count == 4 {
      guard let parsed = RingColor(items[3]) else {
        throw Self.error("'\(items[3])' is not a colour (\(RingColor.acceptedForms))")
      }
      color = parsed
    }
    self.init(offset: Point(x: numbers[0], y: numbers[1]), blur: numbers[2], color: color)
    try validate()
  }

  /// Checks the blur (0…1024 points) and the offset (within ±16384 points, finite).
  public func validate() throws(RingValidationError) {
    guard blur.isFinite, (0...Self.maximumBlur).contains(blur) else {
      throw Self.error("the blur must be from 0 to \(Int(Self.maximumBlur)) points, not \(FixedPoint.compact(blur))")
    }
    for value in [offset.x, offset.y] where !(value.isFinite && value.magnitude <= ProgressRing.maxLength) {
      throw Self.error(
        "the offset must be within ±\(Int(ProgressRing.maxLength)) points, not \(FixedPoint.compact(value))")
    }
  }

  /// How far past the bands the shadow can reach, in points: three standard deviations of
  /// the blur plus the offset.
  public var reach: Double { 1.5 * blur + max(offset.x.magnitude, offset.y.magnitude) }

  private static func error(_ reason: String) -> RingValidationError {
    RingValidationError(.shadow, reason: reason)
  }
}
