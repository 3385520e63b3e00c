extension ProgressRing {
  /// The value as drawn: `value` clamped to 0…`maxValue`, or 0 when `maxValue` ≤ 0; with
  /// ``overflow`` `laps`, only clamped below (a value over the maximum is shown as it is).
  public var clampedValue: Double {
    guard maxValue > 0 else { return 0 }
    return overflow == .laps ? max(value, 0) : min(max(value, 0), maxValue)
  }

  /// How many turns of the track the value fills: ``fraction`` with ``overflow`` `clamp`, and
  /// the unclamped `value / maxValue` (at most 1000) with `laps`.
  public var laps: Double {
    guard maxValue > 0 else { return 0 }
    return overflow == .laps ? min(max(value, 0) / maxValue, Self.maximumLaps) : fraction
  }

  /// The most turns ``laps`` counts.
  public static let maximumLaps = 1000.0

  /// Whether the value lies above the maximum and is drawn clamped, as `ringgen` warns.
  public var isClamped: Bool { overflow == .clamp && maxValue > 0 && value > maxValue }

  /// The drawn share of the track, 0…1: the value clamped to 0…`maxValue`, over `maxValue`,
  /// or 0 when `maxValue` ≤ 0 (see ``laps`` for overflow).
  public var fraction: Double {
    maxValue > 0 ? min(max(value, 0), maxValue) / maxValue : 0
  }

  /// The number a placeholder stands for (the unit has none).
  ///
  /// The percentage is computed as `value × 100 / maxValue`, so that `{value}` and `{percent}`
  /// round alike when `maxValue` is 100; it is 0 when `maxValue` ≤ 0, counting down or not.
  public func number(for placeholder: LabelTemplate.Placeholder) -> Double? {
    let remaining = max(max(maxValue, 0) - clampedValue, 0)
    switch placeholder {
    case .value: return countdown ? remaining : clampedValue
    case .max: return maxValue
    case .percent: return maxValue > 0 ? (countdown ? remaining : clampedValue) * 100 / maxValue : 0
    case .remaining: return remaining
    case .unit: return nil
    }
  }

  /// The centre text as it reads, such as `"50%"`, or nil when no text is shown.
  ///
  /// - Throws: ``RingValidationError`` when ``label`` does not parse.
  public func labelText() throws(RingValidationError) -> String? {
    try textRuns(valueFontSize: 1, decimalFontSize: 1, unitFontSize: 1)
      .map { $0.map(\.text).joined() }
  }

  /// The number of `piece`: a ring placeholder's from that concentric ring, a plain one's
  /// from the outer ring when there are concentric rings, else this ring's.
  private func number(for piece: LabelTemplate.Piece, _ placeholder: LabelTemplate.Placeholder) -> Double? {
    if case .ringPlaceholder(_, let index) = piece {
      return index <= rings.count ? rings[index - 1].number(for: placeholder) : nil
    }
    return rings.first?.number(for: placeholder) ?? number(for: placeholder)
  }

  /// A description for screen readers and image metadata: `"Progress 15 of 30 (50%)"`.
  ///
  /// Value and maximum are written in their shortest exact form, the percentage with
  /// ``decimalPlaces`` digits; the value is clamped as it is drawn.
  public var accessibilityDescription: String {
    if !rings.isEmpty {
      return rings.map { ring in
        guard let name = ring.name else { return ring.accessibilityDescription }
        let places = min(max(ring.decimalPlaces, 0), Self.maxDecimalPlaces)
        let percent = ring.maxValue > 0 ? ring.clampedValue * 100 / ring.maxValue : 0
        return "\(name) \(FixedPoint.format(percent, places: places))%"
      }.joined(separator: ", ")
    }
    let places = min(max(decimalPlaces, 0), Self.maxDecimalPlaces)
    let percent = FixedPoint.format(maxValue > 0 ? clampedValue * 100 / maxValue : 0, places: places)
    return "Progress \(FixedPoint.compact(clampedValue)) of \(FixedPoint.compact(maxValue)) (\(percent)%)"
  }

  /// The centre text split into runs of one font each, or nil when nothing is shown.
  ///
  /// Numbers are written in ``numberFormat`` and ``locale`` and set in the value font,
  /// switching to `decimalFontSize` from their decimal separator on, as MB does (a compact
  /// unit goes back to the value size); `{unit}` and literal text are set in the unit font. Neighbouring runs with
  /// the same font and size are merged.
  func textRuns(
    valueFontSize: Double, decimalFontSize: Double, unitFontSize: Double
  ) throws(RingValidationError) -> [TextRun]? {
    guard showValueString else { return nil }
    var runs: [TextRun] = []
    func append(_ text: String, font: String, size: Double) {
      guard !text.isEmpty else { return }
      if let last = runs.last, last.fontName == font, last.fontSize == size {
        runs[runs.count - 1].text += text
      } else {
        runs.append(TextRun(text: text, fontName: font, fontSize: size))
      }
    }
    let places = min(max(decimalPlaces, 0), Self.maxDecimalPlaces)
    for piece in try labelTemplate.pieces {
      switch piece {
      case .literal(let text):
        append(text, font: unitFontName, size: unitFontSize)
      case .placeholder(.unit):
        if showUnitString { append(unitString, font: unitFontName, size: unitFontSize) }
      case .placeholder(let placeholder), .ringPlaceholder(let placeholder, ring: _):
        let parts = locale.parts(of: number(for: piece, placeholder) ?? 0, places: places, format: numberFormat)
        append(parts.integer, font: valueFontName, size: valueFontSize)
        append(parts.fraction, font: valueFontName, size: decimalFontSize)
        append(parts.suffix, font: valueFontName, size: valueFontSize)
      }
    }
    return runs.isEmpty ? nil : runs
  }
}
