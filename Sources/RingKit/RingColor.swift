/// A colour in sRGB with straight (not premultiplied) alpha, each component in 0…1.
///
/// Create one from components, or parse any CSS colour form that a command line or a JSON
/// spec would carry:
///
/// ```swift
/// let orange = RingColor(red: 1, green: 0.5, blue: 0)
/// let teal = RingColor("#0FA3B1")          // also #RGB, #RGBA, #RRGGBBAA
/// let faint = RingColor("rgba(0, 0, 0, 0.25)")
/// let named = RingColor("rebeccapurple")   // every CSS named colour
/// ```
///
/// Components outside 0…1 are clamped when the colour is created; non-finite components become 0.
public struct RingColor: Sendable, Hashable {
  /// Red, 0…1.
  public private(set) var red: Double
  /// Green, 0…1.
  public private(set) var green: Double
  /// Blue, 0…1.
  public private(set) var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public private(set) var alpha: Double

  /// Creates a colour from sRGB components in 0…1; `alpha` defaults to opaque.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// Creates a grey from a white level in 0…1, like `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` number.
  public init(rgb: UInt32) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255,
      green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255)
  }

  /// Whether the colour is fully transparent, so drawing with it leaves no ink.
  public var isTransparent: Bool { alpha == 0 }

  /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque, each component rounded
  /// to the nearest of 256 levels.
  public var hexString: String {
    let bytes = [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
    let shown = alpha >= 1 ? bytes.prefix(3) : bytes[...]
    return "#"
      + shown.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }

  /// The colour as CSS that parses back to exactly this colour: ``hexString`` when every
  /// component is a whole number of 255ths, otherwise `color(srgb R G B / A)` with the
  /// components as they are stored, each in the shortest decimal that reads back as exactly
  /// that `Double` (subnormal components give long but exact decimals).
  public var cssString: String {
    let components = [red, green, blue, alpha]
    if components.allSatisfy({ ($0 * 255).rounded() / 255 == $0 }) { return hexString }
    let rgb = components.prefix(3).map(FixedPoint.shortest).joined(separator: " ")
    return alpha == 1 ? "color(srgb \(rgb))" : "color(srgb \(rgb) / \(FixedPoint.shortest(alpha)))"
  }

  // MARK: - Named colours used by the presets

  /// Fully transparent black.
  public static let clear = RingColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = RingColor(white: 0)
  /// Opaque white.
  public static let white = RingColor(white: 1)
  /// UIKit's `orangeColor`: red 1, green 0.5, blue 0.
  public static let uiKitOrange = RingColor(red: 1, green: 0.5, blue: 0)
  /// UIKit's `lightGrayColor`: white 2/3.
  public static let uiKitLightGray = RingColor(white: 2.0 / 3.0)

  private static func clamped(_ component: Double) -> Double {
    component.isFinite ? min(max(component, 0), 1) : 0
  }
}

extension RingColor: CustomStringConvertible {
  /// The colour as lossless CSS (see ``cssString``).
  public var description: String { cssString }
}
