import RingKit

/// The pens for the ring's parts in one `ColorMode`.
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

  /// The pen nearest `color` in `mode`, for paints whose colour changes from cell to cell.
  static func pen(for color: RingColor, mode: ColorMode) -> Pen {
    let rgb = RGB8(color)
    switch mode {
    case .none: return .terminalDefault
    case .truecolor: return .rgb(red: rgb.red, green: rgb.green, blue: rgb.blue)
    case .ansi256: return nearest(rgb, in: palette256, excluding: []) { .palette(UInt8($0 + 16)) }
    case .ansi16: return nearest(rgb, in: xterm16, excluding: []) { .ansi(UInt8($0)) }
    }
  }

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
    for red in levels {
      for green in levels { for blue in levels { colors.append(RGB8(red: red, green: green, blue: blue)) } }
    }
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
