extension ProgressRing {
  /// The largest ``decimalPlaces`` a ring accepts.
  public static let maxDecimalPlaces = 20

  /// The largest length a ring accepts, in points, either way: line widths, padding, text
  /// offset and font sizes. Past this, renderers' fixed-point coordinates and font engines
  /// overflow; no canvas is larger (see ``RingCanvas/maxPoints``).
  public static let maxLength = 16_384.0

  /// The most characters a ``caption`` may have.
  public static let maxCaptionLength = 200

  /// Checks that every property can be drawn.
  ///
  /// Renderers call this before drawing. It rejects what MBCircularProgressBar would turn into
  /// undefined behaviour: non-finite numbers, lengths beyond ±``maxLength`` points, font sizes
  /// ≤ 0 (automatic sizes are `nil`), `decimalPlaces` outside 0…20, a ``label`` that does
  /// not parse, and a ``caption`` longer than ``maxCaptionLength`` characters.
  ///
  /// - Throws: ``RingValidationError`` for the first invalid property, by MB name.
  public func validate() throws(RingValidationError) {
    let numbers: [(String, Double)] = [
      ("value", value), ("maxValue", maxValue),
      ("progressRotationAngle", progressRotationAngle), ("progressAngle", progressAngle),
      ("progressLineWidth", progressLineWidth), ("emptyLineWidth", emptyLineWidth),
      ("borderPadding", borderPadding), ("textOffset", textOffset.x), ("textOffset", textOffset.y),
      ("labelPadding", labelPadding),
    ]
    for (property, number) in numbers where !number.isFinite {
      throw RingValidationError(property: property, reason: "must be a finite number, not \(number)")
    }
    let lengths: [(String, Double)] = [
      ("progressLineWidth", progressLineWidth), ("emptyLineWidth", emptyLineWidth),
      ("borderPadding", borderPadding), ("textOffset", textOffset.x), ("textOffset", textOffset.y),
      ("labelPadding", labelPadding),
    ]
    for (property, length) in lengths where length.magnitude > Self.maxLength {
      throw RingValidationError(
        property: property, reason: "must be within ±\(Int(Self.maxLength)) points, not \(FixedPoint.compact(length))")
    }
    let fontSizes = [
      ("valueFontSize", valueFontSize), ("valueDecimalFontSize", valueDecimalFontSize),
      ("unitFontSize", unitFontSize), ("captionFontSize", captionFontSize),
    ]
    for case let (property, size?) in fontSizes where !(size.isFinite && size > 0 && size <= Self.maxLength) {
      throw RingValidationError(
        property: property,
        reason: "must be a number of points above 0 and at most \(Int(Self.maxLength)), or automatic")
    }
    guard (0...Self.maxDecimalPlaces).contains(decimalPlaces) else {
      throw RingValidationError(
        property: "decimalPlaces", reason: "must be a whole number from 0 to \(Self.maxDecimalPlaces)")
    }
    _ = try labelTemplate
    if let caption, caption.count > Self.maxCaptionLength {
      throw RingValidationError(
        property: "caption", reason: "must be at most \(Self.maxCaptionLength) characters, not \(caption.count)")
    }
    for (property, gradient) in [("progressGradient", progressGradient), ("emptyLineGradient", emptyLineGradient)] {
      do throws(RingValidationError) { try gradient?.validate() } catch {
        throw RingValidationError(property: property, reason: error.reason)
      }
    }
    try RingThreshold.validate(thresholds)
    try shadow?.validate()
    try glow?.validate()
  }

  /// The parsed ``label``, or MB's `{value}{unit}` when there is none.
  public var labelTemplate: LabelTemplate {
    get throws(RingValidationError) {
      guard let label else { return .mb }
      return try LabelTemplate(parsing: label)
    }
  }
}
