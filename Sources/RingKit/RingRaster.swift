/// A rendered image: straight (not premultiplied) 8-bit RGBA pixels, row by row, top row first.
public struct RingRaster: Sendable, Hashable {
  /// One pixel: sRGB channels and opacity, 0…255, not premultiplied.
  public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a pixel from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// The largest difference between any channel of the two pixels, 0…255.
    public func distance(to other: Pixel) -> Int {
      max(
        abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
        abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
    }

    /// `rgba(R, G, B, A)` with the channels as bytes.
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
  }

  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: R, G, B, A for each pixel, rows top to bottom, no padding.
  public let bytes: [UInt8]

  /// Wraps pixel bytes; returns nil unless there are exactly `width × height × 4` of them.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
  }

  /// The pixel in column `x` and row `y`, or nil outside the image.
  public subscript(x: Int, y: Int) -> Pixel? {
    guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
    let offset = (y * width + x) * 4
    return Pixel(red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
  }
}
