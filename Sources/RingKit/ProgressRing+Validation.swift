extension ProgressRing {
  /// The largest ``decimalPlaces`` a ring accepts.
  public static let maxDecimalPlaces = 20

  /// Checks that every property can be drawn.
  ///
  /// Renderers call this before drawing. It rejects what MBCircularProgressBar would turn into
  /// undefined behaviour: non-finite numbers, font sizes ≤ 0 (automatic sizes are `nil`),
  /// `decimalPlaces` outside 0…20, and a ``label`` that does not parse.
  ///
  /// - Throws: ``RingValidationError`` for the first invalid property, by MB name.
  public func validate() throws(RingValidationError) {
    let numbers: [(String, Double)] = [
      ("value", value), ("maxValue", maxValue),
      ("progressRotationAngle", progressRotationAngle), ("progressAngle", progressAngle),
      ("progressLineWidth", progressLineWidth), ("emptyLineWidth", emptyLineWidth),
      ("borderPadding", borderPadding), ("textOffset", textOffset.x), ("textOffset", textOffset.y),
    ]
    for (property, number) in numbers where !number.isFinite {
      throw RingValidationError(property: property, reason: "must be a finite number, not \(number)")
    }
    let fontSizes = [
      ("valueFontSize", valueFontSize), ("valueDecimalFontSize", valueDecimalFontSize),
      ("unitFontSize", unitFontSize),
    ]
    for case let (property, size?) in fontSizes where !(size.isFinite && size > 0) {
      throw RingValidationError(
        property: property, reason: "must be a finite number of points above 0, or automatic")
    }
    guard (0...Self.maxDecimalPlaces).contains(decimalPlaces) else {
      throw RingValidationError(
        property: "decimalPlaces", reason: "must be a whole number from 0 to \(Self.maxDecimalPlaces)")
    }
    _ = try labelTemplate
  }

  /// The parsed ``label``, or MB's `{value}{unit}` when there is none.
  public var labelTemplate: LabelTemplate {
    get throws(RingValidationError) {
      guard let label else { return .mb }
      return try LabelTemplate(parsing: label)
    }
  }
}
