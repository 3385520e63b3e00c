import RingKit

/// Writes an animation as one SVG that moves with CSS alone (no script, no SMIL), in the
/// timing and easing of the raster frames, and that shows the final frame wherever it cannot
/// move: under `prefers-reduced-motion: reduce`, and in viewers without CSS animation
/// (librsvg, editors), since every attribute holds the final frame.
///
/// What moves, and how:
/// - A progress band is its centre line stroked with the band's width and caps and dashed;
///   `stroke-dashoffset` moves with the value, so the timing function of each keyframe is the
///   easing itself (`cubic-bezier()`, `steps()`, or `linear()` for Penner's curves and springs).
///   A gradient is the final frame's conic pieces under a mask that is that dashed stroke.
/// - Laps past the maximum are one dashed band per lap, each in its shade, the later over the
///   earlier, which shows what the frames show: the last full lap under the current one; the
///   shadow under the tip turns with it.
/// - Concentric rings each move from `from` (or their own `animationStart`) to their own value.
/// - Threshold colours are keyframes at the frame times, each held until the next.
/// - The label counts with a registered `@property` integer shown by a CSS counter, in HTML
///   inside a `<foreignObject>` (generated content does not apply to SVG text); where
///   `@property` is not supported, and in librsvg, the `<text>` of the final label shows
///   instead. Only a label in which one run changes, and that run is a whole number, counts.
///
/// Everything else (track, ticks, marks, shadows, glows, centre disc, captions) is drawn as the
/// final frame draws it; snapped segments, knobs and a label that is not a whole number stay
/// at the final frame too; segments fill piece by piece; the soft shadow under the top lap's
/// tip turns with the tip.
///
/// A spinner starts from its first frame: the `arc` spinner's band turns; `material`'s arc is
/// a dash sampled at the frame times in a group turning with its tail; each of the `dots`
/// fades from the progress colour to the track's and lights again when the head reaches it
/// (see docs/animation.md).
struct SVGAnimationWriter {
  /// The most bytes an animated SVG may have: past this the file is a flip-book, not a drawing,
  /// and an APNG or a video serves better. 1 MiB.
  static let maximumBytes = 1 << 20
  /// The most keyframes one animated SVG may hold, over all its animations.
  static let maximumKeyframes = 2_000

  /// The animation being written: the light look's, then, for a themed document, the dark's.
  private(set) var animation: RingAnimation
  /// The canvas of the look being written (the dark look's background may differ).
  private(set) var canvas: RingCanvas
  /// How many times it plays; 0 is forever.
  let loopCount: Int
  /// The times of the raster frames, at which sampled properties are written.
  let frameTimes: [Double]

  /// The CSS rules, in order.
  private var rules: [String] = []
  private var keyframeCount = 0
  private var nameCount = 0
  /// What the ids of the look being written start with: empty for the light look, so an SVG
  /// with one look has the ids it always had.
  private var idPrefix = ""

  init(animation: RingAnimation, canvas: RingCanvas, fps: Double, loopCount: Int) throws(RenderError) {
    self.animation = animation
    self.canvas = canvas
    self.loopCount = loopCount
    do throws(RingValidationError) {
      try animation.validate()
      try canvas.validate()
      frameTimes = try animation.frameTimes(fps: fps)
      for time in frameTimes { try animation.ring(at: time).validate() }
    } catch {
      throw .invalid(error)
    }
  }

  /// The whole document.
  mutating func document() throws(RenderError) -> String {
    let body = try lookBody()
    return try finished(body)
  }

  /// The document with a light and a dark look, each moving, showing the one the viewer's
  /// `prefers-color-scheme` asks for as still SVGs do (``SVGWriter/themedElements``): `dark` is
  /// the same timeline drawn in the dark look's colours.
  mutating func themedDocument(dark: RingAnimation, darkCanvas: RingCanvas) throws(RenderError) -> String {
    do throws(RingValidationError) {
      try darkCanvas.validate()
      for time in frameTimes { try dark.ring(at: time).validate() }
    } catch {
      throw .invalid(error)
    }
    let light = try lookBody()
    animation = dark
    canvas = darkCanvas
    idPrefix = "dark"
    let darkBody = try lookBody()
    return try finished(
      [SVGWriter.themeStyle, "<g class=\"ring-light\">"] + light + ["</g>", "<g class=\"ring-dark\" display=\"none\">"]
        + darkBody + ["</g>"])
  }

