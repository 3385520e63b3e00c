extension ProgressRing {
  /// The largest ``decimalPlaces`` a ring accepts.
  public static let maxDecimalPlaces = 20

  /// The largest length a ring accepts, in points, either way: line widths, padding, text
  /// offset and font sizes. Past this, renderers' fixed-point coordinates and font engines
  /// overflow; no canvas is larger (see ``RingCanvas/maxPoints``).
  public static let maxLength = 16_384.0

  /// The largest amount, either way, of a knob, a target or the secondary arc, in the ring's
  /// unit: 10¹⁵, as ``maxLength`` bounds lengths.
  public static let maxAmount = 1e15

  /// The most characters a ``label`` template or a ``caption`` may have: past it, text no longer
  /// fits a ring of any size at a size that can be read.
  public static let maxTextLength = 200

  /// Why `text` cannot be a label or a caption, or nil when it can: over ``maxTextLength``
  /// characters, or a control character (C0, DEL or C1), which no font draws and a terminal
  /// would obey. A line break is the one allowed: it starts a second line.
  static func textProblem(_ text: String) -> String? {
    if text.count > maxTextLength { return "must be at most \(maxTextLength) characters, not \(text.count)" }
    let isControl = { (scalar: Unicode.Scalar) in
      scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
    guard let control = text.unicodeScalars.first(where: isControl) else { return nil }
    let code = String(control.value, radix: 16, uppercase: true)
    return "must have no control characters, not U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)"
  }

  /// Checks that every property can be drawn.
  ///
  /// Renderers call this before drawing. It rejects what MBCircularProgressBar would turn into
  /// undefined behaviour: non-finite numbers, lengths beyond ±``maxLength`` points, font sizes
  /// ≤ 0 (automatic sizes are `nil`), `decimalPlaces` outside 0…20, a ``label`` that does
  /// not parse, and a ``label`` or ``caption`` of over ``maxTextLength`` characters or with a
  /// control character.
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
    for (key, text) in [(RenderSpec.Key.label, label), (.caption, caption)] {
      if let text, let problem = Self.textProblem(text) { throw RingValidationError(key, reason: problem) }
    }
    _ = try labelTemplate
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
    where number.map({ !$0.isFinite || $0.magnitude > Self.maxAmount }) ?? false {
      throw RingValidationError(key, reason: "must be a number from -10¹⁵ to 10¹⁵, not \(number!)")
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
