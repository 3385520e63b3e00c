extension SpecInput {
  /// A gradient: CSS-style stops as text (`'#22c55e, #eab308 60%, #ef4444'`), or in JSON an
  /// array of colour strings or of `{"color": …, "at": percent}` objects; `none` or JSON
  /// `null` for no gradient. The same forms as ``RingKit/RingGradient``'s `Codable`.
  package func gradient() throws(SpecInputError) -> RingGradient? {
    switch self {
    case .json(.null): return nil
    case .text(let text), .json(.string(let text)):
      if text.trimmingWhitespace().lowercased() == "none" { return nil }
      return try Self.checked { () throws(RingValidationError) in try RingGradient(parsing: text) }
    case .json(.array(let items)):
      var stops: [GradientStop] = []
      for (index, item) in items.enumerated() {
        stops.append(try Self.stop(item, number: index + 1))
      }
      let gradient = RingGradient(stops: stops)
      try Self.checked { () throws(RingValidationError) in try gradient.validate() }
      return gradient
    default:
      throw SpecInputError("expected colour stops such as '#22c55e, #ef4444 100%', got \(excerpt)")
    }
  }

  /// Runs a RingKit check, turning its error into the option's.
  private static func checked<T>(_ body: () throws(RingValidationError) -> T) throws(SpecInputError) -> T {
    do throws(RingValidationError) { return try body() } catch { throw SpecInputError(error.reason) }
  }

  private static func stop(_ item: JSONValue, number: Int) throws(SpecInputError) -> GradientStop {
    switch item {
    case .string(let text):
      guard let color = RingColor(text) else { throw SpecInputError("stop \(number): '\(text)' is not a colour") }
      return GradientStop(color)
    case .object(let members):
      var color: RingColor?
      var position: Double?
      for member in members {
        switch (member.key, member.value) {
        case ("color", .string(let text)):
          guard let parsed = RingColor(text) else { throw SpecInputError("stop \(number): '\(text)' is not a colour") }
          color = parsed
        case ("at", .number(let at)): position = at
        case ("at", .null): position = nil
        default: throw SpecInputError("stop \(number): unexpected \"\(member.key)\": \(member.value.excerpt)")
        }
      }
      guard let color else { throw SpecInputError("stop \(number): no \"color\"") }
      return GradientStop(color, at: position)
    default:
      throw SpecInputError("stop \(number): expected a colour or {\"color\": …, \"at\": percent}, got \(item.excerpt)")
    }
  }

  /// Thresholds: `'70:#f59e0b, 90:#dc2626'` as text, or in JSON `[[70, "#f59e0b"], …]` or
  /// `{"70": "#f59e0b", …}`; `none`, `[]` or JSON `null` for none.
  package func thresholds() throws(SpecInputError) -> [RingThreshold] {
    switch self {
    case .json(.null): return []
    case .text(let text), .json(.string(let text)):
      let trimmed = text.trimmingWhitespace()
      if trimmed.isEmpty || trimmed.lowercased() == "none" { return [] }
      return try Self.checked { () throws(RingValidationError) in try RingThreshold.parseList(text) }
    case .json(.array(let pairs)):
      var thresholds: [RingThreshold] = []
      for (index, pair) in pairs.enumerated() {
        guard case .array(let items) = pair, items.count == 2, case .number(let percent) = items[0],
          case .string(let text) = items[1]
        else { throw SpecInputError("threshold \(index + 1): expected [percent, \"colour\"], got \(pair.excerpt)") }
        guard let color = RingColor(text) else {
          throw SpecInputError("threshold \(index + 1): '\(text)' is not a colour")
        }
        thresholds.append(RingThreshold(percent: percent, color: color))
      }
      try Self.checked { () throws(RingValidationError) in try RingThreshold.validate(thresholds) }
      return thresholds
    case .json(.object(let members)):
      var thresholds: [RingThreshold] = []
      for member in members {
        guard let percent = Double(decimal: member.key), case .string(let text) = member.value,
          let color = RingColor(text)
        else {
          throw SpecInputError("expected \"percent\": \"colour\", got \"\(member.key)\": \(member.value.excerpt)")
        }
        thresholds.append(RingThreshold(percent: percent, color: color))
      }
      thresholds.sort { $0.percent < $1.percent }
      try Self.checked { () throws(RingValidationError) in try RingThreshold.validate(thresholds) }
      return thresholds
    default:
      throw SpecInputError("expected thresholds such as '70:#f59e0b, 90:#dc2626', got \(excerpt)")
    }
  }

  /// A band's frame colour, or nil for `fill` (JSON `null` too): the band's fill colour.
  package func strokeColor() throws(SpecInputError) -> RingColor? {
    if case .json(.null) = self { return nil }
    if let text = try? string(), text.trimmingWhitespace().lowercased() == "fill" { return nil }
    do { return try color() } catch {
      throw SpecInputError("expected a colour: \(RingColor.acceptedForms), or fill, got \(excerpt)")
    }
  }

  /// A colour, or nil for `none` (JSON `null`).
  package func optionalColor() throws(SpecInputError) -> RingColor? {
    if case .json(.null) = self { return nil }
    if let text = try? string(), text.trimmingWhitespace().lowercased() == "none" { return nil }
    return try color()
  }

  /// A shadow: `X,Y,BLUR[,COLOR]`, or in JSON also `{"x", "y", "blur", "color"}`; `none` or
  /// JSON `null` for none.
  package func shadow() throws(SpecInputError) -> RingShadow? {
    switch self {
    case .json(.null): return nil
    case .text(let text), .json(.string(let text)):
      if text.trimmingWhitespace().lowercased() == "none" { return nil }
      return try Self.checked { () throws(RingValidationError) in try RingShadow(parsing: text) }
    case .json(.object(let members)):
      var numbers: [String: Double] = [:]
      var color = RingShadow.defaultColor
      for member in members {
        switch (member.key, member.value) {
        case ("x", .number(let n)), ("y", .number(let n)), ("blur", .number(let n)): numbers[member.key] = n
        case ("color", .string(let text)):
          guard let parsed = RingColor(text) else { throw SpecInputError("'\(text)' is not a colour") }
          color = parsed
        default: throw SpecInputError("unexpected \"\(member.key)\": \(member.value.excerpt); use x, y, blur, color")
        }
      }
      guard let x = numbers["x"], let y = numbers["y"], let blur = numbers["blur"] else {
        throw SpecInputError("expected {\"x\": …, \"y\": …, \"blur\": …}, got \(excerpt)")
      }
      let shadow = RingShadow(offset: Point(x: x, y: y), blur: blur, color: color)
      try Self.checked { () throws(RingValidationError) in try shadow.validate() }
      return shadow
    default:
      throw SpecInputError("expected X,Y,BLUR[,COLOR] such as '0,4,8', got \(excerpt)")
    }
  }

  /// A glow: `BLUR[,COLOR]`, or in JSON a number or `{"blur", "color"}`; `none` or JSON
  /// `null` for none.
  package func glow() throws(SpecInputError) -> RingGlow? {
    switch self {
    case .json(.null): return nil
    case .json(.number(let blur)):
      let glow = RingGlow(blur: blur)
      try Self.checked { () throws(RingValidationError) in try glow.validate() }
      return glow
    case .text(let text), .json(.string(let text)):
      if text.trimmingWhitespace().lowercased() == "none" { return nil }
      return try Self.checked { () throws(RingValidationError) in try RingGlow(parsing: text) }
    case .json(.object(let members)):
      var blur: Double?
      var color: RingColor?
      for member in members {
        switch (member.key, member.value) {
        case ("blur", .number(let n)): blur = n
        case ("color", .string(let text)):
          guard let parsed = RingColor(text) else { throw SpecInputError("'\(text)' is not a colour") }
          color = parsed
        default: throw SpecInputError("unexpected \"\(member.key)\": \(member.value.excerpt); use blur, color")
        }
      }
      guard let blur else { throw SpecInputError("expected {\"blur\": …}, got \(excerpt)") }
      let glow = RingGlow(blur: blur, color: color)
      try Self.checked { () throws(RingValidationError) in try glow.validate() }
      return glow
    default:
      throw SpecInputError("expected BLUR[,COLOR] such as '8', got \(excerpt)")
    }
  }
}