  /// One look's elements: background, rings and label, moving.
  private mutating func lookBody() throws(RenderError) -> [String] {
    let final = animation.ring(at: animation.duration)
    let layout = try final.layout(on: canvas, rasterizing: false)
    var body: [String] = []
    if let background = canvas.background {
      body.append(
        "<rect width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\"\(SVGWriter.paint("fill", background))/>")
    }
    let stops = timelineStops()
    if case .spinner(let spinner) = animation.timeline {
      body += try spinning(spinner)
    } else if let stops {
      body += try rings(of: layout, stops: stops)
    } else {
      body += try SVGWriter.elements(
        of: layout, size: (canvas.width, canvas.height), background: nil, idSalt: idPrefix)
    }
    if let text = layout.text, stops != nil {
      body += try label(text, stops: stops)
    }
    return body
  }

  /// The document around `body`, under the limits.
  private func finished(_ body: [String]) throws(RenderError) -> String {
    guard keyframeCount <= Self.maximumKeyframes else { throw tooLong("\(keyframeCount) keyframes") }
    let final = animation.ring(at: animation.duration)
    let document = SVGWriter.document(
      title: final.accessibilityDescription, width: canvas.width, height: canvas.height,
      body: [styleElement()] + body)
    guard document.utf8.count <= Self.maximumBytes else { throw tooLong("\(document.utf8.count) bytes") }
    return document
  }

  private func tooLong(_ what: String) -> RenderError {
    .invalid(
      RingValidationError(
        .duration,
        reason:
          "an animated SVG of \(FixedPoint.compact(animation.duration)) s would need \(what), over the limit of \(Self.maximumKeyframes) keyframes and \(Self.maximumBytes / 1024) KiB; write an APNG, GIF or animated WebP instead"
      ))
  }

  // MARK: - Timeline

  /// A time of the timeline at which every moving value is known, and the easing of the
  /// segment that starts there.
  struct Stop {
    var time: Double
    var easing: Easing?
    /// The top ring's value, then each concentric ring's.
    var values: [Double]
  }

  /// The stops of a tween or keyframes, or nil for a spinner or a timeline that does not move.
  private func timelineStops() -> [Stop]? {
    let ring = animation.ring
    var stops: [Stop]
    switch animation.timeline {
    case .spinner: return nil
    case .tween(let tween):
      let values = { (time: Double) -> [Double] in
        let frame = animation.ring(at: time)
        return [frame.value] + frame.rings.map(\.value)
      }
      stops = []
      if tween.delay > 0 { stops.append(Stop(time: 0, easing: .linear, values: values(0))) }
      stops.append(Stop(time: tween.delay, easing: tween.easing, values: values(tween.delay)))
      stops.append(Stop(time: tween.endTime, easing: nil, values: values(tween.endTime)))
    case .keyframes(let keyframes):
      let others = ring.rings.map(\.value)
      stops = keyframes.keyframes.map {
        Stop(time: $0.time, easing: $0.easing ?? keyframes.easing, values: [$0.value] + others)
      }
      if let first = stops.first, first.time > 0 {
        stops.insert(Stop(time: 0, easing: .linear, values: first.values), at: 0)
      }
      if !stops.isEmpty { stops[stops.count - 1].easing = nil }
    }
    guard let last = stops.last, last.time > 0 else { return nil }
    return stops
  }

  /// CSS keyframe selectors for the stops' times: percentages of the whole, a jump (two stops
  /// at one time) written a thousandth of a percent apart.
  private func percentages(_ stops: [Stop]) -> [Double] {
    let total = stops.last?.time ?? 1
    var percents = stops.map { $0.time / total * 100 }
    for index in percents.indices.dropFirst() where percents[index] <= percents[index - 1] {
      percents[index] = percents[index - 1] + 0.001
    }
    return percents.map { min($0, 100) }
  }

