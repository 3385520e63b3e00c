#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Björn Ottosson's OKLab: lightness and two opponent axes, perceptually uniform enough for
/// picking the nearest palette colour.
struct OKLab: Sendable, Hashable {
  var lightness: Double
  var a: Double
  var b: Double

  init(_ color: RGB8) {
    func linear(_ byte: UInt8) -> Double {
      let value = Double(byte) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
  }

  /// The squared Euclidean distance.
  func distance(to other: OKLab) -> Double {
    let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
    return dl * dl + da * da + db * db
  }
}
