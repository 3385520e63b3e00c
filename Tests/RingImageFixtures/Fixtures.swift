import RingKit

/// A ring without text, so that fonts play no part.
public func plainRing(value: Double, maxValue: Double = 100) -> ProgressRing {
  var ring = ProgressRing(value: value, maxValue: maxValue)
  ring.showValueString = false
  return ring
}

/// A `width` × `height` image of one colour.
public func solidImage(width: Int = 16, height: Int = 16, _ pixel: RingRaster.Pixel) -> RingRaster {
  let bytes = (0..<width * height).flatMap { _ in [pixel.red, pixel.green, pixel.blue, pixel.alpha] }
  return RingRaster(width: width, height: height, bytes: bytes)!
}

extension RingRaster {
  /// A copy with the pixel at (x, y) replaced.
  public func setting(_ x: Int, _ y: Int, to pixel: Pixel) -> RingRaster {
    var bytes = self.bytes
    let offset = (y * width + x) * 4
    bytes.replaceSubrange(offset..<offset + 4, with: [pixel.red, pixel.green, pixel.blue, pixel.alpha])
    return RingRaster(width: width, height: height, bytes: bytes)!
  }
}

extension RingRaster.Pixel {
  public static let white = RingRaster.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
  public static let black = RingRaster.Pixel(red: 0, green: 0, blue: 0, alpha: 255)
  public static let pureRed = RingRaster.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
  public static let yellow = RingRaster.Pixel(red: 255, green: 255, blue: 0, alpha: 255)
  public static let clear = RingRaster.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

  public static func grey(_ level: UInt8, alpha: UInt8 = 255) -> RingRaster.Pixel {
    RingRaster.Pixel(red: level, green: level, blue: level, alpha: alpha)
  }
}
