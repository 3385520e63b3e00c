import RingKit

/// The band paints of the terminal ring: a solid paint gives its part one pen; a gradient
/// gives each cell the pen of its colour at the angle of the cell's centre; concentric rings
/// give each cell the paint of the ring whose centre line is nearest.
struct CellPaints {
  /// One concentric ring: its centre line on the sampled canvas and its real paints.
  struct Ring {
    var radius: Double
    var progress: RingPaint?
    var track: RingPaint?
  }

  /// Concentric rings, if any.
  var rings: [Ring] = []
  /// The progress laps as the picture draws them, bottom first, when there are several.
  var laps: [Arc] = []
  /// The secondary arc's pieces.
  var secondary: [Arc] = []
  /// The knob, on the sampled canvas, in its fill colour.
  var knob: Disc?
  /// The target mark, on the sampled canvas.
  var target: Mark?
  /// The ticks, on the sampled canvas, each with its colour.
  var ticks: [Mark] = []
  /// The centre fill, on the sampled canvas (radius to the innermost band's inner edge).
  var centerDisc: Disc?
  /// A `dots` spinner's colours, dot by dot from 12 o'clock clockwise.
  var dots: [RingColor] = []
  private var progress: RingPaint?
  private var track: RingPaint?
  private let mode: ColorMode
  /// The ring's centre on the sampled canvas, in points.
  private let center: Point?

  init(progress: RingPaint?, track: RingPaint?, mode: ColorMode, center: Point?) {
    self.progress = progress
    self.track = track
    self.mode = mode
    self.center = center
  }

  /// The colour of a part painted with one colour (a threshold's, say), or nil.
  func solidColor(of part: RingPart) -> RingColor? {
    guard let color = paint(of: part)?.uniformColor, !color.isTransparent else { return nil }
    return color
  }

  /// Whether any part's pen can differ from cell to cell; when not, ``pen(for:at:)`` is nil for
  /// every part and cell, and a frame need not ask it (each call measures the cell's angle).
  var variesByCell: Bool {
    guard mode != .none, center != nil else { return false }
    let byAngle = [progress, track].contains { paint in paint.map { $0.uniformColor == nil } ?? false }
    return byAngle || !rings.isEmpty || laps.count > 1 || !secondary.isEmpty || knob != nil || target != nil
      || !ticks.isEmpty || centerDisc != nil || !dots.isEmpty
  }

  /// The pen of a gradient-painted part at `point` (points on the sampled canvas), or nil
  /// when the part has one colour for every cell.
  func pen(for part: RingPart, at point: Point) -> Pen? {
    guard mode != .none, let center else { return nil }
    if let color = planColor(for: part, at: point, around: center) { return PenPalette.pen(for: color, mode: mode) }
    let angle = Angle(of: point, around: center)
    if !rings.isEmpty, part == .progress || part == .track {
      let distance = ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y))
        .squareRoot()
      guard let ring = rings.min(by: { abs($0.radius - distance) < abs($1.radius - distance) }),
        let paint = part == .progress ? ring.progress : ring.track
      else { return nil }
      return PenPalette.pen(for: paint.color(at: angle), mode: mode)
    }
    guard let paint = paint(of: part), paint.uniformColor == nil else { return nil }
    return PenPalette.pen(for: paint.color(at: angle), mode: mode)
  }

  /// The track's paint, which the secondary arc is drawn over.
  var trackPaint: RingPaint? { track }

  private func paint(of part: RingPart) -> RingPaint? {
    switch part {
    case .progress: progress
    case .track: track
    case .background, .none: nil
    }
  }
}
