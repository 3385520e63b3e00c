/// A size or a value with an optional colour, as the command line writes markers:
/// `--knob 8,white`, `--target 75,#dc2626`.
public struct RingMarker: Sendable, Hashable {
  /// The knob's radius in points, or the target's value in the ring's unit.
  public var amount: Double
  /// The colour, or nil for the marker's default.
  public var color: RingColor?

  /// Creates a marker.
  public init(_ amount: Double, color: RingColor? = nil) {
    self.amount = amount
    self.color = color
  }

  /// Parses `NUMBER[,COLOR]`, the value of `key` (`knob`, `target`); errors name the key, or
  /// "marker" when there is none.
  ///
  /// - Throws: ``RingValidationError`` for a number that is not finite or a colour that does
  ///   not parse.
  public init(parsing text: String, key: RenderSpec.Key? = nil) throws(RingValidationError) {
    func invalid(_ reason: String) -> RingValidationError {
      RingValidationError(property: key?.rawValue ?? "marker", keys: key.map { [$0] } ?? [], reason: reason)
    }
    let items = RingGradient.topLevelItems(of: text)
    guard items.count == 1 || items.count == 2, let amount = Double(decimal: items[0]), amount.isFinite else {
      throw invalid("expected NUMBER[,COLOR], got '\(text)'")
    }
    var color: RingColor?
    if items.count == 2 {
      guard let parsed = RingColor(items[1]) else {
        throw invalid("'\(items[1])' is not a colour (\(RingColor.acceptedForms))")
      }
      color = parsed
    }
    self.init(amount, color: color)
  }
}

extension RingMarker: Codable {
  private enum Keys: String, CodingKey {
    case amount, color
  }

  /// Decodes `"NUMBER[,COLOR]"`, a number, or `{"amount": …, "color": …}`.
  public init(from decoder: any Decoder) throws {
    self = try SpecInput.decode(decoder, expected: "a marker") { input throws(SpecInputError) in
      try input.marker(of: nil)
    }
  }

  /// Encodes `{"amount", "color"}` (colour only when set).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(amount, forKey: .amount)
    try c.encodeIfPresent(color, forKey: .color)
  }
}
