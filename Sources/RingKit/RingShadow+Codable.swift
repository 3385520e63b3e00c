extension RingShadow: Codable {
  private enum Keys: String, CodingKey {
    case x, y, blur, color
  }

  /// Decodes `"X,Y,BLUR[,COLOR]"` or `{"x": …, "y": …, "blur": …, "color": …}` (colour optional).
  public init(from decoder: any Decoder) throws {
    self = try SpecInput.decode(decoder, expected: "a shadow") { input throws(SpecInputError) in try input.shadow() }
  }

  /// Encodes `{"x", "y", "blur", "color"}`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(offset.x, forKey: .x)
    try c.encode(offset.y, forKey: .y)
    try c.encode(blur, forKey: .blur)
    try c.encode(color, forKey: .color)
  }
}

extension RingGlow: Codable {
  private enum Keys: String, CodingKey {
    case blur, color
  }

  /// Decodes `"BLUR[,COLOR]"`, a number (the blur), or `{"blur": …, "color": …}`.
  public init(from decoder: any Decoder) throws {
    self = try SpecInput.decode(decoder, expected: "a glow") { input throws(SpecInputError) in try input.glow() }
  }

  /// Encodes `{"blur", "color"}` (colour only when one is set).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(blur, forKey: .blur)
    try c.encodeIfPresent(color, forKey: .color)
  }
}