  /// A `@keyframes` rule from the stops: `declaration(stop)` at each, with the stop's easing.
  private mutating func keyframes(_ stops: [Stop], _ declaration: (Stop) -> String) -> String {
    let name = nextName()
    let percents = percentages(stops)
    var frames = ""
    for (stop, percent) in zip(stops, percents) {
      var body = declaration(stop)
      if let easing = stop.easing, easing != .linear {
        body += ";animation-timing-function:\(easing.cssTimingFunction)"
      }
      frames += "\(Easing.cssNumber(percent))%{\(body)}"
    }
    keyframeCount += stops.count
    rules.append("@keyframes \(name){\(frames)}")
    return name
  }

  /// A `@keyframes` rule sampled at the frame times: each value held until the next frame
  /// (`held`) or interpolated linearly to it; repeated values are left out.
  private mutating func sampledKeyframes(_ values: [String], held: Bool) -> String? {
    guard Set(values).count > 1, let total = frameTimes.last, total > 0 else { return nil }
    let name = nextName()
    var frames = ""
    let end = animation.isSpinner ? animation.duration : total
    for (index, value) in values.enumerated() {
      let repeatsBefore = index > 0 && values[index - 1] == value
      let repeatsAfter = index + 1 < values.count && values[index + 1] == value
      if held ? repeatsBefore : (repeatsBefore && repeatsAfter) { continue }
      let timing = held ? ";animation-timing-function:steps(1,jump-end)" : ""
      frames += "\(Easing.cssNumber(frameTimes[index] / end * 100))%{\(value)\(timing)}"
      keyframeCount += 1
    }
    if animation.isSpinner, let first = values.first { frames += "100%{\(first)}" }
    rules.append("@keyframes \(name){\(frames)}")
    return name
  }

  private mutating func nextName() -> String {
    nameCount += 1
    return "r\(nameCount)"
  }

  // MARK: - Rings

  /// The ring's elements in the drawing's order, its progress bands moving.
  private mutating func rings(of layout: RingLayout, stops: [Stop]) throws(RenderError) -> [String] {
    guard !layout.rings.isEmpty else { return try ring(layout, index: 0, stops: stops, salt: "") }
    var elements: [String] = []
    var top = layout
    top.rings = []
    top.text = nil
    var disc = Self.emptied(layout)
    disc.centerDisc = layout.centerDisc
    elements += try SVGWriter.elements(of: disc, size: size, background: nil, idSalt: idPrefix + "d")
    for (index, ring) in layout.rings.enumerated() {
      var shadow = Self.emptied(ring)
      shadow.shadow = ring.shadow
      elements += try SVGWriter.elements(of: shadow, size: size, background: nil, idSalt: idPrefix + "s\(index)")
    }
    for (index, var ring) in layout.rings.enumerated() {
      ring.shadow = nil
      elements += try self.ring(ring, index: index + 1, stops: stops, salt: "\(index)")
    }
    top.centerDisc = nil
    elements += try SVGWriter.elements(of: top, size: size, background: nil, idSalt: idPrefix + "t")
    return elements
  }

  private var size: (width: Double, height: Double) { (canvas.width, canvas.height) }

  /// One ring's elements: what lies under the progress as the final frame has it, the moving
  /// progress, then what lies over it (without the text, which ``label(_:stops:)`` writes).
  private mutating func ring(
    _ layout: RingLayout, index: Int, stops: [Stop], salt: String
  ) throws(RenderError) -> [String] {
    var under = layout
    under.progressBands = []
    under.tipShadow = nil
    under.ticks = []
    under.target = nil
    under.tickLabels = []
    under.knob = nil
    under.knobShadow = nil
    under.text = nil
    var over = Self.emptied(layout)
    (over.ticks, over.target, over.tickLabels, over.knob, over.knobShadow) =
      (layout.ticks, layout.target, layout.tickLabels, layout.knob, layout.knobShadow)
    var elements = try SVGWriter.elements(of: under, size: size, background: nil, idSalt: idPrefix + "u" + salt)
    if let moving = try progress(index: index, stops: stops, salt: salt) {
      elements += moving
    } else {
      var progress = Self.emptied(layout)
      (progress.progressBands, progress.tipShadow) = (layout.progressBands, layout.tipShadow)
      elements += try SVGWriter.elements(of: progress, size: size, background: nil, idSalt: idPrefix + "p" + salt)
    }
    elements += try SVGWriter.elements(of: over, size: size, background: nil, idSalt: idPrefix + "o" + salt)
    return elements
  }

