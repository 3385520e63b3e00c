extension RenderSpec {
  /// A key of a JSON object that could not be applied, with the line its member starts on.
  package struct KeyError: Error, Sendable, Hashable {
    /// The key as written.
    package var key: String
    /// The member's line (0 when the JSON did not come from RingCLI's parser).
    package var line: Int
    /// What is wrong: `unknown key (did you mean "value"?)`, or why the value was rejected.
    package var reason: String
    /// For an unknown key, the hint that follows it (` (did you mean "value"?)` or empty);
    /// nil when the key is known and its value was rejected.
    package var suggestion: String?
  }

  /// Applies the members of a JSON object: `preset` first (it replaces the ring; skipped when
  /// `readPreset` is false, as when a `--preset` flag decides), then the others in document
  /// order, `rings` last so that concentric rings start from the ring the other keys describe.
  ///
  /// - Throws: ``KeyError`` for the first key not in `keys` or whose value is rejected.
  package mutating func apply(
    _ members: [JSONValue.Member], keys: [Key] = Key.allCases, readPreset: Bool = true
  ) throws(KeyError) {
    let presetIsKey = keys.contains(.preset)
    if presetIsKey, readPreset, let member = members.first(where: { $0.key == Key.preset.rawValue }) {
      try apply(member, keys: keys)
    }
    let ordered = members.filter { $0.key != Key.rings.rawValue } + members.filter { $0.key == Key.rings.rawValue }
    for member in ordered where !(presetIsKey && member.key == Key.preset.rawValue) {
      try apply(member, keys: keys)
    }
  }

  private mutating func apply(_ member: JSONValue.Member, keys: [Key]) throws(KeyError) {
    guard let key = Key(stringValue: member.key), keys.contains(key) else {
      let names = keys.map(\.rawValue)
      let suggestion = closestName(to: member.key, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
      throw KeyError(key: member.key, line: member.line, reason: "unknown key" + suggestion, suggestion: suggestion)
    }
    do throws(SpecInputError) {
      try key.apply(.json(member.value), to: &self)
    } catch {
      throw KeyError(key: member.key, line: member.line, reason: error.reason, suggestion: nil)
    }
  }
}

extension RenderSpec.Key {
  /// Sets the key's property of `spec` from `input`, by the readers of ``SpecInput``.
  package func apply(_ input: SpecInput, to spec: inout RenderSpec) throws(SpecInputError) {
    switch self {
    case .value: spec.ring.value = try input.number()
    case .maxValue: spec.ring.maxValue = try input.number()
    case .progressRotationAngle: spec.ring.progressRotationAngle = try input.number()
    case .progressAngle: spec.ring.progressAngle = try input.number()
    case .clockwise: spec.ring.clockwise = try input.bool()
    case .progressLineWidth: spec.ring.progressLineWidth = try input.number()
    case .progressColor: spec.ring.progressColor = try input.color()
    case .progressStrokeColor: spec.ring.progressStrokeColor = try input.color()
    case .progressCapType: spec.ring.progressCapType = try input.namedCase(LineCap.self)
    case .progressAppearanceType: spec.ring.progressAppearanceType = try input.namedCase(AppearanceType.self)
    case .emptyLineWidth: spec.ring.emptyLineWidth = try input.number()
    case .emptyLineColor: spec.ring.emptyLineColor = try input.color()
    case .emptyLineStrokeColor: spec.ring.emptyLineStrokeColor = try input.color()
    case .emptyCapType: spec.ring.emptyCapType = try input.namedCase(LineCap.self)
    case .borderPadding: spec.ring.borderPadding = try input.number()
    case .progressGradient: spec.ring.progressGradient = try input.gradient()
    case .emptyLineGradient: spec.ring.emptyLineGradient = try input.gradient()
    case .gradientSpan: spec.ring.gradientSpan = try input.namedCase(GradientSpan.self)
    case .gradientInterpolation: spec.ring.gradientInterpolation = try input.namedCase(GradientInterpolation.self)
    case .thresholds: spec.ring.thresholds = try input.thresholds()
    case .thresholdBlend: spec.ring.thresholdBlend = try input.bool()
    case .centerColor: spec.ring.centerColor = try input.optionalColor()
    case .shadow: spec.ring.shadow = try input.shadow()
    case .glow: spec.ring.glow = try input.glow()
    case .showValueString: spec.ring.showValueString = try input.bool()
    case .showUnitString: spec.ring.showUnitString = try input.bool()
    case .unitString: spec.ring.unitString = try input.string()
    case .decimalPlaces: spec.ring.decimalPlaces = try input.integer(in: 0...ProgressRing.maxDecimalPlaces)
    case .countdown: spec.ring.countdown = try input.bool()
    case .label: spec.ring.label = try input.labelTemplate()
    case .valueFontName: spec.ring.valueFontName = try input.string()
    case .valueFontSize: spec.ring.valueFontSize = try input.fontSize()
    case .valueDecimalFontSize: spec.ring.valueDecimalFontSize = try input.fontSize()
    case .unitFontName: spec.ring.unitFontName = try input.string()
    case .unitFontSize: spec.ring.unitFontSize = try input.fontSize()
    case .fontColor: spec.ring.fontColor = try input.color()
    case .textOffset: spec.ring.textOffset = try input.point()
    case .numberFormat: spec.ring.numberFormat = try input.namedCase(NumberFormat.self)
    case .locale: spec.ring.locale = try input.locale()
    case .labelFit: spec.ring.labelFit = try input.namedCase(LabelFit.self)
    case .labelPadding: spec.ring.labelPadding = try input.number()
    case .caption: spec.ring.caption = try input.caption()
    case .captionFontName: spec.ring.captionFontName = try input.string()
    case .captionFontSize: spec.ring.captionFontSize = try input.fontSize()
    case .captionColor: spec.ring.captionColor = try input.color()
    case .rings: spec.ring.rings = try input.rings(sharing: spec.ring)
    case .ringSpacing: spec.ring.ringSpacing = try input.number()
    case .name: spec.ring.name = try input.optionalString()
    case .overflow: spec.ring.overflow = try input.namedCase(RingOverflow.self)
    case .segments: spec.ring.segments = try input.segmentCount()
    case .segmentGap: spec.ring.segmentGap = try input.number()
    case .segmentSnap: spec.ring.segmentSnap = try input.bool()
    case .ticks: spec.ring.ticks = try input.integer(in: 0...360)
    case .tickLength: spec.ring.tickLength = try input.number()
    case .tickWidth: spec.ring.tickWidth = try input.number()
    case .tickColor: spec.ring.tickColor = try input.color()
    case .tickPosition: spec.ring.tickPosition = try input.namedCase(TickPosition.self)
    case .tickLabels: spec.ring.tickLabels = try input.bool()
    case .knob: spec.ring.knob = try input.marker(property: "knob")
    case .target: spec.ring.target = try input.marker(property: "target")
    case .secondaryValue: spec.ring.secondaryValue = try input.optionalNumber()
    case .secondaryColor: spec.ring.secondaryColor = try input.optionalColor()
    case .preset: spec.ring = try input.choice(ProgressRing.Preset.self).ring
    case .size:
      let size = try input.size()
      (spec.canvas.width, spec.canvas.height) = (size.width, size.height)
    case .scale: spec.canvas.scale = try input.positiveNumber()
    case .background: spec.canvas.background = try input.colorOrNull()
    case .from: spec.animation.from = try input.number()
    case .duration: spec.animation.duration = try input.seconds()
    case .delay: spec.animation.delay = try input.seconds()
    case .fps: spec.animation.fps = try input.framesPerSecond()
    case .easing: spec.animation.easing = try input.easing()
    case .keyframes: spec.animation.keyframes = try input.keyframes()
    case .indeterminate: spec.animation.spinner = try input.spinnerStyle()
    case .at: spec.animation.at = try input.seconds()
    case .loop: spec.animation.loop = try input.integer(in: 0...65_535)
    case .jobs: spec.animation.jobs = try input.integer(in: 1...256)
    case .output: spec.output.path = try input.outputPath()
    case .format: spec.output.format = try input.choice(among: RenderSpec.Output.formatNames)
    case .memoryLimit: spec.output.memoryLimit = try input.memoryLimit()
    case .columns: spec.terminal.columns = try input.columns()
    case .cellAspect: spec.terminal.cellAspect = try input.cellAspect()
    case .symbols: spec.terminal.symbols = try input.automaticChoice(among: RenderSpec.Terminal.symbolNames)
    case .color: spec.terminal.color = try input.automaticChoice(among: RenderSpec.Terminal.colorNames)
    case .graphics: spec.terminal.graphics = try input.automaticChoice(among: RenderSpec.Terminal.graphicsNames)
    }
  }
}
