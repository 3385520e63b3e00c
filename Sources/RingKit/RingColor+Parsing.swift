extension RingColor {
  /// The colour forms that ``init(_:)`` accepts, for error messages and help text.
  public static let acceptedForms =
    "#RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(R, G, B), rgba(R, G, B, A), color(srgb R G B) or a CSS colour name"

  /// Parses a CSS colour, or returns nil when `text` is none of the ``acceptedForms``.
  ///
  /// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`: hexadecimal, either case.
  /// - `rgb(255, 128, 0)`, `rgba(255, 128, 0, 0.5)`, `rgb(100% 50% 0% / 50%)`: channels 0…255 or
  ///   percentages, alpha 0…1 or a percentage. Values out of range are rejected, not clamped.
  /// - `color(srgb 1 0.5 0)`, `color(srgb 1 0.5 0 / 0.25)`: components 0…1 or percentages, as
  ///   ``cssString`` writes colours that are not whole 255ths.
  /// - The 148 CSS named colours (`orange`, `rebeccapurple`, …) and `transparent`.
  ///
  /// Matching ignores case and surrounding white space.
  public init?(_ text: String) {
    let trimmed = text.trimmingWhitespace().lowercased()
    if trimmed.hasPrefix("#") {
      guard let color = Self.parseHex(trimmed.dropFirst()) else { return nil }
      self = color
    } else if trimmed.hasPrefix("rgb") || trimmed.hasPrefix("color(") {
      guard let color = Self.parseFunctional(trimmed[...]) else { return nil }
      self = color
    } else if let rgb = Self.cssNamedColors[trimmed] {
      self.init(rgb: rgb)
    } else if trimmed == "transparent" {
      self = .clear
    } else {
      return nil
    }
  }

  private static func parseHex(_ digits: Substring) -> RingColor? {
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
      let number = UInt32(digits, radix: 16)
    else {
      return nil
    }
    let nibbles = digits.count <= 4
    let count = nibbles ? digits.count : digits.count / 2
    let bits: UInt32 = nibbles ? 4 : 8
    let maxLevel = Double((1 << bits) - 1)
    let components = (0..<count).map { index -> Double in
      let shift = bits * UInt32(count - 1 - index)
      return Double((number >> shift) & ((1 << bits) - 1)) / maxLevel
    }
    return RingColor(
      red: components[0], green: components[1], blue: components[2],
      alpha: count == 4 ? components[3] : 1)
  }

  private static func parseFunctional(_ text: Substring) -> RingColor? {
    guard let open = text.firstIndex(of: "("), text.last == ")" else { return nil }
    let name = text[..<open].trimmingWhitespace()
    var body = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingWhitespace()
    var channelScale = 255.0
    if name == "color" {
      // CSS Color 4's color() function, sRGB only: components are 0…1 rather than 0…255.
      guard body.hasPrefix("srgb"), body.dropFirst(4).first?.isWhitespace == true, !body.contains(",") else {
        return nil
      }
      body = body.dropFirst(4)
      channelScale = 1
    } else if name != "rgb" && name != "rgba" {
      return nil
    }

    var channels: [Substring]
    var alpha: Substring?
    if body.contains(",") {
      channels = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
      if channels.count == 4 { alpha = channels.removeLast() }
    } else {
      let halves = body.split(separator: "/", omittingEmptySubsequences: false)
      guard halves.count <= 2 else { return nil }
      channels = halves[0].split(whereSeparator: \.isWhitespace)
      if halves.count == 2 { alpha = halves[1].trimmingWhitespace() }
    }
    guard channels.count == 3 else { return nil }

    var levels: [Double] = []
    for channel in channels {
      guard let level = parseLevel(channel, scale: channelScale) else { return nil }
      levels.append(level)
    }
    var opacity = 1.0
    if let alpha {
      guard let level = parseLevel(alpha, scale: 1) else { return nil }
      opacity = level
    }
    return RingColor(red: levels[0], green: levels[1], blue: levels[2], alpha: opacity)
  }

  /// A number in 0…`scale` or a percentage in 0…100 %, as a level in 0…1.
  private static func parseLevel(_ text: Substring, scale: Double) -> Double? {
    let isPercent = text.hasSuffix("%")
    let digits = isPercent ? text.dropLast() : text
    guard !digits.isEmpty, let number = Double(decimal: digits) else { return nil }
    let level = isPercent ? number / 100 : number / scale
    return (0...1).contains(level) ? level : nil
  }
}

extension RingColor: Codable {
  /// Decodes a colour from any string that ``init(_:)`` accepts.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let color = RingColor(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a colour; use \(Self.acceptedForms)")
    }
    self = color
  }

  /// Encodes the colour as its ``cssString``, which decodes to exactly the same colour.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssString)
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks.
  package func trimmingWhitespace() -> SubSequence {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
