/// Every colour a diff image of an opaque style can hold, when they are 256 or fewer: the
/// palette of an indexed PNG, a third of an RGB image's bytes to deflate.
///
/// An opaque style (not ``DiffStyle/diffMask``) paints greys only, besides its two colours: the
/// unchanged pixels faded toward white, levels 255 − 255 · alpha … 255, and, where pixels are
/// ignored, dimmed ones, 0 … 102, and one level to spare below the darkest fade. At the default
/// alpha of 0.1 that is 27 greys, 130 with ignored pixels, and two colours.
public struct DiffPalette: Sendable, Hashable {
  /// The colours, in the order of their indices.
  public let colors: [DiffStyle.Color]
  /// The index of each grey level that can occur (256 entries).
  let greyIndices: [UInt8]
  /// The two colours' indices.
  let differingIndex: UInt8
  let antialiasedIndex: UInt8

  /// The palette of `style`'s diff images (with dimmed greys when `ignoringPixels`), or nil
  /// when the style leaves pixels transparent or paints more than 256 colours.
  public init?(style: DiffStyle, ignoringPixels: Bool) {
    guard !style.diffMask else { return nil }
    let alpha = style.alpha.isNaN ? 0 : min(max(style.alpha, 0), 1)
    // One level below the darkest fade, in case of rounding; an unused entry costs 3 bytes.
    var levels = Set(max(Int((255.5 - 255 * alpha).rounded(.down)) - 1, 0)...255)
    if ignoringPixels { levels.formUnion(0...102) }
    var colors = levels.sorted().map { DiffStyle.Color(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
    var greys = [UInt8](repeating: 0, count: 256)
    for (index, color) in colors.enumerated() { greys[Int(color.red)] = UInt8(truncatingIfNeeded: index) }
    func index(of color: DiffStyle.Color) -> Int {
      if let found = colors.firstIndex(of: color) { return found }
      colors.append(color)
      return colors.count - 1
    }
    let differing = index(of: style.differingColor)
    let antialiased = index(of: style.antialiasedColor)
    guard colors.count <= 256 else { return nil }
    self.colors = colors
    greyIndices = greys
    differingIndex = UInt8(differing)
    antialiasedIndex = UInt8(antialiased)
  }

  /// The palette as PNG's PLTE chunk holds it: red, green and blue of each colour in turn.
  public var rgbBytes: [UInt8] { colors.flatMap { [$0.red, $0.green, $0.blue] } }
}
