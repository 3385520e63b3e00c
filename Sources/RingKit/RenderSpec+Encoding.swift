extension RenderSpec.Key {
  /// The key's value in `spec` as JSON, in a form ``apply(_:to:)`` reads back to the same
  /// value; nil when the key is left out: `preset` (the ring's keys say everything), and
  /// optional values with no JSON form for "none", which are left out when they are nil.
  package func encodedValue(of spec: RenderSpec) -> JSONValue? {
    let ring = spec.ring
    switch self {
    case .value: return .number(ring.value)
    case .maxValue: return .number(ring.maxValue)
    case .progressRotationAngle: return .number(ring.progressRotationAngle)
    case .progressAngle: return .number(ring.progressAngle)
    case .clockwise: return .bool(ring.clockwise)
    case .progressLineWidth: return .number(ring.progressLineWidth)
    case .progressColor: return Self.color(ring.progressColor)
    case .progressStrokeColor: return Self.color(ring.progressStrokeColor)
    case .progressCapType: return .string(ring.progressCapType.name)
    case .progressAppearanceType: return .string(ring.progressAppearanceType.name)
    case .emptyLineWidth: return .number(ring.emptyLineWidth)
    case .emptyLineColor: return Self.color(ring.emptyLineColor)
    case .emptyLineStrokeColor: return Self.color(ring.emptyLineStrokeColor)
    case .emptyCapType: return .string(ring.emptyCapType.name)
    case .borderPadding: return .number(ring.borderPadding)
    case .progressGradient: return Self.gradient(ring.progressGradient)
    case .emptyLineGradient: return Self.gradient(ring.emptyLineGradient)
    case .gradientSpan: return .string(ring.gradientSpan.name)
    case .gradientInterpolation: return .string(ring.gradientInterpolation.name)
    case .thresholds:
      return .array(ring.thresholds.map { .array([.number($0.percent), Self.color($0.color)]) })
    case .thresholdBlend: return .bool(ring.thresholdBlend)
    case .centerColor: return Self.color(ring.centerColor)
    case .shadow:
      return ring.shadow.map { shadow in
        Self.object([
          ("x", .number(shadow.offset.x)), ("y", .number(shadow.offset.y)), ("blur", .number(shadow.blur)),
          ("color", Self.color(shadow.color)),
        ])
      } ?? .null
    case .glow:
      return ring.glow.map { glow in
        Self.object([("blur", .number(glow.blur))] + (glow.color.map { [("color", Self.color($0))] } ?? []))
      } ?? .null
    case .showValueString: return .bool(ring.showValueString)
    case .showUnitString: return .bool(ring.showUnitString)
    case .unitString: return .string(ring.unitString)
    case .decimalPlaces: return .number(Double(ring.decimalPlaces))
    case .countdown: return .bool(ring.countdown)
    case .label: return ring.label.map(JSONValue.string) ?? .null
    case .valueFontName: return .string(ring.valueFontName)
    case .valueFontSize: return .number(ring.valueFontSize ?? -1)
    case .valueDecimalFontSize: return .number(ring.valueDecimalFontSize ?? -1)
    case .unitFontName: return .string(ring.unitFontName)
    case .unitFontSize: return .number(ring.unitFontSize ?? -1)
    case .fontColor: return Self.color(ring.fontColor)
    case .textOffset: return Self.object([("x", .number(ring.textOffset.x)), ("y", .number(ring.textOffset.y))])
    case .numberFormat: return .string(ring.numberFormat.name)
    case .locale: return .string(ring.locale.tag)
    case .labelFit: return .string(ring.labelFit.name)
    case .labelPadding: return .number(ring.labelPadding)
    case .caption: return ring.caption.map(JSONValue.string) ?? .null
    case .captionFontName: return .string(ring.captionFontName)
    case .captionFontSize: return .number(ring.captionFontSize ?? -1)
    case .captionColor: return Self.color(ring.captionColor)
    case .rings:
      // `[]` is refused on reading ("expected 1 to 16 rings"): no rings are `null`.
      guard !ring.rings.isEmpty else { return .null }
      return .array(ring.rings.map { Self.object(RenderSpec(ring: $0), keys: Self.concentricRingKeys) })
    case .ringSpacing: return .number(ring.ringSpacing)
    case .name: return ring.name.map(JSONValue.string) ?? .null
    case .overflow: return .string(ring.overflow.name)
    case .segments: return .number(Double(ring.segments))
    case .segmentGap: return .number(ring.segmentGap)
    case .segmentSnap: return .bool(ring.segmentSnap)
    case .ticks: return .number(Double(ring.ticks))
    case .tickLength: return .number(ring.tickLength)
    case .tickWidth: return .number(ring.tickWidth)
    case .tickColor: return Self.color(ring.tickColor)
    case .tickPosition: return .string(ring.tickPosition.name)
    case .tickLabels: return .bool(ring.tickLabels)
    case .knob: return Self.marker(ring.knob)
    case .target: return Self.marker(ring.target)
    case .secondaryValue: return ring.secondaryValue.map(JSONValue.number) ?? .null
    case .secondaryColor: return Self.color(ring.secondaryColor)
    case .preset: return nil
    case .size: return .array([.number(spec.canvas.width), .number(spec.canvas.height)])
    case .scale: return .number(spec.canvas.scale)
    case .background: return Self.color(spec.canvas.background)
    case .from: return spec.animation.from.map(JSONValue.number)
    case .duration: return spec.animation.duration.map(JSONValue.number)
    case .delay: return .number(spec.animation.delay)
    case .fps: return .number(spec.animation.fps)
    case .easing: return .string(spec.animation.easing.name)
    case .keyframes: return spec.animation.keyframes.map { .string(Self.text(of: $0)) }
    case .indeterminate: return spec.animation.spinner.map { .string($0.name) } ?? .null
    case .at: return spec.animation.at.map(JSONValue.number)
    case .loop: return .number(Double(spec.animation.loop))
    case .jobs: return spec.animation.jobs.map { .number(Double($0)) }
    case .output: return spec.output.path.map(JSONValue.string)
    case .format: return spec.output.format.map(JSONValue.string)
    case .memoryLimit: return spec.output.memoryLimit.map { .number(Double($0)) }
    case .columns: return spec.terminal.columns.map { .number(Double($0)) }
    case .cellAspect: return .number(spec.terminal.cellAspect)
    case .symbols: return .string(spec.terminal.symbols ?? "auto")
    case .color: return .string(spec.terminal.color ?? "auto")
    case .graphics: return .string(spec.terminal.graphics ?? "auto")
    }
  }

  /// `spec` as a JSON object of `keys`, in their order, leaving out keys without a value.
  package static func object(_ spec: RenderSpec, keys: [Self]) -> JSONValue {
    object(keys.compactMap { key in key.encodedValue(of: spec).map { (key.rawValue, $0) } })
  }

  private static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
    .object(pairs.map { JSONValue.Member(key: $0.0, value: $0.1, line: 0) })
  }

  private static func color(_ color: RingColor?) -> JSONValue {
    color.map { .string($0.cssString) } ?? .null
  }

  private static func gradient(_ gradient: RingGradient?) -> JSONValue {
    guard let gradient else { return .null }
    return .array(
      gradient.stops.map { stop in
        object([("color", color(stop.color))] + (stop.position.map { [("at", .number($0))] } ?? []))
      })
  }

  private static func marker(_ marker: RingMarker?) -> JSONValue {
    guard let marker else { return .null }
    return object([("amount", .number(marker.amount))] + (marker.color.map { [("color", color($0))] } ?? []))
  }

  /// Keyframes as `TIME:VALUE[:EASING], …`, which ``Keyframes/init(parsing:easing:)`` reads.
  private static func text(of keyframes: Keyframes) -> String {
    keyframes.keyframes.map { keyframe in
      "\(FixedPoint.shortest(keyframe.time)):\(FixedPoint.shortest(keyframe.value))"
        + (keyframe.easing.map { ":" + $0.name } ?? "")
    }.joined(separator: ", ")
  }
}
