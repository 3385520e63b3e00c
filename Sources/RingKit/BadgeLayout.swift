/// Where everything of a ``Badge`` goes, in pixels: shields.io's geometry for its style, from
/// the widths of the two texts as the renderer measured them. The SVG and the raster both draw
/// this plan, so they cannot disagree about a size.
///
/// shields rounds each measured width down to a whole pixel and then up to an odd one, and
/// pads it by 5 px a side (flat) or 12 px (for-the-badge, where the text is spaced 1.25 px a
/// character and its width rounded up to a whole pixel). The value's side also holds the ring, 12 px across and vertically centred,
/// 5 px (12 px) from its left edge and 3 px (6 px) before the text.
public struct BadgeLayout: Sendable, Hashable {
  /// One text: what it shows, where, and in which colours.
  public struct Text: Sendable, Hashable {
    /// The characters (upper-cased for for-the-badge).
    public var string: String
    /// The x of the text's centre; its width is ``width``.
    public var centerX: Double
    /// The width the layout gives the text, in pixels (the measured width, rounded as shields does).
    public var width: Double
    /// The text colour: white on a dark background, `#333` on a bright one.
    public var color: RingColor
    /// The shadow's colour one pixel below (at 30 % opacity), or nil for none.
    public var shadow: RingColor?
    /// For spaced text (for-the-badge): the x where each character starts, from the left of
    /// the text, each the previous one's plus its measured width and ``BadgeLayout/letterSpacing``; empty
    /// for text set as one line. Both renderers place the characters here, so librsvg and
    /// browsers, which space text differently, draw the same.
    public var characterStarts: [Double] = []
  }

  /// The whole badge's width and height, in pixels.
  public var width: Double
  public var height: Double
  /// The label's side: from 0 to `leftWidth`, on `labelColor`.
  public var leftWidth: Double
  /// The label's background.
  public var labelColor: RingColor
  /// The value's background, from `leftWidth` to `width`.
  public var valueColor: RingColor
  /// The corner radius (0 for square styles).
  public var cornerRadius: Double
  /// Whether shields' light top-to-bottom gradient lies over both sides.
  public var hasGradient: Bool
  /// The ring's box: its top-left corner and its diameter.
  public var ringOrigin: Point
  public var ringSize: Double
  /// The ring (value's progress in the value's text colour, its track at 30 % of it).
  public var ring: ProgressRing
  /// The label and the value text.
  public var label: Text
  public var message: Text
  /// Where the texts' baseline is.
  public var baseline: Double
  /// The font size in pixels, the label's and the message's font names (fontconfig patterns).
  public var fontSize: Double
  public var labelFont: String
  public var messageFont: String
  /// Extra space after each character (for-the-badge), in pixels.
  public var letterSpacing: Double

  /// The font family list SVG names: Verdana's metrics first, DejaVu Sans as the fallback.
  public static let fontFamilies = "Verdana,Geneva,DejaVu Sans,sans-serif"

  /// The two texts a badge of `style` shows, as they must be measured: upper-cased for
  /// for-the-badge.
  public static func texts(of badge: Badge) -> (label: String, message: String) {
    badge.style == .forTheBadge ? (badge.label.uppercased(), badge.message.uppercased()) : (badge.label, badge.message)
  }

  /// The font size and faces of `style`: 11 px Verdana, or 10 px with a bold message.
  public static func fonts(of style: Badge.Style) -> (size: Double, label: String, message: String) {
    style == .forTheBadge ? (10, "Verdana", "Verdana:bold") : (11, "Verdana", "Verdana")
  }

