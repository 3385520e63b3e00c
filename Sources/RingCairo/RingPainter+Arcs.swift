import CRingCairo
import RingKit

extension RingPainter {
  /// How ``append(_:)`` hands arcs to Cairo.
  enum ArcSplitting {
    /// Whole, as `cairo_arc` splits them: into equal pieces, so every piece, and the
    /// anti-aliasing of the arc's whole edge, moves a little when the arc grows. Stills.
    case cairo
    /// Cut first at every multiple of ``steadyPiece`` (π/8), so that two arcs sharing a start
    /// are drawn alike as far as they run together, and frames of a growing arc differ only
    /// where it grew. Animation frames, which are stored as what changed.
    case steady

    /// A piece of a steady arc, in radians: short enough that the piece that moves is at most
    /// a sixteenth of a turn, and that Cairo draws each piece as one Bézier curve up to a radius
    /// of about 1.5 million px (at its 0.1-px tolerance); a piece it splits more is split alike
    /// in every frame.
    static let steadyPiece = Double.pi / 8
  }

  /// Appends an arc between two Cairo angles, as ``arcs`` says.
  func appendArc(center: Point, radius: Double, from start: Double, to end: Double, clockwise: Bool) {
    // Cairo's increasing angles are clockwise on screen, as RingKit's are.
    let arc = clockwise ? cairo_arc : cairo_arc_negative
    let stop = Self.cairoEnd(from: start, to: end, clockwise: clockwise)
    guard arcs == .steady, abs(stop - start) <= 2 * .pi else {
      arc(cr, center.x, center.y, radius, start, end)
      return
    }
    // An end within a hair of a cut is put on it, so that an arc ending there is cut as the
    // arc running on past it is; left off, Cairo flattens the piece before the cut anew.
    let piece = ArcSplitting.steadyPiece
    func snapped(_ angle: Double) -> (angle: Double, cut: Double?) {
      let cut = (angle / piece).rounded()
      return abs(angle - cut * piece) < 1e-9 ? (cut * piece, cut) : (angle, nil)
    }
    let step: Double = clockwise ? 1 : -1
    let (first, firstCut) = snapped(start)
    let last = snapped(stop).angle
    var from = first
    var cut = (firstCut ?? (first / piece).rounded(clockwise ? .down : .up)) + step
    while (cut * piece - last) * step < 0 {
      arc(cr, center.x, center.y, radius, from, cut * piece)
      from = cut * piece
      cut += step
    }
    arc(cr, center.x, center.y, radius, from, last)
  }

  /// Where `cairo_arc` (clockwise) or `cairo_arc_negative` ends an arc from `start` to `end`:
  /// it first brings `end` within one turn of `start` in its direction, as this does.
  static func cairoEnd(from start: Double, to end: Double, clockwise: Bool) -> Double {
    guard clockwise ? end < start : end > start else { return end }
    var turn = (end - start).truncatingRemainder(dividingBy: 2 * .pi)
    if clockwise, turn < 0 { turn += 2 * .pi }
    if !clockwise, turn > 0 { turn -= 2 * .pi }
    return turn + start
  }
}
