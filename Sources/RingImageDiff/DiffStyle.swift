/// How ``ImageComparator/compareWithDiffImage(_:_:ignoring:)`` paints its diff image, under
/// pixelmatch's option names (`diffColor`, `aaColor`, `alpha`, `diffMask`).
///
/// ```swift
/// var comparator = ImageComparator()
/// comparator.diffStyle = DiffStyle(differingColor: .init(red: 255, green: 0, blue: 255), diffMask: true)
/// ```
public struct DiffStyle: Sendable, Hashable {
  /// An opaque colour, 8 bits a channel.
  public struct Color: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// The colour as a little-endian RGBA word, opaque.
    var word: UInt32 { 0xFF00_0000 | UInt32(blue) << 16 | UInt32(green) << 8 | UInt32(red) }
  }

  /// The colour of a differing pixel (pixelmatch's `diffColor`); red by default.
  public var differingColor: Color
  /// The colour of an excused anti-aliased pixel (pixelmatch's `aaColor`); yellow by default.
  public var antialiasedColor: Color
  /// How much of an unchanged pixel shows, 0 (white) to 1 (its full grey), pixelmatch's
  /// `alpha`; 0.1 by default. A value outside 0…1 is taken as the nearer end.
  public var alpha: Double
  /// Paint only the differing pixels, on transparency (pixelmatch's `diffMask`): unchanged and
  /// anti-aliased pixels are left transparent.
  public var diffMask: Bool

  public init(
    differingColor: Color = .init(red: 255, green: 0, blue: 0),
    antialiasedColor: Color = .init(red: 255, green: 255, blue: 0), alpha: Double = 0.1, diffMask: Bool = false
  ) {
    self.differingColor = differingColor
    self.antialiasedColor = antialiasedColor
    self.alpha = alpha
    self.diffMask = diffMask
  }

  /// pixelmatch's defaults: red, yellow, alpha 0.1, no mask.
  public static let `default` = DiffStyle()
}
