import RingKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's background colour as its OSC 11 reply gives it, and whether it is dark: for
/// a default that follows the terminal's light or dark theme.
///
/// Dark means the colour's relative luminance (WCAG 2's, of the linear sRGB channels) is below
/// ``darkLuminanceLimit``, the luminance at which white and black text contrast with it
/// equally; so a background is dark exactly when light text reads better on it.
///
/// ```swift
/// let background = TerminalBackground(oscReply: "11;rgb:1e1e/1e1e/2e2e")
/// background?.isDark   // true
/// ```
public struct TerminalBackground: Sendable, Hashable {
  /// The colour, opaque.
  public var color: RingColor
  /// WCAG 2's relative luminance of ``color``, 0 (black) to 1 (white).
  public var relativeLuminance: Double { color.relativeLuminance }
  /// Whether light text contrasts more with the background than dark text does.
  public var isDark: Bool { relativeLuminance < Self.darkLuminanceLimit }

  /// The luminance where the contrast ratios with white and with black are equal:
  /// (1 + 0.05) / (L + 0.05) = (L + 0.05) / (0 + 0.05), so L = √(1.05 × 0.05) − 0.05 ≈ 0.179.
  public static let darkLuminanceLimit = (1.05 * 0.05).squareRoot() - 0.05

  /// A background of `color`.
  public init(color: RingColor) {
    self.color = color
  }

  /// The background an OSC 11 reply's text names (between `ESC ]` and its terminator, BEL or
  /// `ESC \`): `11;` then a colour as XParseColor reads it, `rgb:R/G/B` or `rgba:R/G/B/A` with
  /// 1 to 4 hex digits a channel (xterm and most terminals send 4, some 2); the alpha, which
  /// describes the window's translucency rather than the colour, is ignored. Nil for anything
  /// else: another OSC, a colour name, `?`, a channel out of form.
  public init?(oscReply text: Substring) {
    guard text.hasPrefix("11;"), let color = Self.color(xParseColor: text.dropFirst(3)) else { return nil }
    self.init(color: color)
  }

  /// `rgb:RRRR/GGGG/BBBB` or `rgba:RRRR/GGGG/BBBB/AAAA` (1 to 4 hex digits a channel, each
  /// scaled from its own width as XParseColor does), opaque; or nil.
  static func color(xParseColor text: Substring) -> RingColor? {
    let channelCount: Int
    let body: Substring
    if text.hasPrefix("rgb:") {
      (channelCount, body) = (3, text.dropFirst(4))
    } else if text.hasPrefix("rgba:") {
      (channelCount, body) = (4, text.dropFirst(5))
    } else {
      return nil
    }
    let channels = body.split(separator: "/", omittingEmptySubsequences: false)
    guard channels.count == channelCount else { return nil }
    var values: [Double] = []
    for channel in channels {
      guard (1...4).contains(channel.count), channel.allSatisfy(\.isHexDigit), let value = Int(channel, radix: 16)
      else { return nil }
      values.append(Double(value) / Double((1 << (4 * channel.count)) - 1))
    }
    return RingColor(red: values[0], green: values[1], blue: values[2])
  }
}
