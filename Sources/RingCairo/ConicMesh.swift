import CRingCairo
import RingKit

/// A ``RingKit/ConicGradient`` as a Cairo mesh pattern: Cairo 1.16 has no conic pattern, so
/// the annulus is covered by one Coons patch per ``RingKit/ConicGradient/Piece``, each bounded by
/// two radial edges and two Bézier arcs, with the piece's end colours on its corners (the
/// technique of WebKit's Cairo port). Pieces end on every stop, so the colour is linear across
/// each patch and a 90° patch reproduces an sRGB blend exactly; PDF keeps the patches as a
/// vector shading (type 7).
///
/// Only the annulus is covered, since a mesh costs by its area, not by its patch count.
enum ConicMesh {
  /// A new mesh pattern for `conic`; the caller destroys it.
  static func pattern(for conic: ConicGradient) throws(RenderError) -> OpaquePointer {
    guard let pattern = cairo_pattern_create_mesh() else {
      throw .cairo(operation: "create a gradient", message: "out of memory")
    }
    let center = conic.center
    let (inner, outer) = (conic.innerRadius, conic.outerRadius)
    for piece in conic.pieces() {
      let handle = piece.bezierHandle
      let (fromTangent, toTangent) = (piece.from.clockwiseTangent, piece.to.clockwiseTangent)
      func point(_ angle: Angle, _ radius: Double) -> Point { angle.point(radius: radius, around: center) }
      let outerFrom = point(piece.from, outer), outerTo = point(piece.to, outer)
      let innerFrom = point(piece.from, inner), innerTo = point(piece.to, inner)
      cairo_mesh_pattern_begin_patch(pattern)
      cairo_mesh_pattern_move_to(pattern, innerFrom.x, innerFrom.y)
      cairo_mesh_pattern_line_to(pattern, outerFrom.x, outerFrom.y)
      let c1 = outerFrom + fromTangent * (handle * outer), c2 = outerTo - toTangent * (handle * outer)
      cairo_mesh_pattern_curve_to(pattern, c1.x, c1.y, c2.x, c2.y, outerTo.x, outerTo.y)
      cairo_mesh_pattern_line_to(pattern, innerTo.x, innerTo.y)
      let c3 = innerTo - toTangent * (handle * inner), c4 = innerFrom + fromTangent * (handle * inner)
      cairo_mesh_pattern_curve_to(pattern, c3.x, c3.y, c4.x, c4.y, innerFrom.x, innerFrom.y)
      for (corner, color) in [(0, piece.fromColor), (1, piece.fromColor), (2, piece.toColor), (3, piece.toColor)] {
        cairo_mesh_pattern_set_corner_color_rgba(
          pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
      }
      cairo_mesh_pattern_end_patch(pattern)
    }
    let status = cairo_pattern_status(pattern)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_pattern_destroy(pattern)
      try check(status, "build a gradient")
      throw .cairo(operation: "build a gradient", message: "unknown error")
    }
    return pattern
  }
}
