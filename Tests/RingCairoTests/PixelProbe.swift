import RingCairo
import RingKit

extension RingRaster {
  /// The pixel on the ring at `angle` (RingKit's convention) and `radius` points from `center`,
  /// on a raster rendered at `scale`.
  func pixel(at angle: Angle, radius: Double, center: Point, scale: Double = 1) -> Pixel {
    let point = angle.point(radius: radius, around: center)
    let x = Int((point.x * scale).rounded(.down))
    let y = Int((point.y * scale).rounded(.down))
    return self[x, y] ?? Pixel(red: 0, green: 0, blue: 0, alpha: 0)
  }

  /// How many pixels are within `tolerance` of `color`.
  func count(near color: Pixel, tolerance: Int = 8) -> Int {
    var count = 0
    for y in 0..<height {
      for x in 0..<width where (self[x, y]?.distance(to: color) ?? 255) <= tolerance { count += 1 }
    }
    return count
  }

  /// Whether any pixel in the rectangle has ink (alpha above 0).
  func hasInk(x: Range<Int>, y: Range<Int>) -> Bool {
    y.contains { row in x.contains { (self[$0, row]?.alpha ?? 0) > 0 } }
  }
}

extension RingRaster.Pixel {
  init(_ color: RingColor) {
    self.init(
      red: UInt8((color.red * 255).rounded()), green: UInt8((color.green * 255).rounded()),
      blue: UInt8((color.blue * 255).rounded()), alpha: UInt8((color.alpha * 255).rounded()))
  }

  static let transparent = RingRaster.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

  /// The largest difference between the two pixels' premultiplied channels, 0…255: what the
  /// eye sees, since the colour of a nearly transparent pixel hardly matters.
  func premultipliedDistance(to other: RingRaster.Pixel) -> Int {
    func premultiplied(_ pixel: RingRaster.Pixel) -> [Int] {
      let alpha = Int(pixel.alpha)
      return [pixel.red, pixel.green, pixel.blue].map { (Int($0) * alpha + 127) / 255 } + [alpha]
    }
    return zip(premultiplied(self), premultiplied(other)).map { abs($0 - $1) }.max() ?? 0
  }

  /// Whether the two pixels differ by at most `tolerance` in every channel.
  func isNear(_ other: RingRaster.Pixel, tolerance: Int = 3) -> Bool { distance(to: other) <= tolerance }
}

extension ProgressRing {
  /// This ring changed by `configure`.
  func with(_ configure: (inout ProgressRing) -> Void) -> ProgressRing {
    var ring = self
    configure(&ring)
    return ring
  }
}
