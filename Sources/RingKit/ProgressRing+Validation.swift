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
    // Automatic lengths (nil) are shares of the canvas, so always finite and in range.
    let optionalWidths: [(RenderSpec.Key, Double?)] = [
      (.progressLineWidth, progressLineWidth), (.emptyLineWidth, emptyLineWidth),
    ]
    let widths = optionalWidths.compactMap { key, width in width.map { (key, $0) } }
    let padding: [(RenderSpec.Key, Double)] = labelPadding.map { [(.labelPadding, $0)] } ?? []
    let offsets: [(RenderSpec.Key, Double)] = [
      (.borderPadding, borderPadding), (.textOffset, textOffset.x), (.textOffset, textOffset.y),
    ]
    let numbers: [(RenderSpec.Key, Double)] =
      [
        (.value, value), (.maxValue, maxValue),
        (.progressRotationAngle, progressRotationAngle), (.progressAngle, progressAngle),
      ] + widths + offsets + padding
    for (key, number) in numbers where !number.isFinite {
      throw RingValidationError(key, reason: "must be a finite number, not \(number)")
    }
    let lengths = widths + offsets + padding
    for (key, length) in lengths where length.magnitude > Self.maxLength {
      throw RingValidationError(
        key, reason: "must be within ±\(Int(Self.maxLength)) points, not \(FixedPoint.compact(length))")
    }
    let fontSizes: [(RenderSpec.Key, Double?)] = [
      (.valueFontSize, valueFontSize), (.valueDecimalFontSize, valueDecimalFontSize),
      (.unitFontSize, unitFontSize), (.captionFontSize, captionFontSize),
    ]
    for case let (key, size?) in fontSizes where !(size.isFinite && size > 0 && size <= Self.maxLength) {
      throw RingValidationError(
        key,
        reason: "must be a number of points above 0 and at most \(Int(Self.maxLength)), or automatic")
    }
    guard (0...Self.maxDecimalPlaces).contains(decimalPlaces) else {
      throw RingValidationError(
        .decimalPlaces, reason: "must be a whole number from 0 to \(Self.maxDecimalPlaces)")
    }
    _ = try labelTemplate
    if let caption, caption.count > Self.maxCaptionLength {
      throw RingValidationError(
        .caption, reason: "must be at most \(Self.maxCaptionLength) characters, not \(caption.count)")
    }
    for (key, gradient): (RenderSpec.Key, RingGradient?) in [
      (.progressGradient, progressGradient), (.emptyLineGradient, emptyLineGradient),
    ] {
      do throws(RingValidationError) { try gradient?.validate() } catch {
        throw RingValidationError(key, reason: error.reason)
      }
    }
    try RingThreshold.validate(thresholds)
    try shadow?.validate()
    try glow?.validate()
    try validateComposition()
    try validateRings()
  }

  /// Concentric rings: at most 16, each valid, and label placeholders that name one of them.
  private func validateRings() throws(RingValidationError) {
    guard rings.count <= 16 else {
      throw RingValidationError(.rings, reason: "at most 16 rings, not \(rings.count)")
    }
    for (index, ring) in rings.enumerated() {
      guard ring.rings.isEmpty else {
        throw RingValidationError(
          .rings, reason: "ring \(index + 1) has rings of its own; rings do not nest")
      }
      do throws(RingValidationError) { try ring.validate() } catch {
        throw RingValidationError(.rings, reason: "ring \(index + 1): \(error.property): \(error.reason)")
      }
    }
    for case .ringPlaceholder(let placeholder, let index) in try labelTemplate.pieces where index > max(rings.count, 1)
    {
      throw RingValidationError(
        .label,
        reason:
          "{\(placeholder.rawValue)\(index)} names ring \(index), but there \(rings.count == 1 ? "is 1 ring" : "are \(max(rings.count, 1)) rings")"
      )
    }
    guard ringSpacing.isFinite, ringSpacing >= 0, ringSpacing <= Self.maxLength else {
      throw RingValidationError(.ringSpacing, reason: "must be from 0 to \(Int(Self.maxLength)) points")
    }
  }

  /// The composition's numbers: segments, ticks and markers.
  private func validateComposition() throws(RingValidationError) {
    guard segments == 0 || (2...360).contains(segments) else {
      throw RingValidationError(.segments, reason: "must be 0 (none) or from 2 to 360, not \(segments)")
    }
    guard (0...360).contains(ticks) else {
      throw RingValidationError(.ticks, reason: "must be from 0 to 360, not \(ticks)")
    }
    let lengths: [(RenderSpec.Key, Double)] = [
      (.segmentGap, segmentGap), (.tickLength, tickLength), (.tickWidth, tickWidth),
    ]
    for (key, length) in lengths where !(length.isFinite && length >= 0 && length <= Self.maxLength) {
      throw RingValidationError(
        key, reason: "must be from 0 to \(Int(Self.maxLength)) points, not \(FixedPoint.compact(length))"
      )
    }
    let amounts: [(RenderSpec.Key, Double?)] = [
      (.knob, knob?.amount), (.target, target?.amount), (.secondaryValue, secondaryValue),
    ]
    for (key, number) in amounts
    where number.map({ !$0.isFinite || $0.magnitude > 1e15 }) ?? false {
      throw RingValidationError(key, reason: "must be a finite number, not \(number!)")
    }
  }

  /// The parsed ``label``, or MB's `{value}{unit}` when there is none.
  public var labelTemplate: LabelTemplate {
    get throws(RingValidationError) {
      guard let label else { return .mb }
      return try LabelTemplate(parsing: label)
    }
  }
}