  /// `layout` with nothing to draw.
  private static func emptied(_ layout: RingLayout) -> RingLayout {
    var empty = layout
    empty.track = nil
    empty.progress = nil
    empty.text = nil
    empty.centerDisc = nil
    empty.trackBands = []
    empty.dots = []
    empty.secondaryBands = []
    empty.progressBands = []
    empty.tipShadow = nil
    empty.ticks = []
    empty.target = nil
    empty.tickLabels = []
    empty.knob = nil
    empty.knobShadow = nil
    empty.rings = []
    empty.shadow = nil
    empty.glow = nil
    return empty
  }

  /// The ring (0: the top ring, i: concentric ring i) with `value`.
  private func ring(_ index: Int, value: Double) -> ProgressRing {
    var ring = animation.ring(at: animation.duration)
    if index == 0 { ring.value = value } else { ring.rings[index - 1].value = value }
    return ring
  }

  /// The layout of ring `index` (its own, for a concentric ring) with `value`.
  private func layout(_ index: Int, value: Double) throws(RenderError) -> RingLayout {
    let layout = try ring(index, value: value).layout(on: canvas, rasterizing: false)
    return index == 0 ? layout : layout.rings[index - 1]
  }

  /// The progress of ring `index` as dashed bands moving with the stops, or nil when it stays
  /// at the final frame (segments, a knob).
  private mutating func progress(index: Int, stops: [Stop], salt: String) throws(RenderError) -> [String]? {
    let final = ring(index, value: 0)
    let own = index == 0 ? final : final.rings[index - 1]
    guard own.maxValue > 0 else { return nil }
    let values = stops.map { $0.values[index] } + frameTimes.map { value(of: index, at: $0) }
    let highest = values.max() ?? 0
    if own.segments >= 2 {
      guard !own.segmentSnap, own.overflow == .clamp || highest <= own.maxValue else { return nil }
      return try segments(index: index, own: own, stops: stops, salt: salt)
    }
    let lapCount = own.overflow == .laps ? max(Int((highest / own.maxValue).rounded(.up)), 1) : 1
    // The band of each lap, at full sweep: the frames' geometry and paint.
    var bands: [RingBand] = []
    for lap in 0..<lapCount {
      let value = own.maxValue * (lapCount == 1 ? 1 : Double(lap) + 0.5)
      guard var band = try layout(index, value: value).progressBands.last else { return nil }
      if lapCount > 1 {
        guard let full = try layout(index, value: own.maxValue).progressBands.last else { return nil }
        band.sweep = full.sweep
        band.narrowPaint()
      }
      bands.append(band)
    }
    let colors = try thresholdColors(index: index, lapCount: lapCount, own: own)
    var elements: [String] = []
    let finalLayout = try layout(index, value: stops.last?.values[index] ?? 0)
    for (lap, band) in bands.enumerated() {
      if lap == lapCount - 1, let tip = finalLayout.tipShadow {
        elements += try tipShadow(tip, band: band, maxValue: own.maxValue, index: index, stops: stops, salt: salt)
      }
      elements += dashed(
        band, lap: lapCount > 1 ? lap : nil, lapCount: lapCount, maxValue: own.maxValue, index: index, stops: stops,
        colors: colors?[lap], salt: "\(salt)l\(lap)")
    }
    return elements
  }

  /// Segments: each piece as its own dashed centre line, reached by the value once it passes
  /// the piece's start along the arc, as the frames cut the filled arc into the slots.
  private mutating func segments(
    index: Int, own: ProgressRing, stops: [Stop], salt: String
  ) throws(RenderError) -> [String]? {
    let full = try layout(index, value: own.maxValue)
    guard let base = full.progress, !full.progressBands.isEmpty else { return nil }
    let direction = base.sweep.radians >= 0 ? 1.0 : -1.0
    let whole = abs(base.sweep.radians) * base.radius
    let colors = try thresholdColors(index: index, lapCount: 1, own: own)
    var elements: [String] = []
    for (number, piece) in full.progressBands.enumerated() {
      var turn = direction * (piece.start - base.start).radians
      while turn < -1e-9 { turn += 2 * .pi }
      elements += dashed(
        piece, lap: nil, lapCount: 1, maxValue: own.maxValue, index: index, stops: stops, colors: colors?[0],
        salt: "\(salt)s\(number)", lead: turn * base.radius, whole: whole)
    }
    return elements
  }

