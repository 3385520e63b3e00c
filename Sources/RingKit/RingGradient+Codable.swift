extension RingGradient: Codable {
  private enum StopKeys: String, CodingKey {
    case color, at
  }

  /// Decodes a gradient from the CSS-style string ``init(parsing:)`` reads, from an array of
  /// colour strings spread evenly, or from an array of `{"color": …, "at": percent}` objects
  /// (`at` optional).
  public init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if let text = try? single.decode(String.self) {
      do throws(RingValidationError) { self = try RingGradient(parsing: text) } catch {
        throw DecodingError.dataCorruptedError(in: single, debugDescription: error.reason)
      }
      return
    }
    var list = try decoder.unkeyedContainer()
    var stops: [GradientStop] = []
    while !list.isAtEnd {
      if let text = try? list.decode(String.self) {
        guard let color = RingColor(text) else {
          throw DecodingError.dataCorruptedError(
            in: list, debugDescription: "stop \(stops.count + 1): '\(text)' is not a colour")
        }
        stops.append(GradientStop(color))
      } else {
        let stop = try list.nestedContainer(keyedBy: StopKeys.self)
        stops.append(
          GradientStop(
            try stop.decode(RingColor.self, forKey: .color), at: try stop.decodeIfPresent(Double.self, forKey: .at)))
      }
    }
    self.init(stops: stops)
    do throws(RingValidationError) { try validate() } catch {
      throw DecodingError.dataCorruptedError(in: single, debugDescription: error.reason)
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
