#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import RingKit

/// The pens for the ring's parts in one ``ColorMode``.
///
/// Colours are matched in OKLab, where distance follows what the eye sees. In the palette
/// modes two parts of different colours never share a pen: when the progress and the track
/// would map to the same palette entry, the later part (track, then background) takes its
/// next-nearest entry, so the ring still shows how far it has got.
struct PenPalette: Sendable {
  /// The pen of each part, by raw value (looked up for every cell, so not a dictionary).
  private var pens = [Pen](repeating: .terminalDefault, count: RingPart.allCases.count)

  /// - Parameter colors: The colour of each part that is drawn; opacity is ignored, since the
  ///   terminal's background is unknown.
  init(mode: ColorMode, colors: [RingPart: RingColor]) {
    var taken: [(color: RGB8, pen: Pen)] = []
    for part in [RingPart.progress, .track, .background] {
      guard let color = colors[part] else { continue }
      let rgb = RGB8(color)
      let pen: Pen
      if let same = taken.first(where: { $0.color == rgb }) {
        pen = same.pen
      } else {
        let used = Set(taken.map(\.pen))
        switch mode {
        case .none: pen = .terminalDefault
        case .truecolor: pen = .rgb(red: rgb.red, green: rgb.green, blue: rgb.blue)
        case .ansi256:
          pen = Self.nearest(rgb, in: Self.palette256, excluding: used) { .palette(UInt8($0 + 16)) }
        case .ansi16:
          pen = Self.nearest(rgb, in: Self.xterm16, excluding: used) { .ansi(UInt8($0)) }
        }
      }
      taken.append((rgb, pen))
      pens[part.rawValue] = pen
    }
  }

  /// The pen for a part; the terminal's default for ``RingPart/none`` and parts not drawn.
  func pen(for part: RingPart) -> Pen { pens[part.rawValue] }

  /// The entry nearest `color` whose pen is not in `used` (the lowest index on a tie).
  private static func nearest(_ color: RGB8, in palette: [OKLab], excluding used: Set<Pen>, pen: (Int) -> Pen) -> Pen {
    let target = OKLab(color)
    var best: (index: Int, distance: Double)?
    for (index, entry) in palette.enumerated() where !used.contains(pen(index)) {
      let distance = entry.distance(to: target)
      if best.map({ distance < $0.distance }) ?? true { best = (index, distance) }
    }
    return pen(best?.index ?? 0)
  }

  /// Entries 16–255: the 6 × 6 × 6 cube, then the 24 greys.
  static let palette256: [OKLab] = {
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    var colors: [RGB8] = []
    for red in levels { for green in levels { for blue in levels { colors.append(RGB8(red: red, green: green, blue: blue)) } } }
    for step in 0..<24 {
      let level = UInt8(8 + 10 * step)
      colors.append(RGB8(red: level, green: level, blue: level))
    }
    return colors.map(OKLab.init)
  }()

  /// xterm's default colours for the 16 ANSI entries.
  static let xterm16: [OKLab] = [
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ].map { OKLab(RGB8(red: UInt8($0 >> 16), green: UInt8(($0 >> 8) & 0xFF), blue: UInt8($0 & 0xFF))) }
}

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
