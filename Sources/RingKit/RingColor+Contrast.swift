extension RingColor {
  /// WCAG 2's relative luminance of the colour's channels (alpha ignored): 0.2126 R +
  /// 0.7152 G + 0.0722 B of the linear channels, from 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : power((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2's contrast ratio with `other`, from 1 (the same luminance) to 21 (black and
  /// white); alpha is ignored.
  public func contrastRatio(with other: RingColor) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The colour as it shows over the opaque `page`: its channels blended by its alpha.
  public func composited(over page: RingColor) -> RingColor {
    page.mixed(with: RingColor(red: red, green: green, blue: blue), by: alpha)
  }
}
