extension ProgressRing: Codable {
  /// The JSON keys: MB's property names, plus `clockwise`, `label` and ringgen's own.
  public enum CodingKeys: String, CodingKey, CaseIterable {
    case value, maxValue
    case progressRotationAngle, progressAngle, clockwise
    case progressLineWidth, progressColor, progressStrokeColor, progressCapType
    case emptyLineWidth, emptyLineColor, emptyLineStrokeColor, emptyCapType
    case progressAppearanceType, borderPadding
    case showValueString, showUnitString, unitString, decimalPlaces, countdown
    case valueFontName, valueFontSize, valueDecimalFontSize, unitFontName, unitFontSize
    case fontColor, textOffset, label
    case numberFormat, locale, labelFit, labelPadding, caption, captionFontName, captionFontSize, captionColor
    case progressGradient, emptyLineGradient, gradientSpan, gradientInterpolation
    case thresholds, thresholdBlend, centerColor, shadow, glow
    case overflow, segments, segmentGap, segmentSnap, ticks, tickLength, tickWidth, tickColor, tickPosition, tickLabels
    case knob, target, secondaryValue, secondaryColor
    case rings, ringSpacing, name
  }

  /// Decodes a ring from MB-named keys; a missing key keeps the default ring's value.
  ///
  /// Colours are strings in any form ``RingColor/init(_:)`` accepts; cap and appearance types
  /// are names or MB's integers; a font size of `-1` (as in MB), `"auto"` or `null` means
  /// automatic; `textOffset` is `{"x": …, "y": …}` or `[x, y]`. These are the rules of
  /// `ringgen --spec` too.
  public init(from decoder: any Decoder) throws {
    self = try Self.decode(from: decoder, base: ProgressRing())
  }

  /// `base` with the keys `decoder` has; concentric rings start from the result.
  private static func decode(from decoder: any Decoder, base: ProgressRing) throws -> ProgressRing {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    var ring = base
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
    try decode(.numberFormat, into: &ring.numberFormat)
    try decode(.locale, into: &ring.locale)
    try decode(.labelFit, into: &ring.labelFit)
    try decode(.labelPadding, into: &ring.labelPadding)
    if c.contains(.caption) { ring.caption = try c.decodeIfPresent(String.self, forKey: .caption) }
    try decode(.captionFontName, into: &ring.captionFontName)
    try decodeFontSize(.captionFontSize, into: &ring.captionFontSize)
    try decode(.captionColor, into: &ring.captionColor)
    if c.contains(.progressGradient) {
      ring.progressGradient = try c.decodeIfPresent(RingGradient.self, forKey: .progressGradient)
    }
    if c.contains(.emptyLineGradient) {
      ring.emptyLineGradient = try c.decodeIfPresent(RingGradient.self, forKey: .emptyLineGradient)
    }
    try decode(.gradientSpan, into: &ring.gradientSpan)
    try decode(.gradientInterpolation, into: &ring.gradientInterpolation)
    if c.contains(.thresholds) { ring.thresholds = try Self.decodeThresholds(c) }
    try decode(.thresholdBlend, into: &ring.thresholdBlend)
    if c.contains(.centerColor) { ring.centerColor = try c.decodeIfPresent(RingColor.self, forKey: .centerColor) }
    if c.contains(.shadow) { ring.shadow = try c.decodeIfPresent(RingShadow.self, forKey: .shadow) }
    if c.contains(.glow) { ring.glow = try c.decodeIfPresent(RingGlow.self, forKey: .glow) }
    try decode(.overflow, into: &ring.overflow)
    try decode(.segments, into: &ring.segments)
    try decode(.segmentGap, into: &ring.segmentGap)
    try decode(.segmentSnap, into: &ring.segmentSnap)
    try decode(.ticks, into: &ring.ticks)
    try decode(.tickLength, into: &ring.tickLength)
    try decode(.tickWidth, into: &ring.tickWidth)
    try decode(.tickColor, into: &ring.tickColor)
    try decode(.tickPosition, into: &ring.tickPosition)
    try decode(.tickLabels, into: &ring.tickLabels)
    if c.contains(.knob) { ring.knob = try c.decodeIfPresent(RingMarker.self, forKey: .knob) }
    if c.contains(.target) { ring.target = try c.decodeIfPresent(RingMarker.self, forKey: .target) }
    if c.contains(.secondaryValue) { ring.secondaryValue = try c.decodeIfPresent(Double.self, forKey: .secondaryValue) }
    if c.contains(.secondaryColor) {
      ring.secondaryColor = try c.decodeIfPresent(RingColor.self, forKey: .secondaryColor)
    }
    try decode(.ringSpacing, into: &ring.ringSpacing)
    if c.contains(.name) { ring.name = try c.decodeIfPresent(String.self, forKey: .name) }
    if c.contains(.rings), try !c.decodeNil(forKey: .rings) {
      // Each ring starts from the ring the other keys describe: a shared style.
      var shared = ring
      shared.rings = []
      var list = try c.nestedUnkeyedContainer(forKey: .rings)
      var rings: [ProgressRing] = []
      while !list.isAtEnd { rings.append(try Self.decode(from: try list.superDecoder(), base: shared)) }
      ring.rings = rings
    }
    return ring
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
    try c.encode(numberFormat, forKey: .numberFormat)
    try c.encode(locale, forKey: .locale)
    try c.encode(labelFit, forKey: .labelFit)
    try c.encode(labelPadding, forKey: .labelPadding)
    try c.encode(caption, forKey: .caption)
    try c.encode(captionFontName, forKey: .captionFontName)
    try c.encode(captionFontSize ?? -1, forKey: .captionFontSize)
    try c.encode(captionColor, forKey: .captionColor)
    try c.encode(progressGradient, forKey: .progressGradient)
    try c.encode(emptyLineGradient, forKey: .emptyLineGradient)
    try c.encode(gradientSpan, forKey: .gradientSpan)
    try c.encode(gradientInterpolation, forKey: .gradientInterpolation)
    try c.encode(
      thresholds.map { [ThresholdValue.number($0.percent), .text($0.color.cssString)] }, forKey: .thresholds)
    try c.encode(thresholdBlend, forKey: .thresholdBlend)
    try c.encode(centerColor, forKey: .centerColor)
    try c.encode(shadow, forKey: .shadow)
    try c.encode(glow, forKey: .glow)
    try c.encode(overflow, forKey: .overflow)
    try c.encode(segments, forKey: .segments)
    try c.encode(segmentGap, forKey: .segmentGap)
    try c.encode(segmentSnap, forKey: .segmentSnap)
    try c.encode(ticks, forKey: .ticks)
    try c.encode(tickLength, forKey: .tickLength)
    try c.encode(tickWidth, forKey: .tickWidth)
    try c.encode(tickColor, forKey: .tickColor)
    try c.encode(tickPosition, forKey: .tickPosition)
    try c.encode(tickLabels, forKey: .tickLabels)
    try c.encode(knob, forKey: .knob)
    try c.encode(target, forKey: .target)
    try c.encode(secondaryValue, forKey: .secondaryValue)
    try c.encode(secondaryColor, forKey: .secondaryColor)
    try c.encode(rings, forKey: .rings)
    try c.encode(ringSpacing, forKey: .ringSpacing)
    try c.encode(name, forKey: .name)
  }

