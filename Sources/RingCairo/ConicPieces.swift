import RingKit

/// A ``RingKit/ConicGradient`` in SVG, which has no conic gradient: the annulus is cut into
/// pieces of at most 6°, each an annular sector filled with a linear gradient from the
/// colour at its start edge to the colour at its end edge, and the pieces are drawn inside a
/// mask holding the shape. Over 6° the straight gradient departs from the arc by under 0.1 %
/// of its length, so librsvg and browsers draw what the PNG shows. Each piece reaches half a
/// point into the next, so no anti-aliased seam lets the background through between them.
enum ConicPieces {
  /// The widest piece, chosen so a linear gradient follows the arc closely.
  static let maximumSweep = Angle.degrees(6)

  /// `<defs>` with the mask and the pieces' gradients, then the masked group of pieces.
  static func group(_ conic: ConicGradient, mask: String, idSalt: String) -> [String] {
    let pieces = conic.pieces(maximumSweep: maximumSweep, oklabSweep: maximumSweep)
    let id = "ring-" + hash(idSalt + mask + "\(conic)")
    let (inner, outer) = (conic.innerRadius, conic.outerRadius)
    let middle = (inner + outer) / 2
    // Translucent pieces would darken where they overlap: they meet edge to edge instead.
    let opaque = RingPaint.conic(conic).isOpaque
    let overlap = Angle(radians: opaque && outer > 0 ? 0.5 / outer : 0)
    var definitions = ["<defs>", "<mask id=\"\(id)-m\" maskUnits=\"userSpaceOnUse\">\(mask)</mask>"]
    var paths: [String] = []
    for (index, piece) in pieces.enumerated() {
      let from = piece.from, to = index == pieces.count - 1 ? piece.to : piece.to + overlap
      func point(_ angle: Angle, _ radius: Double) -> String {
        let p = angle.point(radius: radius, around: conic.center)
        return "\(SVGWriter.number(p.x)) \(SVGWriter.number(p.y))"
      }
      let start = from.point(radius: middle, around: conic.center)
      let end = piece.to.point(radius: middle, around: conic.center)
      if piece.fromColor == piece.toColor {
        paths.append(
          "<path d=\"\(sector(from: from, to: to, inner: inner, outer: outer, point: point))\"\(SVGWriter.paint("fill", piece.fromColor))/>"
        )
        continue
      }
      definitions.append(
        "<linearGradient id=\"\(id)-\(index)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGWriter.number(start.x))\" y1=\"\(SVGWriter.number(start.y))\" x2=\"\(SVGWriter.number(end.x))\" y2=\"\(SVGWriter.number(end.y))\">\(stop(0, piece.fromColor))\(stop(1, piece.toColor))</linearGradient>"
      )
      paths.append(
        "<path d=\"\(sector(from: from, to: to, inner: inner, outer: outer, point: point))\" fill=\"url(#\(id)-\(index))\"/>"
      )
    }
    definitions.append("</defs>")
    return [definitions.joined(), "<g mask=\"url(#\(id)-m)\">" + paths.joined() + "</g>"]
  }

  /// Path data of the annular sector from `from` clockwise to `to`.
  private static func sector(
    from: Angle, to: Angle, inner: Double, outer: Double, point: (Angle, Double) -> String
  ) -> String {
    let o = SVGWriter.number(outer), i = SVGWriter.number(inner)
    let outerArc = "M\(point(from, outer))A\(o) \(o) 0 0 1 \(point(to, outer))"
    guard inner > 0 else { return outerArc + "L\(point(from, 0))Z" }
    return outerArc + "L\(point(to, inner))A\(i) \(i) 0 0 0 \(point(from, inner))Z"
  }

  private static func stop(_ offset: Int, _ color: RingColor) -> String {
    "<stop offset=\"\(offset)\" stop-color=\"\(RingColor(red: color.red, green: color.green, blue: color.blue).hexString)\""
      + (color.alpha < 1 ? " stop-opacity=\"\(SVGWriter.number(color.alpha))\"/>" : "/>")
  }

  /// FNV-1a, 32 bits, as 8 hex digits: stable across runs and platforms, unlike `Hasher`.
  static func hash(_ text: String) -> String {
    var value: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      value ^= UInt32(byte)
      value = value &* 0x0100_0193
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
