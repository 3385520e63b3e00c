import RingKit

/// A colour as three bytes of sRGB.
struct RGB8: Sendable, Hashable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8

  init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  init(_ color: RingColor) {
    func byte(_ component: Double) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }
    self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
  }
}
