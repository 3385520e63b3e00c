extension RenderSpec {
  /// Every JSON key of a render, by the name `ringgen` and `Codable` read it under: MB's
  /// property names for the ring, and the options' names in camelCase for the rest.
  ///
  /// The cases are in `ringgen --help`'s order. This list is the schema: `ringgen`'s `--spec`, batch lines, sheet entries, its HTTP
  /// service and the `Codable` conformances of ``RenderSpec`` and ``ProgressRing`` read the
  /// same keys with the same value forms, and the README's key table is checked against it.
  public enum Key: String, CodingKey, CaseIterable, Sendable {
    // The ring (ProgressRing): value and arc.
    case value, maxValue, progressRotationAngle, progressAngle, clockwise, fit
    // Bands.
    case progressLineWidth, progressColor, progressStrokeColor, progressCapType, progressAppearanceType
    case emptyLineWidth, emptyLineColor, emptyLineStrokeColor, emptyCapType, borderPadding
    // Paint.
    case progressGradient, emptyLineGradient, gradientSpan, gradientInterpolation, thresholds, thresholdBlend
    case centerColor, shadow, glow
    // Text.
    case showValueString, showUnitString, unitString, decimalPlaces, countdown, label
    case valueFontName, valueFontSize, valueDecimalFontSize, unitFontName, unitFontSize, fontColor, textOffset
    case numberFormat, locale, labelFit, labelPadding, caption, captionFontName, captionFontSize, captionColor
    // Composition.
    case rings, ringSpacing, name, overflow, segments, segmentGap, segmentSnap
    case ticks, tickLength, tickWidth, tickColor, tickPosition, tickLabels
    case knob, target, secondaryValue, secondaryColor
    // The animation.
    case from, duration, delay, fps, easing, keyframes, indeterminate, at, loop, memoryLimit, jobs
    // The canvas and the output.
    case size, scale, background, format, output
    // The dark look and which look to draw.
    case dark, theme, appearance
    /// The preset the ring starts from (`default` or `mb`), read before the other keys.
    case preset
    // The terminal.
    case columns, cellAspect, symbols, color, graphics, glyphs

    /// What part of a render a key describes.
    public enum Group: String, Sendable, Hashable, CaseIterable {
      /// ``RenderSpec/ring``: the keys ``ProgressRing``'s `Codable` reads, `preset` included.
      case ring
      /// ``RenderSpec/canvas``: `size`, `scale`, `background`.
      case canvas
      /// ``RenderSpec/animation``.
      case animation
      /// ``RenderSpec/output``: `output`, `format`, `memoryLimit`.
      case output
      /// ``RenderSpec/terminal``.
      case terminal
      /// ``RenderSpec/theme``: `dark`, `theme`, `appearance`.
      case theme
    }

    /// The part of a render the key describes.
    public var group: Group {
      switch self {
      case .size, .scale, .background: .canvas
      case .from, .duration, .delay, .fps, .easing, .keyframes, .indeterminate, .at, .loop, .jobs: .animation
      case .output, .format, .memoryLimit: .output
      case .columns, .cellAspect, .symbols, .color, .graphics, .glyphs: .terminal
      case .dark, .theme, .appearance: .theme
      case .value, .maxValue, .progressRotationAngle, .progressAngle, .clockwise, .fit, .progressLineWidth,
        .progressColor, .progressStrokeColor, .progressCapType, .progressAppearanceType, .emptyLineWidth,
        .emptyLineColor, .emptyLineStrokeColor, .emptyCapType, .borderPadding, .progressGradient, .emptyLineGradient,
        .gradientSpan, .gradientInterpolation, .thresholds, .thresholdBlend, .centerColor, .shadow, .glow,
        .showValueString, .showUnitString, .unitString, .decimalPlaces, .countdown, .label, .valueFontName,
        .valueFontSize, .valueDecimalFontSize, .unitFontName, .unitFontSize, .fontColor, .textOffset, .numberFormat,
        .locale, .labelFit, .labelPadding, .caption, .captionFontName, .captionFontSize, .captionColor, .rings,
        .ringSpacing, .name, .overflow, .segments, .segmentGap, .segmentSnap, .ticks, .tickLength, .tickWidth,
        .tickColor, .tickPosition, .tickLabels, .knob, .target, .secondaryValue, .secondaryColor, .preset:
        .ring
      }
    }

    /// The keys of one concentric ring (an object of `rings`): the ring's keys without
    /// `rings`, `ringSpacing` and `preset`, and `from`, where its movement starts
    /// (``ProgressRing/animationStart``).
    public static let concentricRingKeys =
      allCases.filter { $0.group == .ring && ![.rings, .ringSpacing, .preset].contains($0) } + [.from]
  }
}
