extension RingShadow: Codable {
  private enum Keys: String, CodingKey {
    case x, y, blur, color
  }

  /// Decodes `"X,Y,BLUR[,COLOR]"` or `{"x": …, "y": …, "blur": …, "color": …}` (colour optional).
  public init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      let single = try decoder.singleValueContainer()
      do throws(RingValidationError) { self = try RingShadow(parsing: text) } catch {
        throw DecodingError.dataCorruptedError(in: single, debugDescription: error.reason)
      }
      return
    }
    let c = try decoder.container(keyedBy: Keys.self)
    self.init(
      offset: Point(x: try c.decode(Double.self, forKey: .x), y: try c.decode(Double.self, forKey: .y)),
      blur: try c.decode(Double.self, forKey: .blur),
      color: try c.decodeIfPresent(RingColor.self, forKey: .color) ?? Self.defaultColor)
    do throws(RingValidationError) { try validate() } catch {
      throw DecodingError.dataCorruptedError(forKey: .blur, in: c, debugDescription: error.reason)
    }
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
    let single = try decoder.singleValueContainer()
    if let blur = try? single.decode(Double.self) {
      self.init(blur: blur)
    } else if let text = try? single.decode(String.self) {
      do throws(RingValidationError) { self = try RingGlow(parsing: text) } catch {
        throw DecodingError.dataCorruptedError(in: single, debugDescription: error.reason)
      }
      return
    } else {
      let c = try decoder.container(keyedBy: Keys.self)
      self.init(
        blur: try c.decode(Double.self, forKey: .blur), color: try c.decodeIfPresent(RingColor.self, forKey: .color))
    }
    do throws(RingValidationError) { try validate() } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.reason))
    }
  }

  /// Encodes `{"blur", "color"}` (colour only when one is set).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(blur, forKey: .blur)
    try c.encodeIfPresent(color, forKey: .color)
  }
}
