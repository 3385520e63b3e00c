import Synchronization

extension RenderSpec.Key {
  /// The key's one declaration: its reader and writer, what it sets, its topic, description,
  /// default and flag spellings.
  public var descriptor: KeyDescriptor {
    Self.rows.row(of: self)
  }

  /// The rows built so far.
  private static let rows = Rows()

  /// The rows, each built when its key is first looked up: a process that reads three flags
  /// builds three rows, not the table.
  private final class Rows: Sendable {
    // By JSON name: a table keyed by the enum would have the runtime look up its `Hashable`
    // conformance on first use, a scan of every conformance in the program.
    private let built = Mutex<[String: KeyDescriptor]>([:])

    func row(of key: RenderSpec.Key) -> KeyDescriptor {
      built.withLock { rows in
        if let row = rows[key.rawValue] { return row }
        let row = key.declaration
        rows[key.rawValue] = row
        return row
      }
    }
  }

  /// The key table: one row per key. A table, not logic, so it is one switch that the compiler
  /// holds complete.
  private var declaration: KeyDescriptor {
    switch self {
    // MARK: Value
    case .value:
      .number(self, \.ring.value, .value, "The progress, in the unit of the max value; drawn clamped to 0…max.")
    case .maxValue:
      .number(
        self, \.ring.maxValue, .value, "The value of a full ring; at 0 or below no progress is drawn.")

    // MARK: Arc
    case .progressRotationAngle:
      .number(
        self, \.ring.progressRotationAngle, .arc,
        "Rotates the ring clockwise, in percent of a turn; 0 centres the track on 12 o'clock, so a full ring starts at 6; 50 starts it at 12."
      )
    case .progressAngle:
      .number(
        self, \.ring.progressAngle, .arc, "Length of the track in percent of a circle, 0…100 (80 is MB's gauge).",
        drawn: 0...100)
    case .clockwise:
      .toggle(
        self, \.ring.clockwise, .arc, "Direction the progress grows; counter-clockwise mirrors the ring.")
    case .fit:
      .namedCase(
        self, \.ring.fit, .arc,
        "circle draws on the largest circle the canvas holds (MB's); arc scales the ring so that what is drawn fills the canvas: a half-circle gauge fills a 256x140 one."
      )

    // MARK: Progress band
    case .progressLineWidth:
      .length(
        self, \.ring.progressLineWidth, .progress,
        "Width of the progress band in points, before its 1-pt frame; 0 hides it; auto is 7 % of the canvas's smaller side (18 at 256), the mb preset's 14."
      )
    case .progressColor:
      .color(self, \.ring.progressColor, .progress, "Fill colour of the progress band.", darkRole: .ink)
    case .progressStrokeColor:
      .strokeColor(
        self, \.ring.progressStrokeColor, .progress,
        "Colour of the progress band's 1-pt frame; fill is the band's fill colour (the mb preset sets MB's own).",
        darkRole: .ink)
    case .progressCapType: .namedCase(self, \.ring.progressCapType, .progress, "Ends of the progress band.")
    case .progressAppearanceType:
      .namedCase(
        self, \.ring.progressAppearanceType, .progress,
        "Progress band on the track's centre line, outside it (above) or inside it (under).")

    // MARK: Track
    case .emptyLineWidth:
      .length(
        self, \.ring.emptyLineWidth, .track,
        "Width of the track in points, before its 1-pt frame; 0 hides it; auto is 7 % of the canvas's smaller side (18 at 256), the mb preset's 1."
      )
    case .emptyLineColor: .color(self, \.ring.emptyLineColor, .track, "Fill colour of the track.")
    case .emptyLineStrokeColor:
      .strokeColor(
        self, \.ring.emptyLineStrokeColor, .track,
        "Colour of the track's 1-pt frame; fill is the track's fill colour (the mb preset sets MB's own).")
    case .emptyCapType: .namedCase(self, \.ring.emptyCapType, .track, "Ends of the track (a full ring has none).")
    case .borderPadding:
      .number(
        self, \.ring.borderPadding, .track, "Inset of the drawing area from every edge of the canvas, in points.",
        range: KeyDescriptor.points)

    // MARK: Paint
    case .progressGradient:
      .gradient(
        self, \.ring.progressGradient,
        "Colours along the progress band, each with an optional position: '#22c55e, #eab308 60%, #ef4444' (2…64 stops); none for --progress-color."
      )
    case .emptyLineGradient:
      .gradient(
        self, \.ring.emptyLineGradient,
        "Colours along the whole track, in the direction progress grows; none for --empty-line-color.")
    case .gradientSpan:
      .namedCase(
        self, \.ring.gradientSpan, .paint,
        "The progress gradient spans the filled part (the tip has the last colour) or the whole track.")
    case .gradientInterpolation:
      .namedCase(
        self, \.ring.gradientInterpolation, .paint,
        "Colour space gradients blend in: srgb as CSS does, oklab for even perceptual steps.")
    case .thresholds:
      .value(
        self, \.ring.thresholds, .paint, "P:COLOR,…",
        "Progress colours from percents of max on: '70:#f59e0b, 90:#dc2626'; they win over the gradient.",
        form: .thresholds, describe: { $0.isEmpty ? "none" : "" },
        read: { input throws(SpecInputError) in try input.thresholds() },
        write: { .array($0.map { .array([.number($0.percent), .color($0.color)]) }) })
    case .thresholdBlend:
      .toggle(
        self, \.ring.thresholdBlend, .paint,
        "Blend between thresholds (from the progress colour at 0 %) instead of stepping.")
    case .centerColor:
      .value(
        self, \.ring.centerColor, .paint, "COLOR", "Fills the disc inside the innermost band; none leaves it clear.",
        form: .color(absent: "none"), describe: { $0?.hexString ?? "none" },
        read: { input throws(SpecInputError) in try input.optionalColor() },
        write: JSONValue.color)
    case .shadow:
      .value(
        self, \.ring.shadow, .paint, "X,Y,BLUR[,COLOR]",
        "A soft shadow under the bands, offset by X,Y points with a blur radius (colour black at 30 %); the ring shrinks to keep it inside.",
        form: .text, describe: { $0 == nil ? "none" : "" },
        read: { input throws(SpecInputError) in try input.shadow() },
        write: JSONValue.shadow)
    case .glow:
      .value(
        self, \.ring.glow, .paint, "BLUR[,COLOR]",
        "A soft glow around the progress band (colour: the progress colour at 60 %); the ring shrinks to keep it inside.",
        form: .text, describe: { $0 == nil ? "none" : "" }, read: { input throws(SpecInputError) in try input.glow() },
        write: JSONValue.glow)

    // MARK: Text
    case .showValueString: .toggle(self, \.ring.showValueString, .text, "Draw the centre text at all.")
    case .showUnitString: .toggle(self, \.ring.showUnitString, .text, "Append the unit to the value.")
    case .unitString:
      .text(self, \.ring.unitString, .text, "Unit appended with no space (write ' days' for a space).")
    case .decimalPlaces:
      .integer(
        self, \.ring.decimalPlaces, .text, "Digits after the decimal point, 0…20, as printf's %.Nf.",
        in: 0...ProgressRing.maxDecimalPlaces)
    case .countdown:
      .toggle(
        self, \.ring.countdown, .text, "Show max − value (and the remaining percent) instead of the value.")
    case .label:
      .value(
        self, \.ring.label, .text, "TEMPLATE",
        "Centre text with {value} {max} {percent} {remaining} {unit}, at most \(ProgressRing.maxTextLength) characters; 'mb' or null gives MB's {value}{unit}.",
        form: .text, describe: { $0.map { "'\($0)'" } ?? "mb" },
        read: { input throws(SpecInputError) in try input.labelTemplate() },
        write: { $0.map(JSONValue.string) ?? .null })
    case .valueFontName:
      .text(
        self, \.ring.valueFontName, .text, "Font of the number: a family, PostScript name or fontconfig pattern.",
        placeholder: "FONT")
    case .valueFontSize:
      .fontSize(self, \.ring.valueFontSize, "Size of the number; auto is the drawing height / 5.")
    case .valueDecimalFontSize:
      .fontSize(
        self, \.ring.valueDecimalFontSize, "Size of the number from its decimal point on; auto is the value size.")
    case .unitFontName:
      .text(
        self, \.ring.unitFontName, .text, "Font of the unit and of a label's literal text.", placeholder: "FONT")
    case .unitFontSize: .fontSize(self, \.ring.unitFontSize, "Size of the unit; auto is the drawing height / 7.")
    case .fontColor: .color(self, \.ring.fontColor, .text, "Colour of all text.")
    case .textOffset:
      .value(
        self, \.ring.textOffset, .text, "X,Y", "Moves the text by X,Y points; positive Y is down.",
        form: .text, describe: { "\(FixedPoint.compact($0.x)),\(FixedPoint.compact($0.y))" },
        read: { input throws(SpecInputError) in try input.point() },
        write: { .object(pairs: [("x", .number($0.x)), ("y", .number($0.y))]) })
    case .numberFormat:
      .namedCase(
        self, \.ring.numberFormat, .text,
        "plain 1849000, grouped 1,849,000, or compact 1.8M (in --locale's digits and separators).")
    case .locale:
      .value(
        self, \.ring.locale, .text, "TAG",
        "Digits, separators and compact units of \(NumberLocale.tags.joined(separator: ", ")).",
        form: .choice, choices: NumberLocale.tags, describe: \.tag,
        read: { input throws(SpecInputError) in try input.locale() },
        write: { .string($0.tag) })
    case .labelFit:
      .namedCase(
        self, \.ring.labelFit, .text,
        "shrink scales the text down until its ink fits inside the innermost band, to \(Int(RingLayout.minimumLabelPixels)) px at least (then cuts it short with …), and leaves out a label under \(Int(RingLayout.minimumLabelPixels)) px; none is MB's."
      )
    case .labelPadding:
      .length(
        self, \.ring.labelPadding, .text,
        "Room left between the shrunk text's ink and the innermost band; auto is 1/64 of the canvas's smaller side (4 at 256).",
        placeholder: "PT")
    case .caption:
      .value(
        self, \.ring.caption, .text, "TEXT",
        "A second, smaller line under the label, inside the ring, at most \(ProgressRing.maxTextLength) characters.",
        form: .text, describe: { $0.map { "'\($0)'" } ?? "none" },
        read: { input throws(SpecInputError) in try input.caption() },
        write: { $0.map(JSONValue.string) ?? .null })
    case .captionFontName:
      .text(self, \.ring.captionFontName, .text, "Font of the caption.", placeholder: "FONT")
    case .captionFontSize:
      .fontSize(self, \.ring.captionFontSize, "Size of the caption; auto is the drawing height / 12.")
    case .captionColor: .color(self, \.ring.captionColor, .text, "Colour of the caption.")

    // MARK: Laps, segments, ticks and markers
    case .rings:
      .custom(
        self, .composition, "[NAME=]V[/MAX][:COLOR],…",
        "Concentric rings, outermost first, each starting from the ring the other options describe: 'Move=80/100:#ef4444, 45:#22c55e'; in JSON, an array of ring objects.",
        form: .rings, defaultText: nil,
        read: { input, spec throws(SpecInputError) in spec.ring.rings = try input.rings(sharing: spec.ring) },
        write: JSONValue.rings(of:))
    case .ringSpacing:
      .number(
        self, \.ring.ringSpacing, .composition, "The gap between concentric rings, in points.",
        range: KeyDescriptor.nonNegativePoints)
    case .name:
      .value(
        self, \.ring.name, .composition, "TEXT",
        "What a ring measures, for the alt text of concentric rings ('Move 80%').",
        form: .text, describe: { $0 ?? "none" }, read: { input throws(SpecInputError) in try input.optionalString() },
        write: { $0.map(JSONValue.string) ?? .null })
    case .overflow:
      .namedCase(
        self, \.ring.overflow, .composition,
        "A value above max: clamp (a full ring; ringgen warns) or laps (2.3 × max is two turns and 0.3 of a third, each lap deeper, with a shadow under the tip)."
      )
    case .segments:
      .integer(
        self, \.ring.segments, .composition, "Splits the track and the progress into N pieces, 2…360; 0 for one band.",
        in: 0...360, read: { input throws(SpecInputError) in try input.segmentCount() })
    case .segmentGap:
      .number(
        self, \.ring.segmentGap, .composition,
        "Gap between segments along the centre line, in points, between their ends.",
        range: KeyDescriptor.nonNegativePoints)
    case .segmentSnap:
      .toggle(
        self, \.ring.segmentSnap, .composition, "Fill whole segments only, as steps (37 % of 10 segments fills 3).")
    case .ticks:
      .integer(
        self, \.ring.ticks, .composition,
        "Divides the track's sweep with N + 1 radial ticks (N on a full circle), 0…360.",
        in: 0...360)
    case .tickLength:
      .number(
        self, \.ring.tickLength, .composition, "Length of a tick across the track, in points.",
        range: KeyDescriptor.nonNegativePoints)
    case .tickWidth:
      .number(
        self, \.ring.tickWidth, .composition, "Width of a tick, in points.", range: KeyDescriptor.nonNegativePoints)
    case .tickColor: .color(self, \.ring.tickColor, .composition, "Colour of the ticks.")
    case .tickPosition:
      .namedCase(
        self, \.ring.tickPosition, .composition,
        "Ticks on the track's centre line, inside its inner edge or outside its outer edge.")
    case .tickLabels:
      .toggle(
        self, \.ring.tickLabels, .composition,
        "Label each tick with its value, outside the track for outside ticks, inside it otherwise.")
    case .knob:
      .marker(
        self, \.ring.knob, "RADIUS[,COLOR]",
        "A disc of RADIUS points at the progress tip (white unless coloured), with the ring's shadow if set.")
    case .target:
      .marker(
        self, \.ring.target, "V[,COLOR]",
        "A mark across the track at value V, 0…max (in the font colour unless coloured).")
    case .secondaryValue:
      .value(
        self, \.ring.secondaryValue, .composition, "N",
        "A second, lighter arc under the progress up to N (a buffer, as video players show).",
        form: .number(range: -ProgressRing.maxAmount...ProgressRing.maxAmount),
        describe: { $0.map(FixedPoint.compact) ?? "none" },
        read: { input throws(SpecInputError) in try input.optionalNumber() },
        write: { $0.map(JSONValue.number) ?? .null })
    case .secondaryColor:
      .value(
        self, \.ring.secondaryColor, .composition, "COLOR",
        "Colour of the secondary arc; by default the progress colour at \(Int((ProgressRing.secondaryOpacityShare * 100).rounded())) %.",
        form: .color(absent: "none"), darkRole: .ink,
        describe: { $0?.hexString ?? "progress at \(Int((ProgressRing.secondaryOpacityShare * 100).rounded())) %" },
        read: { input throws(SpecInputError) in try input.optionalColor() }, write: JSONValue.color)

    // MARK: The animation
    case .from:
      .value(
        self, \.animation.from, .timeline, "V",
        "The value the animation starts from; it moves to --value (each of --rings to its own value, from its own \"from\" in JSON).",
        form: .number(range: nil), describe: { $0.map(FixedPoint.compact) ?? "0" },
        read: { input throws(SpecInputError) in try input.number() },
        write: { $0.map(JSONValue.number) })
    case .duration:
      .value(
        self, \.animation.duration, .motion, "S",
        "Seconds the value takes to move (each move, in watch: 0.3 s unless given).",
        form: .number(range: 0...Double.greatestFiniteMagnitude), describe: { $0.map(FixedPoint.compact) ?? "1" },
        read: { input throws(SpecInputError) in try input.seconds() }, write: { $0.map(JSONValue.number) })
    case .delay:
      .value(
        self, \.animation.delay, .timeline, "S", "Seconds before it moves; the first frames show --from.",
        form: .number(range: 0...Double.greatestFiniteMagnitude), describe: FixedPoint.compact,
        read: { input throws(SpecInputError) in try input.seconds() },
        write: JSONValue.number)
    case .fps:
      .value(
        self, \.animation.fps, .timeline, "N", "Frames per second; frame i is at i/N s and the last frame is the end.",
        form: .number(range: RingAnimation.fpsRange), describe: FixedPoint.compact,
        read: { input throws(SpecInputError) in try input.framesPerSecond() },
        write: JSONValue.number)
    case .easing:
      .value(
        self, \.animation.easing, .motion, "NAME",
        "How the value moves: linear, ease, ease-in, ease-out, ease-in-out, ease-in-cubic … ease-in-out-bounce, cubic-bezier(X1,Y1,X2,Y2), steps(N,jump-end), spring(damping-fraction=F).",
        form: .text, describe: \.name, read: { input throws(SpecInputError) in try input.easing() },
        write: { .string($0.name) })
    case .keyframes:
      .value(
        self, \.animation.keyframes, .timeline, "T:V,…",
        "Values at times instead of --from/--duration/--delay, such as 0:0,1:15,2.5:30; T:V:EASING eases the segment from T.",
        form: .text, describe: nil, read: { input throws(SpecInputError) in try input.keyframes() },
        write: { $0.map { .string($0.text) } })
    case .indeterminate:
      .value(
        self, \.animation.spinner, .motion, Spinner.Style.nameList,
        "A spinner with no value instead: a turning quarter arc, Material's arc that grows and shrinks, or eight dots with a fading tail; --duration is one period, and the output loops without a seam. watch shows it (dots unless given) until the first reading.",
        form: .numberedChoice, choices: Spinner.Style.allCases.map(\.name), describe: nil,
        read: { input throws(SpecInputError) in try input.spinnerStyle() },
        write: { $0.map { .string($0.name) } ?? .null })
    case .at:
      .value(
        self, \.animation.at, .timeline, "T", "Render the one still frame at T seconds (PNG, SVG or PDF).",
        form: .number(range: 0...Double.greatestFiniteMagnitude), describe: nil,
        read: { input throws(SpecInputError) in try input.seconds() },
        write: { $0.map(JSONValue.number) })
    case .loop:
      .value(
        self, \.animation.loop, .timeline, "N",
        "How many times an APNG, GIF, WebP or animated SVG plays; 0 is forever. By default a value's movement plays once and holds its last frame, and a spinner turns forever.",
        form: .integer(0...65_535), describe: { $0.map { String($0) } ?? "once (a spinner: 0)" },
        read: { input throws(SpecInputError) in try input.integer(in: 0...65_535) },
        write: { $0.map { .number(Double($0)) } })
    case .memoryLimit:
      .value(
        self, \.output.memoryLimit, .output, "SIZE",
        "The most memory a command may plan to hold, in bytes or with K, M or G (powers of 1024); it refuses (exit 64) a run whose estimate (canvas bytes × canvases held × jobs) is larger. Default: half the physical memory, at most 4G.",
        form: .text, describe: nil, read: { input throws(SpecInputError) in try input.memoryLimit() },
        write: { $0.map { .number(Double($0)) } })
    case .jobs:
      .value(
        self, \.animation.jobs, .timeline, "N", "Threads that render frames.",
        form: .integer(1...256), describe: { $0.map(String.init) ?? "one per core" },
        read: { input throws(SpecInputError) in try input.integer(in: 1...256) },
        write: { $0.map { .number(Double($0)) } })

    // MARK: The canvas and the output
    case .size:
      .custom(
        self, .canvas, "N|WxH", "Canvas size in points.", form: .text,
        defaultText: KeyDescriptor.sizeText(of: RenderSpec().canvas),
        read: { input, spec throws(SpecInputError) in
          (spec.canvas.width, spec.canvas.height) = try input.size()
        },
        write: { .array([.number($0.canvas.width), .number($0.canvas.height)]) })
    case .scale:
      .value(
        self, \.canvas.scale, .output, "S", "Pixels per point in PNG output, like contentsScale (2 for Retina).",
        form: .number(range: RingCanvas.scaleRange), describe: FixedPoint.compact,
        read: { input throws(SpecInputError) in try input.positiveNumber() },
        write: JSONValue.number)
    case .background:
      .value(
        self, \.canvas.background, .canvas, "COLOR", "Colour under the ring.",
        form: .color(absent: nil), describe: { $0?.hexString ?? "transparent" },
        read: { input throws(SpecInputError) in try input.colorOrNull() }, write: JSONValue.color)
    case .format:
      .value(
        self, \.output.format, .output, ImageFormat.nameList,
        "Output format; by default the output file's extension decides (png for -).",
        form: .choice, choices: ImageFormat.allCases.map(\.name), describe: nil,
        read: { input throws(SpecInputError) in try input.choice(ImageFormat.self) },
        write: { $0.map { .string($0.name) } })
    case .output:
      .value(
        self, \.output.path, .output, "FILE",
        "Where to write: \(ImageFormat.proseFileExtensions.dropLast().joined(separator: ", ")), \(ImageFormat.proseFileExtensions.last ?? "") (terminal text), a pattern such as ring-%03d.png for numbered frames, or - for standard output. Files are replaced atomically.",
        form: .text, describe: nil, read: { input throws(SpecInputError) in try input.outputPath() },
        write: { $0.map(JSONValue.string) })
    case .preset:
      .custom(
        self, .input, ProgressRing.Preset.allCases.map(\.rawValue).joinedWith("|"),
        "Starting point: default (a full blue ring) or mb (MB's orange gauge).", form: .choice,
        choices: ProgressRing.Preset.allCases.map(\.rawValue), defaultText: "default",
        read: { input, spec throws(SpecInputError) in spec.ring = try input.choice(ProgressRing.Preset.self).ring },
        write: { _ in nil })

    // MARK: The dark look
    case .dark:
      .custom(
        self, .canvas, "KEY=COLOR,…",
        "Colours of the dark look, for any colour key: 'progressColor=#60a5fa,emptyLineColor=#374151'; an SVG carries both looks and follows the viewer's prefers-color-scheme, other formats draw the one --appearance names.",
        form: .darkColors, defaultText: "none",
        read: { input, spec throws(SpecInputError) in
          for color in try input.darkColors() { spec.theme.setDark(color.key, color.value) }
        },
        write: { spec in
          spec.theme.dark.isEmpty ? nil : .object(pairs: spec.theme.dark.map { ($0.key.rawValue, $0.value) })
        })
    case .theme:
      .value(
        self, \.theme.derivation, .canvas, "none|auto",
        "auto derives the dark look's colours from the light ones (OKLCH: hue kept, tracks, text and background mirrored in lightness, progress colours lifted), under the --dark colours; none changes only the --dark colours.",
        form: .choice, choices: RenderSpec.Theme.Derivation.allCases.map(\.rawValue), describe: \.rawValue,
        read: { input throws(SpecInputError) in try input.choice(RenderSpec.Theme.Derivation.self) },
        write: { $0 == .none ? nil : .string($0.rawValue) })
    case .appearance:
      .value(
        self, \.theme.appearance, .canvas, "light|dark",
        "The look PNG, PDF, WebP, animations and terminal text draw (dark derives its colours as --theme auto does when no --dark is given); an SVG carries both instead.",
        form: .choice, choices: RenderSpec.Appearance.allCases.map(\.rawValue), describe: { ($0 ?? .light).rawValue },
        read: { input throws(SpecInputError) in try input.choice(RenderSpec.Appearance.self) },
        write: { $0.map { .string($0.rawValue) } })

    // MARK: The terminal
    case .columns:
      .value(
        self, \.terminal.columns, .terminal, "N",
        "Width of the ring in a terminal, 8…1000 columns; by default it fits the terminal (its width less one, COLUMNS, else 80).",
        form: .integer(RenderSpec.Terminal.columnRange), describe: nil,
        read: { input throws(SpecInputError) in try input.columns() },
        write: { $0.map { .number(Double($0)) } })
    case .cellAspect:
      .value(
        self, \.terminal.cellAspect, .terminal, "R|W/H",
        "Width / height of a terminal cell, 0.2…2, such as 0.5 or 9/19; sets how many rows the ring takes.",
        form: .ratio(range: RenderSpec.Terminal.cellAspectRange), describe: FixedPoint.compact,
        read: { input throws(SpecInputError) in try input.cellAspect() },
        write: JSONValue.number)
    case .symbols:
      .automatic(
        self, \.terminal.symbols,
        "Characters to draw with: block (halves, quadrants and eighths), half, quadrant, sextant, braille or ascii; auto is block, or ascii when TERM=dumb or the locale is not UTF-8."
      )
    case .color:
      .automatic(
        self, \.terminal.color,
        "Colours to write: 24-bit, 256 (palette 16–255), 16, or none; auto follows NO_COLOR, FORCE_COLOR, COLORTERM and whether the output is a terminal."
      )
    case .graphics:
      .automatic(
        self, \.terminal.graphics,
        "Show the ring as pixels in a terminal that can: kitty's graphics protocol, iTerm2's inline images or sixels; none draws text cells; auto asks the terminal (kitty's query, DA1), else uses pixels on kitty, Ghostty, WezTerm, iTerm2, foot or mlterm."
      )
    case .glyphs:
      .value(
        self, \.terminal.glyphs, .terminal, GlyphSet.nameList,
        "Characters of --format glyph, one for the whole ring: circle (quarters), braille or nerd (Nerd Fonts' circle slices; both in eighths), or moon (emoji phases, two columns).",
        form: .choice, choices: GlyphSet.allCases.map(\.rawValue), describe: { ($0 ?? .circle).rawValue },
        read: { input throws(SpecInputError) in try input.choice(GlyphSet.self) },
        write: { $0.map { .string($0.rawValue) } })
    }
  }
}