  /// The soft shadow under the top lap's tip, turning with the tip about the centre (the tip's
  /// angle is the value's, so it moves in the value's easing), shown while the value is past a
  /// lap, as in the frames.
  private mutating func tipShadow(
    _ tip: RingBlur, band: RingBand, maxValue: Double, index: Int, stops: [Stop], salt: String
  ) throws(RenderError) -> [String] {
    let finalValue = stops.last?.values[index] ?? 0
    var shadow = Self.emptied(try layout(index, value: finalValue))
    // The plan draws a tip shadow only with its lap; as the layout's shadow it is drawn alone.
    shadow.shadow = tip
    let direction = band.sweep.radians >= 0 ? 1.0 : -1.0
    let degrees = { (value: Double) in
      SVGWriter.number(direction * (value - finalValue) / maxValue * abs(band.sweep.radians) * 180 / .pi)
    }
    var names = [keyframes(stops) { "transform:rotate(\(degrees($0.values[index]))deg)" }]
    let shown = frameTimes.map { value(of: index, at: $0) > maxValue ? "opacity:1" : "opacity:0" }
    if let name = sampledKeyframes(shown, held: true) { names.append(name) }
    let origin = "\(n(band.center.x))px \(n(band.center.y))px"
    return try ["<g class=\"a\" style=\"transform-origin:\(origin);animation-name:\(names.joined(separator: ","))\">"]
      + SVGWriter.elements(of: shadow, size: size, background: nil, idSalt: idPrefix + "t" + salt) + ["</g>"]
  }

  private func value(of index: Int, at time: Double) -> Double {
    let frame = animation.ring(at: time)
    return index == 0 ? frame.value : frame.rings[index - 1].value
  }

  /// Each lap's colour at each frame time, when thresholds colour the progress; nil otherwise.
  private func thresholdColors(index: Int, lapCount: Int, own: ProgressRing) throws(RenderError) -> [[RingColor]]? {
    guard !own.thresholds.isEmpty else { return nil }
    var colors = [[RingColor]](repeating: [], count: lapCount)
    for time in frameTimes {
      let value = value(of: index, at: time)
      let bands = try layout(index, value: value).progressBands
      let top = lapCount > 1 ? max(Int((value / own.maxValue).rounded(.up)) - 1, 0) : 0
      for lap in 0..<lapCount {
        let shown = lap == top ? bands.last : (lap == top - 1 && bands.count > 1 ? bands.first : nil)
        if case .solid(let color)? = shown?.fill {
          colors[lap].append(color)
        } else {
          colors[lap].append(colors[lap].last ?? own.progressColor)
        }
      }
    }
    return colors
  }

