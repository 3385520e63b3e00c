extension RingGradient: Codable {
  private enum StopKeys: String, CodingKey {
    case color, at
  }

  /// Decodes a gradient from the CSS-style string ``init(parsing:)`` reads, from an array of
  /// colour strings spread evenly, or from an array of `{"color": …, "at": percent}` objects
  /// (`at` optional).
  public init(from decoder: any Decoder) throws {
    self = try SpecInput.decode(decoder, expected: "colour stops") { input throws(SpecInputError) in
      try input.gradient()
    }
  }

  /// Encodes the stops as `[{"color": …, "at": percent}]`, `at` only where a stop has one.
  public func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    for stop in stops {
      var object = list.nestedContainer(keyedBy: StopKeys.self)
      try object.encode(stop.color, forKey: .color)
      try object.encodeIfPresent(stop.position, forKey: .at)
    }
  }
}
