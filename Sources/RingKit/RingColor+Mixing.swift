extension RingColor {
  /// The colour `amount` (0…1) of the way from this colour to `other`, blended in `space`
  /// with premultiplied alpha, as CSS gradients blend: a transparent stop fades the other
  /// colour out instead of greying it.
  public func mixed(with other: RingColor, by amount: Double, in space: GradientInterpolation = .srgb) -> RingColor {
    let t = amount.isFinite ? min(max(amount, 0), 1) : 0
    // The ends exactly, whatever rounding the colour space's round trip adds.
    if t == 0 { return self }
    if t == 1 { return other }
    let alpha = self.alpha + (other.alpha - self.alpha) * t
    guard alpha > 0 else { return .clear }
    func blend(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> (Double, Double, Double) {
      func channel(_ x: Double, _ y: Double) -> Double {
        (x * self.alpha + (y * other.alpha - x * self.alpha) * t) / alpha
      }
      return (channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
    }
    switch space {
    case .srgb:
      let (r, g, b) = blend((red, green, blue), (other.red, other.green, other.blue))
      return RingColor(red: r, green: g, blue: b, alpha: alpha)
    case .oklab:
      let (l, a, b) = blend(oklab, other.oklab)
      return RingColor(oklab: (l, a, b), alpha: alpha)
    }
  }

  /// The colour in OKLab: lightness (0…1) and the two opponent axes.
  var oklab: (Double, Double, Double) {
    func linear(_ value: Double) -> Double {
      value <= 0.04045 ? value / 12.92 : power((value + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    let l = cubeRoot(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cubeRoot(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cubeRoot(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }

  /// The sRGB colour of an OKLab triple, clamped into the sRGB gamut.
  init(oklab: (Double, Double, Double), alpha: Double) {
    let (lightness, a, b) = oklab
    let l = lightness + 0.3963377774 * a + 0.2158037573 * b
    let m = lightness - 0.1055613458 * a - 0.0638541728 * b
    let s = lightness - 0.0894841775 * a - 1.2914855480 * b
    let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
    func encoded(_ value: Double) -> Double {
      let v = min(max(value, 0), 1)
      return v <= 0.0031308 ? 12.92 * v : 1.055 * power(v, 1 / 2.4) - 0.055
    }
    self.init(
      red: encoded(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
      green: encoded(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
      blue: encoded(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3),
      alpha: alpha)
  }
}