  /// A band as its dashed centre line: lap `lap` of `lapCount` (nil: the only one, clamped at
  /// the maximum), revealed up to the value.
  private mutating func dashed(
    _ band: RingBand, lap: Int?, lapCount: Int, maxValue: Double, index: Int, stops: [Stop],
    colors: [RingColor]?, salt: String, lead: Double = 0, whole: Double? = nil
  ) -> [String] {
    let arc = abs(band.sweep.radians)
    let length = arc * band.radius
    let centreLine = SVGWriter.pathData(
      RingPath(elements: [
        .move(to: band.start.point(radius: band.radius, around: band.center)),
        .arc(
          center: band.center, radius: band.radius, from: band.start, to: band.start + band.sweep,
          clockwise: band.sweep.radians >= 0),
      ]))
    // Dash `dash` then a gap too long to come round again, offset so the dash ends where the
    // value reaches along the band (`lead` is how far along the whole arc, of length `whole`,
    // the band starts: a segment's). Shares are kept within ±4 turns, beyond which a clamped
    // band looks the same, so that the numbers stay small. A lap's dash is two laps long: the lap shows whole while the next one
    // grows over it and then starts where the lap after that ends, so two laps lie under every
    // point, as in the frames (the last full lap and the current one), edges included.
    let whole = whole ?? length
    let dash = lap == nil ? 10 * whole : 2 * length
    let gap = lap == nil ? 11 * whole : Double(lapCount + 4) * length
    let reach = { (value: Double) -> Double in
      let share = value / maxValue
      guard let lap else { return min(max(share, -4), 4) * whole - lead }
      return (share - Double(lap)) * length
    }
    let offset = { (value: Double) in SVGWriter.number(dash - reach(value)) }
    let moves = keyframes(stops) { "stroke-dashoffset:\(offset($0.values[index]))" }
    let finalValue = stops.last?.values[index] ?? 0
    let cap: String =
      switch band.cap {
      case .round: " stroke-linecap=\"round\""
      case .square: " stroke-linecap=\"square\""
      case .butt: ""
      }
    let dashing =
      " fill=\"none\"\(cap) stroke-dasharray=\"\(SVGWriter.number(dash)) \(SVGWriter.number(gap))\" stroke-dashoffset=\"\(offset(finalValue))\""
    func stroke(_ paint: String, width: Double, extra: [String] = []) -> String {
      let names = ([moves] + extra).joined(separator: ",")
      return
        "<path d=\"\(centreLine)\"\(paint) stroke-width=\"\(SVGWriter.number(width))\"\(dashing) class=\"a\" style=\"animation-name:\(names)\"/>"
    }
    let together = band.fill == band.frame && band.fill.isOpaque
    var elements: [String] = []
    for (paint, width) in together
      ? [(band.fill, band.lineWidth + RingBand.frameWidth)]
      : [(band.frame, band.lineWidth + RingBand.frameWidth), (band.fill, max(band.lineWidth - RingBand.frameWidth, 0))]
    {
      switch paint {
      case .solid(let color):
        let finalColor = colors?.last ?? color
        var extra: [String] = []
        if let colors, let name = sampledKeyframes(colors.map { "stroke:\($0.cssString)" }, held: true) {
          extra.append(name)
        }
        elements.append(stroke(SVGWriter.paint("stroke", finalColor), width: width, extra: extra))
      case .conic(let conic):
        elements += ConicPieces.group(conic, mask: stroke(" stroke=\"#fff\"", width: width), idSalt: idPrefix + salt)
      }
    }
    return elements
  }

  // MARK: - Spinner

  /// A spinner from its first frame: the track and whatever else stays as it is, and what moves.
  private mutating func spinning(_ spinner: Spinner) throws(RenderError) -> [String] {
    let layout = try animation.ring(at: 0).layout(on: canvas, rasterizing: false)
    var under = layout
    under.progressBands = []
    under.dots = []
    var moving = Self.emptied(layout)
    let origin = "\(n(layout.center.x))px \(n(layout.center.y))px"
    let elements: [String]
    switch spinner.style {
    case .arc:
      // The frames' arc is the first one turned: the band turns once a period.
      moving.progressBands = layout.progressBands
      let name = nextName()
      rules.append("@keyframes \(name){to{transform:rotate(360deg)}}")
      keyframeCount += 1
      elements =
        ["<g class=\"a\" style=\"transform-origin:\(origin);animation-name:\(name)\">"]
        + (try SVGWriter.elements(of: moving, size: size, background: nil, idSalt: idPrefix + "p")) + ["</g>"]
    case .material:
      elements = try growingArc(spinner, first: layout, origin: origin)
    case .dots:
      elements = fadingDots(spinner, first: layout)
    }
    return try SVGWriter.elements(of: under, size: size, background: nil, idSalt: idPrefix + "u") + elements
  }

