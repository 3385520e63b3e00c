import RingCairo
import RingKit

extension Option {
  /// The ring's properties: MB's, by their names in kebab-case (flags) and as they are (JSON
  /// keys), and the additions `clockwise` and `label`.
  static let ringOptions: [Option] = [
    // MARK: Value
    .number(
      ["--value"], json: "value", section: .value,
      help: "The progress, in the unit of the max value; drawn clamped to 0…max.", \.ring.value),
    .number(
      ["--max-value", "--max"], json: "maxValue", section: .value,
      help: "The value of a full ring; at 0 or below no progress is drawn.", \.ring.maxValue),

    // MARK: Arc
    .number(
      ["--progress-rotation-angle"], json: "progressRotationAngle", section: .arc,
      help:
        "Rotates the ring clockwise, in percent of a turn; 0 centres the track on 12 o'clock, so a full ring starts at 6; 50 starts it at 12.",
      \.ring.progressRotationAngle),
    .number(
      ["--progress-angle"], json: "progressAngle", section: .arc,
      help: "Length of the track in percent of a circle, 0…100 (80 is MB's gauge).", \.ring.progressAngle),
    .toggle(
      "--clockwise", off: "--counterclockwise", json: "clockwise", section: .arc,
      help: "Direction the progress grows; counter-clockwise mirrors the ring.", \.ring.clockwise),

    // MARK: Progress band
    .number(
      ["--progress-line-width"], json: "progressLineWidth", section: .progress,
      help: "Width of the progress band in points, before its 1-pt frame; 0 hides it.", \.ring.progressLineWidth),
    .color(
      "--progress-color", json: "progressColor", section: .progress,
      help: "Fill colour of the progress band.", \.ring.progressColor),
    .color(
      "--progress-stroke-color", json: "progressStrokeColor", section: .progress,
      help: "Colour of the progress band's 1-pt frame.", \.ring.progressStrokeColor),
    .namedCase(
      "--progress-cap-type", json: "progressCapType", section: .progress,
      help: "Ends of the progress band.", \.ring.progressCapType),
    .namedCase(
      "--progress-appearance-type", json: "progressAppearanceType", section: .progress,
      help: "Progress band on the track's centre line, outside it (above) or inside it (under).",
      \.ring.progressAppearanceType),

    // MARK: Track
    .number(
      ["--empty-line-width"], json: "emptyLineWidth", section: .track,
      help: "Width of the track in points, before its 1-pt frame; 0 hides it.", \.ring.emptyLineWidth),
    .color(
      "--empty-line-color", json: "emptyLineColor", section: .track,
      help: "Fill colour of the track.", \.ring.emptyLineColor),
    .color(
      "--empty-line-stroke-color", json: "emptyLineStrokeColor", section: .track,
      help: "Colour of the track's 1-pt frame.", \.ring.emptyLineStrokeColor),
    .namedCase(
      "--empty-cap-type", json: "emptyCapType", section: .track,
      help: "Ends of the track (a full ring has none).", \.ring.emptyCapType),
    .number(
      ["--border-padding"], json: "borderPadding", section: .track,
      help: "Inset of the drawing area from every edge of the canvas, in points.", \.ring.borderPadding),

    // MARK: Paint
    .value(
      ["--progress-gradient"], json: "progressGradient", argument: "STOPS", section: .paint,
      help:
        "Colours along the progress band, each with an optional position: '#22c55e, #eab308 60%, #ef4444' (2…64 stops); none for --progress-color.",
      \.ring.progressGradient, describe: { $0 == nil ? "none" : "" },
      convert: { input throws(InputError) in try input.gradient() }),
    .value(
      ["--empty-line-gradient"], json: "emptyLineGradient", argument: "STOPS", section: .paint,
      help: "Colours along the whole track, in the direction progress grows; none for --empty-line-color.",
      \.ring.emptyLineGradient, describe: { $0 == nil ? "none" : "" },
      convert: { input throws(InputError) in try input.gradient() }),
    .namedCase(
      "--gradient-span", json: "gradientSpan", section: .paint,
      help: "The progress gradient spans the filled part (the tip has the last colour) or the whole track.",
      \.ring.gradientSpan),
    .namedCase(
      "--gradient-interpolation", json: "gradientInterpolation", section: .paint,
      help: "Colour space gradients blend in: srgb as CSS does, oklab for even perceptual steps.",
      \.ring.gradientInterpolation),
    .value(
      ["--thresholds"], json: "thresholds", argument: "P:COLOR,…", section: .paint,
      help: "Progress colours from percents of max on: '70:#f59e0b, 90:#dc2626'; they win over the gradient.",
      \.ring.thresholds, describe: { $0.isEmpty ? "none" : "" },
      convert: { input throws(InputError) in try input.thresholds() }),
    .toggle(
      "--threshold-blend", off: "--no-threshold-blend", json: "thresholdBlend", section: .paint,
      help: "Blend between thresholds (from the progress colour at 0 %) instead of stepping.", \.ring.thresholdBlend),
    .value(
      ["--center-color"], json: "centerColor", argument: "COLOR", section: .paint,
      help: "Fills the disc inside the innermost band; none leaves it clear.", \.ring.centerColor,
      describe: { $0?.hexString ?? "none" }, convert: { input throws(InputError) in try input.optionalColor() }),
    .value(
      ["--shadow"], json: "shadow", argument: "X,Y,BLUR[,COLOR]", section: .paint,
      help:
        "A soft shadow under the bands, offset by X,Y points with a blur radius (colour black at 30 %); the ring shrinks to keep it inside.",
      \.ring.shadow, describe: { $0 == nil ? "none" : "" },
      convert: { input throws(InputError) in try input.shadow() }),
    .value(
      ["--glow"], json: "glow", argument: "BLUR[,COLOR]", section: .paint,
      help:
        "A soft glow around the progress band (colour: the progress colour at 60 %); the ring shrinks to keep it inside.",
      \.ring.glow, describe: { $0 == nil ? "none" : "" },
      convert: { input throws(InputError) in try input.glow() }),

    // MARK: Text
    .toggle(
      "--show-value-string", off: "--no-show-value-string", json: "showValueString", section: .text,
      help: "Draw the centre text at all.", \.ring.showValueString),
    .toggle(
      "--show-unit-string", off: "--no-show-unit-string", json: "showUnitString", section: .text,
      help: "Append the unit to the value.", \.ring.showUnitString),
    .text(
      "--unit-string", json: "unitString", section: .text,
      help: "Unit appended with no space (write ' days' for a space).", \.ring.unitString),
    .value(
      ["--decimal-places"], json: "decimalPlaces", argument: "N", section: .text,
      help: "Digits after the decimal point, 0…20, as printf's %.Nf.", \.ring.decimalPlaces,
      describe: { String($0) },
      convert: { input throws(InputError) in try input.integer(in: 0...ProgressRing.maxDecimalPlaces) }),
    .toggle(
      "--countdown", off: "--no-countdown", json: "countdown", section: .text,
      help: "Show max − value (and the remaining percent) instead of the value.", \.ring.countdown),
    .value(
      ["--label"], json: "label", argument: "TEMPLATE", section: .text,
      help: "Centre text with {value} {max} {percent} {remaining} {unit}; 'mb' or null gives MB's {value}{unit}.",
      \.ring.label, describe: { $0.map { "'\($0)'" } ?? "mb" },
      convert: { input throws(InputError) in try input.labelTemplate() }),
    .text(
      "--value-font-name", json: "valueFontName", argument: "FONT", section: .text,
      help: "Font of the number: a family, PostScript name or fontconfig pattern.", \.ring.valueFontName),
    .fontSize(
      "--value-font-size", json: "valueFontSize",
      help: "Size of the number; auto is the drawing height / 5.", \.ring.valueFontSize),
    .fontSize(
      "--value-decimal-font-size", json: "valueDecimalFontSize",
      help: "Size of the number from its decimal point on; auto is the value size.",
      \.ring.valueDecimalFontSize),
    .text(
      "--unit-font-name", json: "unitFontName", argument: "FONT", section: .text,
      help: "Font of the unit and of a label's literal text.", \.ring.unitFontName),
    .fontSize(
      "--unit-font-size", json: "unitFontSize",
      help: "Size of the unit; auto is the drawing height / 7.", \.ring.unitFontSize),
    .color("--font-color", json: "fontColor", section: .text, help: "Colour of all text.", \.ring.fontColor),
    .value(
      ["--text-offset"], json: "textOffset", argument: "X,Y", section: .text,
      help: "Moves the text by X,Y points; positive Y is down.", \.ring.textOffset,
      describe: { "\(FixedPoint.compact($0.x)),\(FixedPoint.compact($0.y))" },
      convert: { input throws(InputError) in try input.point() }),
    .namedCase(
      "--number-format", json: "numberFormat", section: .text,
      help: "plain 1849000, grouped 1,849,000, or compact 1.8M (in --locale's digits and separators).",
      \.ring.numberFormat),
    .value(
      ["--locale"], json: "locale", argument: "TAG", section: .text,
      help: "Digits, separators and compact units of \(NumberLocale.tags.joined(separator: ", ")).",
      \.ring.locale, describe: \.tag,
      convert: { input throws(InputError) in try input.locale() }),
    .namedCase(
      "--label-fit", json: "labelFit", section: .text,
      help: "shrink scales the text down until its ink fits inside the innermost band; none is MB's.",
      \.ring.labelFit),
    .value(
      ["--label-padding"], json: "labelPadding", argument: "PT", section: .text,
      help: "Room left between the shrunk text's ink and the innermost band.", \.ring.labelPadding,
      describe: FixedPoint.compact, convert: { input throws(InputError) in try input.number() }),
    .value(
      ["--caption"], json: "caption", argument: "TEXT", section: .text,
      help: "A second, smaller line under the label, inside the ring (at most 200 characters).", \.ring.caption,
      describe: { $0.map { "'\($0)'" } ?? "none" },
      convert: { input throws(InputError) in try input.caption() }),
    .text(
      "--caption-font-name", json: "captionFontName", argument: "FONT", section: .text,
      help: "Font of the caption.", \.ring.captionFontName),
    .fontSize(
      "--caption-font-size", json: "captionFontSize",
      help: "Size of the caption; auto is the drawing height / 12.", \.ring.captionFontSize),
    .color(
      "--caption-color", json: "captionColor", section: .text, help: "Colour of the caption.",
      \.ring.captionColor),
  ]
}
