import RingKit

/// The steps of a ``RingKit/RingDrawing`` the terminal reads, sorted by the part each draws:
/// the bands by where they run, the marks and discs by their outlines. The terminal draws
/// no blur (a shadow or a glow has no cell of its own) and writes the label as characters of
/// its own, so it keeps neither; every part and every ink is decided here, by an exhaustive
/// switch, so that a new one is a compile error rather than silently left out.
struct PlanSteps {
  /// The progress as drawn, bottom first: the band, its segments or its laps.
  var progress: [RingBand] = []
  /// The track as drawn: the band or its segments.
  var track: [RingBand] = []
  /// The secondary arc's pieces.
  var secondary: [RingBand] = []
  /// A `dots` spinner's dots, from 12 o'clock clockwise.
  var dots: [RingShape] = []
  /// The ticks, from the track's start.
  var ticks: [RingShape] = []
  var target: RingShape?
  var knob: RingShape?
  var centerDisc: RingShape?
  /// Each concentric ring's own steps, outermost first.
  var rings: [PlanSteps] = []

  /// The steps of `drawing`, the concentric rings' apart.
  init(_ drawing: RingDrawing) {
    for step in drawing.steps {
      guard let ring = step.ring else {
        add(step.ink, as: step.part)
        continue
      }
      while rings.count <= ring { rings.append(PlanSteps()) }
      rings[ring].add(step.ink, as: step.part)
    }
  }

  private init() {}

  private mutating func add(_ ink: RingDrawing.Ink, as part: RingDrawing.Part) {
    switch ink {
    case .band(let band): add(band, as: part)
    case .shape(let shape): add(shape, as: part)
    case .blur, .text: break
    }
  }

  private mutating func add(_ band: RingBand, as part: RingDrawing.Part) {
    switch part {
    case .progress: progress.append(band)
    case .track: track.append(band)
    case .secondary: secondary.append(band)
    // Parts the plan draws as shapes, blurs or text, never as bands.
    case .centerDisc, .shadow, .spinnerDot, .glow, .tipShadow, .tick, .target, .tickLabel, .knobShadow, .knob,
      .label:
      break
    }
  }

  private mutating func add(_ shape: RingShape, as part: RingDrawing.Part) {
    switch part {
    case .spinnerDot: dots.append(shape)
    case .tick: ticks.append(shape)
    case .target: target = shape
    case .knob: knob = shape
    case .centerDisc: centerDisc = shape
    // Parts the plan draws as bands, blurs or text, never as plain shapes.
    case .progress, .track, .secondary, .shadow, .glow, .tipShadow, .tickLabel, .knobShadow, .label: break
    }
  }

  /// Whether the parts raster draws `part`: the ticks are left out, and the cells they cross
  /// take their colour from the plan instead (see `CellPaints`), since a tick thinner than a
  /// cell would show in pieces or not at all.
  static func rasterDraws(_ part: RingDrawing.Part) -> Bool {
    switch part {
    case .tick: false
    case .centerDisc, .shadow, .track, .spinnerDot, .secondary, .glow, .tipShadow, .progress, .target, .tickLabel,
      .knobShadow, .knob, .label:
      true
    }
  }
}