  /// A `material` spinner: the arc as a dash whose length is the frames' (sampled at the frame
  /// times, linear between), in a group that turns with the arc's tail.
  private mutating func growingArc(
    _ spinner: Spinner, first: RingLayout, origin: String
  ) throws(RenderError)
    -> [String]
  {
    guard var band = first.progressBands.last else { return [] }
    // The first arc's band, from its tail round the whole turn: the dash reveals the arc.
    band.sweep = band.sweep.radians >= 0 ? .fullTurn : Angle(radians: -2 * .pi)
    let firstTail = spinner.arc(at: 0).tail
    var stops = frameTimes.map { time in
      let (tail, head) = spinner.arc(at: time)
      return Stop(time: time, easing: .linear, values: [(head - tail) * 100, (tail - firstTail) * 360])
    }
    // The loop ends where it began, one turn on.
    stops.append(Stop(time: spinner.period, easing: nil, values: [spinner.length(at: 0) * 100, 360]))
    let turns = keyframes(stops) { "transform:rotate(\(SVGWriter.number($0.values[1]))deg)" }
    return ["<g class=\"a\" style=\"transform-origin:\(origin);animation-name:\(turns)\">"]
      + dashed(band, lap: nil, lapCount: 1, maxValue: 100, index: 0, stops: stops, colors: nil, salt: "m")
      + ["</g>"]
  }

  /// A `dots` spinner: each dot fades from the progress colour to the track's over a period,
  /// linearly as in the frames, and lights again when the head reaches it.
  private mutating func fadingDots(_ spinner: Spinner, first: RingLayout) -> [String] {
    let ring = animation.ring(at: 0)
    let count = first.dots.count
    return first.dots.enumerated().map { index, dot in
      let lit = Double(index) / Double(count) * 100
      let start = ring.progressColor.mixed(with: ring.emptyLineColor, by: 1 - (ring.spinnerDots?[index] ?? 1))
      let (bright, faded) = (ring.progressColor, ring.emptyLineColor)
      func fill(_ color: RingColor) -> String { "fill:\(color.hexString)" }
      var frames = "0%{\(fill(index == 0 ? bright : start))}"
      if index > 0 {
        frames += "\(Easing.cssNumber(lit - 0.001))%{\(fill(faded))}\(Easing.cssNumber(lit))%{\(fill(bright))}"
      }
      frames += "100%{\(fill(index == 0 ? faded : start))}"
      let name = nextName()
      rules.append("@keyframes \(name){\(frames)}")
      keyframeCount += index == 0 ? 2 : 4
      let opacity = start.alpha < 1 || faded.alpha < 1 || bright.alpha < 1 ? " fill-opacity=\"1\"" : ""
      return
        "<path d=\"\(SVGWriter.pathData(dot.path))\" fill=\"\(start.hexString)\"\(opacity) class=\"a\" style=\"animation-name:\(name)\"/>"
    }
  }

  // MARK: - Label

  /// The final label as `<text>`, and, when it counts, the counting label in HTML.
  private mutating func label(_ text: RingText, stops: [Stop]?) throws(RenderError) -> [String] {
    let fallback = try SVGWriter.text(text)
    guard let stops, let counting = try countingLabel(text, stops: stops) else { return fallback }
    rules.append(
      "@property --n{syntax:'&lt;integer>';inherits:false;initial-value:0}@property --v{syntax:'&lt;custom-ident>';inherits:true;initial-value:visible}@property --w{syntax:'&lt;custom-ident>';inherits:true;initial-value:hidden}.f{visibility:var(--w)}foreignObject{visibility:hidden}.h{visibility:var(--v)}.n{counter-reset:n var(--n)}.n::after{content:counter(n)}"
    )
    return fallback.enumerated().map { index, element in
      index == 0 && element.hasPrefix("<text ") ? "<text class=\"f\" " + element.dropFirst(6) : element
    } + [counting]
  }

