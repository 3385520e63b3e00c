extension ProgressRing: Codable {
  /// The JSON keys: MB's property names, plus `clockwise` and `label`.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case value, maxValue
    case progressRotationAngle, progressAngle, clockwise
    case progressLineWidth, progressColor, progressStrokeColor, progressCapType
    case emptyLineWidth, emptyLineColor, emptyLineStrokeColor, emptyCapType
    case progressAppearanceType, borderPadding
    case showValueString, showUnitString, unitString, decimalPlaces, countdown
    case valueFontName, valueFontSize, valueDecimalFontSize, unitFontName, unitFontSize
    case fontColor, textOffset, label
  }

  /// Decodes a ring from MB-named keys; a missing key keeps the default ring's value.
  ///
  /// Colours are strings in any form ``RingColor/init(_:)`` accepts; cap and appearance types
  /// are names or MB's integers; a font size of `-1` (as in MB), `"auto"` or `null` means
  /// automatic; `textOffset` is `{"x": …, "y": …}` or `[x, y]`. These are the rules of
  /// `ringgen --spec` too.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    var ring = ProgressRing()
    func decode<T: Decodable>(_ key: CodingKeys, into property: inout T) throws {
      if let decoded = try c.decodeIfPresent(T.self, forKey: key) { property = decoded }
    }
    func decodeFontSize(_ key: CodingKeys, into property: inout Double?) throws {
      guard c.contains(key) else { return }
      if let text = try? c.decode(String.self, forKey: key) {
        guard text.lowercased() == "auto" else {
          throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected points or \"auto\"")
        }
        property = nil
        return
      }
      let size = try c.decodeIfPresent(Double.self, forKey: key)
      property = size == -1 ? nil : size
    }
    try decode(.value, into: &ring.value)
    try decode(.maxValue, into: &ring.maxValue)
    try decode(.progressRotationAngle, into: &ring.progressRotationAngle)
    try decode(.progressAngle, into: &ring.progressAngle)
    try decode(.clockwise, into: &ring.clockwise)
    try decode(.progressLineWidth, into: &ring.progressLineWidth)
    try decode(.progressColor, into: &ring.progressColor)
    try decode(.progressStrokeColor, into: &ring.progressStrokeColor)
    try decode(.progressCapType, into: &ring.progressCapType)
    try decode(.emptyLineWidth, into: &ring.emptyLineWidth)
    try decode(.emptyLineColor, into: &ring.emptyLineColor)
    try decode(.emptyLineStrokeColor, into: &ring.emptyLineStrokeColor)
    try decode(.emptyCapType, into: &ring.emptyCapType)
    try decode(.progressAppearanceType, into: &ring.progressAppearanceType)
    try decode(.borderPadding, into: &ring.borderPadding)
    try decode(.showValueString, into: &ring.showValueString)
    try decode(.showUnitString, into: &ring.showUnitString)
    try decode(.unitString, into: &ring.unitString)
    try decode(.decimalPlaces, into: &ring.decimalPlaces)
    try decode(.countdown, into: &ring.countdown)
    try decode(.valueFontName, into: &ring.valueFontName)
    try decodeFontSize(.valueFontSize, into: &ring.valueFontSize)
    try decodeFontSize(.valueDecimalFontSize, into: &ring.valueDecimalFontSize)
    try decode(.unitFontName, into: &ring.unitFontName)
    try decodeFontSize(.unitFontSize, into: &ring.unitFontSize)
    try decode(.fontColor, into: &ring.fontColor)
    if let pair = try? c.decode([Double].self, forKey: .textOffset) {
      guard pair.count == 2 else {
        throw DecodingError.dataCorruptedError(forKey: .textOffset, in: c, debugDescription: "expected [x, y]")
      }
      ring.textOffset = Point(x: pair[0], y: pair[1])
    } else {
      try decode(.textOffset, into: &ring.textOffset)
    }
    if c.contains(.label) { ring.label = try c.decodeIfPresent(String.self, forKey: .label) }
    self = ring
  }

  /// Encodes every property under its MB name; automatic font sizes are written as `-1`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(value, forKey: .value)
    try c.encode(maxValue, forKey: .maxValue)
    try c.encode(progressRotationAngle, forKey: .progressRotationAngle)
    try c.encode(progressAngle, forKey: .progressAngle)
    try c.encode(clockwise, forKey: .clockwise)
    try c.encode(progressLineWidth, forKey: .progressLineWidth)
    try c.encode(progressColor, forKey: .progressColor)
    try c.encode(progressStrokeColor, forKey: .progressStrokeColor)
    try c.encode(progressCapType, forKey: .progressCapType)
    try c.encode(emptyLineWidth, forKey: .emptyLineWidth)
    try c.encode(emptyLineColor, forKey: .emptyLineColor)
    try c.encode(emptyLineStrokeColor, forKey: .emptyLineStrokeColor)
    try c.encode(emptyCapType, forKey: .emptyCapType)
    try c.encode(progressAppearanceType, forKey: .progressAppearanceType)
    try c.encode(borderPadding, forKey: .borderPadding)
    try c.encode(showValueString, forKey: .showValueString)
    try c.encode(showUnitString, forKey: .showUnitString)
    try c.encode(unitString, forKey: .unitString)
    try c.encode(decimalPlaces, forKey: .decimalPlaces)
    try c.encode(countdown, forKey: .countdown)
    try c.encode(valueFontName, forKey: .valueFontName)
    try c.encode(valueFontSize ?? -1, forKey: .valueFontSize)
    try c.encode(valueDecimalFontSize ?? -1, forKey: .valueDecimalFontSize)
    try c.encode(unitFontName, forKey: .unitFontName)
    try c.encode(unitFontSize ?? -1, forKey: .unitFontSize)
    try c.encode(fontColor, forKey: .fontColor)
    try c.encode(textOffset, forKey: .textOffset)
    try c.encode(label, forKey: .label)
  }
}
