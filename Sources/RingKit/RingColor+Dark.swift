/// The colours `--theme auto` derives for a dark look, in OKLCH: the hue and chroma stay, the
/// lightness moves along one of two curves, and the chroma shrinks only as far as the sRGB
/// gamut needs.
extension RingColor {
  /// What a colour does in a ring, which decides how its dark variant is lit.
  public enum DarkRole: String, Sendable, Hashable, CaseIterable {
    /// Paper, tracks, text, ticks: their lightness is mirrored, as Tailwind's grey scale pairs
    /// its light and dark steps (white → 0.18, gray-200 → gray-700, gray-800 → gray-50).
    case surface
    /// The progress and what marks it: lifted for contrast on a dark paper, as blue-600 →
    /// blue-400, and never darker than 0.62, so that black ink turns a legible grey.
    case ink
  }

  /// Lightness (OKLab L) before → after, for surfaces; piecewise linear and decreasing.
  private static let surfaceCurve: [(Double, Double)] = [
    (0, 1), (0.28, 0.985), (0.55, 0.714), (0.714, 0.551), (0.93, 0.373), (1, 0.18),
  ]
  /// Lightness before → after, for ink; piecewise linear and increasing.
  private static let inkCurve: [(Double, Double)] = [(0, 0.62), (0.55, 0.714), (0.75, 0.78), (1, 1)]

  /// The colour's dark-look variant for `role`: the same hue and alpha, its OKLab lightness
  /// moved along the role's curve, its chroma reduced until the colour is inside sRGB.
  public func darkVariant(as role: DarkRole) -> RingColor {
    let (lightness, a, b) = oklab
    let curve = role == .surface ? Self.surfaceCurve : Self.inkCurve
    let target = Self.interpolate(curve, at: min(max(lightness, 0), 1))
    // Halve the chroma until the colour fits (at most a few steps), then search back up.
    var (low, high) = (0.0, 1.0)
    if !Self.isInGamut((target, a, b)) {
      for _ in 0..<20 {
        let middle = (low + high) / 2
        if Self.isInGamut((target, a * middle, b * middle)) { low = middle } else { high = middle }
      }
    } else {
      low = 1
    }
    return RingColor(oklab: (target, a * low, b * low), alpha: alpha)
  }

  private static func interpolate(_ curve: [(Double, Double)], at x: Double) -> Double {
    for (start, end) in zip(curve, curve.dropFirst()) where x <= end.0 {
      let t = end.0 > start.0 ? (x - start.0) / (end.0 - start.0) : 0
      return start.1 + (end.1 - start.1) * t
    }
    return curve[curve.count - 1].1
  }

  /// Whether an OKLab triple is inside sRGB, within a rounding's worth.
  private static func isInGamut(_ oklab: (Double, Double, Double)) -> Bool {
    let (lightness, a, b) = oklab
    let l = lightness + 0.3963377774 * a + 0.2158037573 * b
    let m = lightness - 0.1055613458 * a - 0.0638541728 * b
    let s = lightness - 0.0894841775 * a - 1.2914855480 * b
    let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
    let linear = [
      4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
      -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
      -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3,
    ]
    return linear.allSatisfy { $0 >= -1e-4 && $0 <= 1 + 1e-4 }
  }
}