  /// The label as HTML whose one changing run is a CSS counter, or nil when the label does not
  /// count as a whole number.
  private mutating func countingLabel(_ text: RingText, stops: [Stop]) throws(RenderError) -> String? {
    let line = try TextLayout(measuring: text).label
    // The label's runs at each stop and frame: one run may change, and only by its number.
    func runs(at value: Double) throws(RenderError) -> [String]? {
      try layout(0, value: value).text?.runs.map(\.text)
    }
    let finalRuns = line.runs.map(\.run.text)
    var changing: Int?
    var numbers: [Int] = []
    for stop in stops {
      guard let texts = try runs(at: stop.values[0]), texts.count == finalRuns.count else { return nil }
      for (position, (text, final)) in zip(texts, finalRuns).enumerated() where text != final {
        guard changing == nil || changing == position else { return nil }
        changing = position
      }
    }
    for time in frameTimes {
      let frame = animation.ring(at: time)
      guard let texts = try runs(at: frame.value), texts.count == finalRuns.count else { return nil }
      for (position, (text, final)) in zip(texts, finalRuns).enumerated() where text != final {
        guard changing == nil || changing == position else { return nil }
        changing = position
      }
    }
    guard let changing else { return nil }
    func number(at value: Double) throws(RenderError) -> Int? {
      guard let texts = try runs(at: value) else { return nil }
      let text = texts[changing]
      guard let number = Int(text), String(number) == text else { return nil }
      return number
    }
    for stop in stops {
      guard let number = try number(at: stop.values[0]) else { return nil }
      numbers.append(number)
    }
    var counted = stops
    for index in counted.indices { counted[index].values = [Double(numbers[index])] }
    // The counter moves between the stops' numbers in their easing; where the frames' numbers
    // do not (a value clamped at the maximum, a countdown past zero), the label stays final.
    for time in frameTimes {
      guard let shown = try number(at: animation.ring(at: time).value),
        abs(Double(shown) - Self.interpolated(counted, at: time)) <= 1
      else { return nil }
    }
    let name = keyframes(counted) { "--n:\(Int($0.values[0]))" }
    let spans = line.runs.enumerated().map { position, placed in
      var font = ""
      if placed.face.isItalic { font += "italic " }
      if placed.face.cssWeight != 400 { font += "\(placed.face.cssWeight) " }
      font += "\(SVGWriter.number(placed.run.fontSize))px \(SVGWriter.fontFamily(of: placed))"
      let style = "font:\(SVGWriter.escape(font));line-height:0"
      guard position == changing else { return "<span style=\"\(style)\">\(SVGWriter.escape(placed.run.text))</span>" }
      return
        "<span class=\"n a\" style=\"\(style);--n:\(numbers.last ?? 0);animation-name:\(name)\"></span>"
    }
    // A line of no height whose baseline an empty inline block of the baseline's height puts
    // exactly where the SVG text's is; the block is twice the canvas wide, centred on the text.
    let width = canvas.width + 2 * abs(text.center.x - canvas.width / 2)
    let direction = line.isRightToLeft ? ";direction:rtl" : ""
    return
      "<foreignObject x=\"\(n(text.center.x - width / 2))\" width=\"\(n(width))\" height=\"\(n(canvas.height))\"><div xmlns=\"http://www.w3.org/1999/xhtml\" class=\"h\" style=\"line-height:0;font-size:0;text-align:center;white-space:pre;color:\(text.color.cssString)\(direction)\"><span style=\"display:inline-block;height:\(n(line.baseline))px\"></span>\(spans.joined())</div></foreignObject>"
  }

  /// The first value of the stops at `time`, as CSS interpolates the keyframes.
  private static func interpolated(_ stops: [Stop], at time: Double) -> Double {
    guard let first = stops.first, time > first.time else { return stops.first?.values[0] ?? 0 }
    for (start, end) in zip(stops, stops.dropFirst()) where time <= end.time {
      guard end.time > start.time else { continue }
      let progress = (start.easing ?? .linear)((time - start.time) / (end.time - start.time))
      return start.values[0] + (end.values[0] - start.values[0]) * progress
    }
    return stops.last?.values[0] ?? 0
  }

  // MARK: - Style

  private func styleElement() -> String {
    let iterations = loopCount == 0 ? "infinite" : "\(loopCount)"
    let duration = Easing.cssNumber(animation.duration, places: 3)
    return
      "<style>.a{animation:\(duration)s linear \(iterations) both}\(rules.joined())@media (prefers-reduced-motion:reduce){.a{animation:none!important}}</style>"
  }

  private func n(_ value: Double) -> String { SVGWriter.number(value) }
}

extension RingAnimation {
  /// Whether the timeline is a spinner.
  var isSpinner: Bool {
    if case .spinner = timeline { return true }
    return false
  }
}