  /// A number or a string, for thresholds written as `[percent, "colour"]` pairs.
  private enum ThresholdValue: Codable {
    case number(Double)
    case text(String)

    init(from decoder: any Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let number = try? c.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try c.decode(String.self))
      }
    }

    func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      switch self {
      case .number(let number): try c.encode(number)
      case .text(let text): try c.encode(text)
      }
    }
  }

  /// Thresholds from `"70:#f59e0b, 90:#dc2626"`, `[[70, "#f59e0b"], …]` or
  /// `{"70": "#f59e0b", …}`.
  private static func decodeThresholds(_ c: KeyedDecodingContainer<CodingKeys>) throws -> [RingThreshold] {
    func corrupt(_ reason: String) -> DecodingError {
      DecodingError.dataCorruptedError(forKey: .thresholds, in: c, debugDescription: reason)
    }
    var thresholds: [RingThreshold] = []
    if let text = try? c.decode(String.self, forKey: .thresholds) {
      do throws(RingValidationError) { return try RingThreshold.parseList(text) } catch { throw corrupt(error.reason) }
    } else if let pairs = try? c.decode([[ThresholdValue]].self, forKey: .thresholds) {
      for (index, pair) in pairs.enumerated() {
        guard pair.count == 2, case .number(let percent) = pair[0], case .text(let text) = pair[1] else {
          throw corrupt("threshold \(index + 1): expected [percent, \"colour\"]")
        }
        guard let color = RingColor(text) else { throw corrupt("threshold \(index + 1): '\(text)' is not a colour") }
        thresholds.append(RingThreshold(percent: percent, color: color))
      }
    } else {
      let table = try c.decode([String: RingColor].self, forKey: .thresholds)
      for (key, color) in table {
        guard let percent = Double(key) else { throw corrupt("'\(key)' is not a percentage") }
        thresholds.append(RingThreshold(percent: percent, color: color))
      }
      thresholds.sort { $0.percent < $1.percent }
    }
    do throws(RingValidationError) { try RingThreshold.validate(thresholds) } catch { throw corrupt(error.reason) }
    return thresholds
  }
}
