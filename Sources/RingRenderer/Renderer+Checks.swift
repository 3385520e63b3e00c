import RingCairo
import RingKit

extension Renderer {
  /// The checks a door asks for beyond those every spec gets.
  package struct Checks: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Refuse a canvas no output can have, before anything estimates its memory.
    package static let canvas = Checks(rawValue: 1 << 0)
    /// Lay the label out to find characters no installed font has.
    package static let glyphCoverage = Checks(rawValue: 1 << 1)
    /// Lay the text out to find a label too small to draw, or text cut short.
    package static let textFit = Checks(rawValue: 1 << 2)

    /// Everything: what a door that returns warnings asks for.
    package static let all: Checks = [.canvas, .glyphCoverage, .textFit]
  }

  /// Checks `spec` for the output it names (`spec.output`: a path, `-`, or none for a
  /// terminal), naming inputs by `names`: refuses what no output of that kind can show, and
  /// returns what is drawn but worth saying, in the order `ringgen` prints it.
  ///
  /// Laying the text out (``Checks/glyphCoverage``, ``Checks/textFit``) costs a second layout
  /// of the label with Pango; a door that shows no warnings leaves them out.
  ///
  /// - Throws: `SpecError` naming the input that no output of this kind can take.
  package static func check(
    _ spec: RenderSpec, names: InputNames, checks: Checks = .all
  ) throws(SpecError) -> [RenderWarning] {
    let warnings =
      try animationWarnings(spec, names: names) + glyphWarnings(spec, names: names)
      + ineffectiveInputWarnings(spec, names: names)
    if checks.contains(.canvas) { try checkCanvas(spec, names: names) }
    return unitWarnings(spec.ring, names: names) + warnings
      + (checks.contains(.glyphCoverage) ? missingGlyphWarnings(spec.ring, on: spec.canvas) : [])
      + (checks.contains(.textFit) ? textFitWarnings(spec) : [])
  }

  /// A value outside the ring's range is drawn as its nearest end; said once the ring is
  /// drawn, so a failure is never followed by them.
  package static func valueWarnings(_ ring: ProgressRing) -> [RenderWarning] {
    let value = FixedPoint.compact(ring.value)
    var warnings: [RenderWarning] = []
    if ring.isClamped {
      warnings.append(
        RenderWarning(
          .valueAboveMaximum, key: .value,
          "the value \(value) is above the maximum \(FixedPoint.compact(ring.maxValue)) and is drawn full; --overflow laps draws the extra laps"
        ))
    }
    if ring.value < 0 {
      warnings.append(RenderWarning(.valueBelowZero, key: .value, "the value \(value) is below 0 and is drawn as 0"))
    }
    return warnings
  }

  /// Refuses animation settings that cannot apply to the output, and warns about ones that
  /// change nothing.
  private static func animationWarnings(_ spec: RenderSpec, names: InputNames) throws(SpecError) -> [RenderWarning] {
    guard spec.output.path != nil else { return [] }
    let format = try spec.output.resolvedFormat()
    let pattern = try spec.output.framePattern()
    let animation = spec.animation
    let animated = format.isAnimated || pattern != nil || (format == .svg && animation.animatesSVG)
    if pattern != nil, format != .png {
      throw SpecError("-o: numbered frames are PNG files; name them like ring-%03d.png (or write one .apng or .gif)")
    }
    if animation.at != nil, animated {
      throw SpecError("--at renders one still frame; drop it for an animated output, or write a .png, .svg or .pdf")
    }
    if !animated, animation.at == nil, let flag = names.first(among: RenderSpec.Animation.inputNames) {
      throw SpecError(
        "\(flag) needs an animated output: -o ring.apng, ring.gif, ring-%03d.png (numbered PNG frames) or --format animated-webp, or --at T for one still frame"
      )
    }
    var warnings: [RenderWarning] = []
    if animation.at != nil, let flag = names.first(of: [.fps, .loop, .jobs]) {
      warnings.append(
        RenderWarning(
          .timelineWithStill, key: .at,
          "\(flag) has no effect with \(RenderSpec.Key.at.flag), which renders one still frame"))
    }
    if pattern != nil, let flag = names.first(of: [.loop]) {
      warnings.append(
        RenderWarning(
          .loopOnFrames, key: .loop, "\(flag) has no effect on numbered frames; it sets how often an APNG or GIF plays")
      )
    }
    if animation.keyframes != nil, let ignored = names.first(of: [.from, .duration, .delay]) {
      warnings.append(
        RenderWarning(
          .timingWithKeyframes, key: .keyframes,
          "\(ignored) has no effect with --keyframes, which give the values and times"))
    }
    if format == .gif, animation.fps > 50 {
      warnings.append(
        RenderWarning(
          .gifFrameRate, key: .fps,
          "many GIF viewers show frames shorter than 2 cs for 10 cs; --fps 50 or less plays as meant"))
    }
    return warnings
  }

  /// A glyph is one character in the terminal's own font: a size, a scale or a text ring's
  /// columns and characters have nothing to set, so they are refused; `glyphs` on another
  /// format is said to do nothing.
  private static func glyphWarnings(_ spec: RenderSpec, names: InputNames) throws(SpecError) -> [RenderWarning] {
    let format = spec.output.format ?? (spec.output.path == nil ? nil : try? spec.output.resolvedFormat())
    let glyph = RenderSpec.Key.format.descriptor.flag + " " + ImageFormat.glyph.name
    if format == .glyph, let flag = names.first(of: [.size, .scale, .columns, .cellAspect, .symbols, .graphics]) {
      throw SpecError(
        "\(flag): \(glyph) is one character in the terminal's font, which \(flag) cannot change; remove it")
    }
    if format != .glyph, let flag = names.first(of: [.glyphs]) {
      return [
        RenderWarning(
          .glyphsWithoutGlyph, key: .glyphs, "\(flag) has no effect without \(glyph); it sets the one character's style"
        )
      ]
    }
    return []
  }

  /// Inputs that were given but change nothing in this output, said rather than ignored.
  private static func ineffectiveInputWarnings(_ spec: RenderSpec, names: InputNames) -> [RenderWarning] {
    var warnings: [RenderWarning] = []
    if let caption = names.first(of: [.caption]), !spec.ring.showValueString, !(spec.ring.caption ?? "").isEmpty {
      let hidden = names.first(of: [.showValueString]) ?? RenderSpec.Key.showValueString.descriptor.negation ?? ""
      warnings.append(
        RenderWarning(
          .captionNotShown, key: .caption,
          "\(caption) has no effect with \(hidden): the caption is drawn under the value"))
    }
    guard let output = spec.output.path, output != "-", let format = try? spec.output.resolvedFormat() else {
      return warnings
    }
    // `scale` sets the pixels of rasters; vectors are in points and terminal text in cells.
    if !format.isRaster, let scale = names.first(of: [.scale]) {
      let scaled = ImageFormat.allCases.filter(\.isRaster).map(\.name)
      let list = scaled.dropLast().joined(separator: ", ") + " and " + (scaled.last ?? "")
      warnings.append(
        RenderWarning(
          .scaleWithoutPixels, key: .scale,
          "\(scale) has no effect on \(format.name) output; it sets the pixels per point of \(list)"))
    }
    if let chosen = spec.output.format, let flag = names.first(of: [.format]),
      (try? spec.output.framePattern()) == nil, let named = ImageFormat(pathExtensionOf: output),
      !chosen.canBeNamed(output)
    {
      warnings.append(
        RenderWarning(
          .formatNotExtension, key: .format,
          "\(flag) \(chosen.name) writes \(chosen.name) to '\(output)', whose extension names \(named.name)"))
    }
    return warnings
  }

  /// Refuses a canvas no output can have (a side over 16 384 points, or over 16 384 pixels for
  /// a raster), naming its input, before anything estimates what drawing it would hold: the
  /// memory budget's estimate of an impossible canvas blames the wrong input.
  private static func checkCanvas(_ spec: RenderSpec, names: InputNames) throws(SpecError) {
    guard spec.output.path != nil else { return }
    let format = try spec.output.resolvedFormat()
    let pattern = try spec.output.framePattern()
    let isRaster = format.isRaster || pattern != nil
    do throws(RingValidationError) {
      try isRaster ? spec.canvas.validateRaster() : spec.canvas.validate()
    } catch {
      throw SpecError(names.message(for: error))
    }
  }

  /// MB's unit keys only reach the text through `{unit}`, which the default label
  /// (`{percent}%`) does not use; say so rather than ignore them in silence.
  private static func unitWarnings(_ ring: ProgressRing, names: InputNames) -> [RenderWarning] {
    guard let template = try? ring.labelTemplate, !template.pieces.contains(.placeholder(.unit)) else { return [] }
    let unitInputs = RenderSpec.Key.inputNames(of: [.unitString, .showUnitString])
    guard let given = names.given.first(where: unitInputs.contains) else { return [] }
    return [
      RenderWarning(
        .unitNotShown, key: .unitString,
        "\(given) has no effect: the label '\(ring.label ?? "")' has no {unit}; use --label mb for MB's value and unit")
    ]
  }

  /// A character no installed font has would be drawn as a box; say which, by code point.
  private static func missingGlyphWarnings(_ ring: ProgressRing, on canvas: RingCanvas) -> [RenderWarning] {
    guard let missing = try? ring.uncoveredCharacters(on: canvas), !missing.isEmpty else { return [] }
    let codePoints = missing.map { scalar in
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    let count = missing.count == 1 ? "a character" : "\(missing.count) characters"
    return [
      RenderWarning(
        .missingGlyphs, key: .label,
        "the label has \(count) that no installed font has, drawn as a box: \(codePoints.joined(separator: ", "))")
    ]
  }

  /// A label too small to read is left out (see `RingLayout.omittedLabelPixels`), and text too
  /// long to fit at the smallest legible size is cut short; say which, once. Terminal text is
  /// drawn as the terminal's characters, so it has no size to check.
  private static func textFitWarnings(_ spec: RenderSpec) -> [RenderWarning] {
    // An invalid canvas is reported as an error when the ring is drawn; nothing to warn about.
    guard spec.output.path != nil, (try? spec.canvas.validate()) != nil,
      let format = try? spec.output.resolvedFormat(), format.kind != .text
    else { return [] }
    let scale = format.isRaster ? spec.canvas.scale : 1
    guard
      let layout = try? RingLayout(ring: spec.ring, width: spec.canvas.width, height: spec.canvas.height, scale: scale)
    else { return [] }
    let floor = FixedPoint.compact(RingLayout.minimumLabelPixels)
    if let pixels = layout.omittedLabelPixels {
      let size = KeyDescriptor.sizeText(of: spec.canvas)
      return [
        RenderWarning(
          .labelOmitted, key: .label,
          "the label is left out: on a \(size)-pt canvas at \(FixedPoint.compact(scale)) px per pt it would be \(FixedPoint.format(pixels, places: 1)) px tall, under \(floor) px; a larger --size or --scale shows it, --label-fit none draws it anyway"
        )
      ]
    }
    if spec.ring.labelFit == .none, (try? spec.ring.textReachesPastCanvas(on: spec.canvas)) == true {
      return [
        RenderWarning(
          .textPastCanvas, key: .label,
          "the text reaches past the canvas and is cut at its edges; --label-fit shrink fits it inside the ring, a shorter label or a larger --size shows all of it"
        )
      ]
    }
    guard (try? spec.ring.ellipsizesText(on: spec.canvas, as: format)) == true else { return [] }
    return [
      RenderWarning(
        .textCut, key: .label,
        "the text does not fit inside the ring at \(floor) px and is cut short with '…'; shorter text, a larger --size or --scale shows all of it, --label-fit none draws it whole over the bands"
      )
    ]
  }
}