  /// Lays `badge` out from the measured widths of ``texts(of:)`` at ``fonts(of:)`` (pixels,
  /// without letter spacing) and, for spaced text, of each of their characters (in order).
  public init(
    badge: Badge, labelTextWidth: Double, messageTextWidth: Double,
    characterWidths: (label: [Double], message: [Double]) = ([], [])
  ) {
    let (labelString, messageString) = Self.texts(of: badge)
    let fonts = Self.fonts(of: badge.style)
    fontSize = fonts.size
    labelFont = fonts.label
    messageFont = fonts.message
    labelColor = badge.labelColor
    valueColor = badge.color
    let labelTextColor = Self.textColors(on: badge.labelColor)
    let valueTextColor = Self.textColors(on: valueColor)
    let labelWidth: Double
    let messageWidth: Double
    let padding: Double
    let gap: Double
    switch badge.style {
    case .flat, .flatSquare:
      labelWidth = Self.roundedUpToOdd(labelTextWidth)
      messageWidth = Self.roundedUpToOdd(messageTextWidth)
      (height, padding, gap, letterSpacing, baseline) = (20, 5, 3, 0, 14)
    case .forTheBadge:
      // shields' (width | 0) + 1.25 × characters, rounded up to a whole pixel so that the badge
      // has a whole width (librsvg rounds a fractional one up, browsers do not).
      labelWidth = (Double(Int(labelTextWidth)) + 1.25 * Double(labelString.count)).rounded(.up)
      messageWidth = (Double(Int(messageTextWidth)) + 1.25 * Double(messageString.count)).rounded(.up)
      // shields' baseline is 17.5; on a whole pixel librsvg and Chromium agree (a half
      // pixel put 2 % of the badge's pixels apart).
      (height, padding, gap, letterSpacing, baseline) = (28, 12, 6, 1.25, 18)
    }
    ringSize = 12
    leftWidth = padding + labelWidth + padding
    width = leftWidth + padding + ringSize + gap + messageWidth + padding
    ringOrigin = Point(x: leftWidth + padding, y: (height - ringSize) / 2)
    let shadows = badge.style == .flat
    cornerRadius = badge.style == .flat ? 3 : 0
    hasGradient = badge.style == .flat
    label = Text(
      string: labelString, centerX: padding + labelWidth / 2, width: labelWidth, color: labelTextColor.text,
      shadow: shadows ? labelTextColor.shadow : nil)
    message = Text(
      string: messageString, centerX: ringOrigin.x + ringSize + gap + messageWidth / 2, width: messageWidth,
      color: valueTextColor.text, shadow: shadows ? valueTextColor.shadow : nil)
    ring = Self.ring(percent: badge.percent, color: valueTextColor.text)
    if letterSpacing > 0 {
      label.characterStarts = Self.starts(
        from: label.centerX - label.width / 2, widths: characterWidths.label, spacing: letterSpacing)
      message.characterStarts = Self.starts(
        from: message.centerX - message.width / 2, widths: characterWidths.message, spacing: letterSpacing)
    }
  }

  private static func starts(from left: Double, widths: [Double], spacing: Double) -> [Double] {
    var x = left
    return widths.map { width in
      defer { x += width + spacing }
      return x
    }
  }

  /// shields' `roundUpToOdd(width | 0)`.
  static func roundedUpToOdd(_ width: Double) -> Double {
    let whole = Int(max(0, width))
    return Double(whole % 2 == 0 ? whole + 1 : whole)
  }

  /// shields' text colours on `background`: white with a near-black shadow when its brightness
  /// (299 R + 587 G + 114 B) / 255000 is at most 0.69, else `#333` with a `#ccc` shadow.
  static func textColors(on background: RingColor) -> (text: RingColor, shadow: RingColor) {
    let brightness = (299 * background.red + 587 * background.green + 114 * background.blue) / 1000
    return brightness <= 0.69
      ? (RingColor(rgb: 0xFFFFFF), RingColor(rgb: 0x010101)) : (RingColor(rgb: 0x333333), RingColor(rgb: 0xCCCCCC))
  }

  /// The 12-px ring of `percent` (clamped to 0…100) in `color`, on a track of 30 % of it.
  static func ring(percent: Double, color: RingColor) -> ProgressRing {
    var ring = ProgressRing(value: min(max(percent, 0), 100), maxValue: 100)
    ring.showValueString = false
    ring.progressLineWidth = 2
    ring.emptyLineWidth = 2
    ring.progressColor = color
    ring.emptyLineColor = RingColor(red: color.red, green: color.green, blue: color.blue, alpha: 0.3)
    return ring
  }
}
