extension SpecInput {
  /// A marker: `NUMBER[,COLOR]`, or in JSON a number or `{"amount", "color"}`; `none` or JSON
  /// `null` for none; the value of `key`, if any.
  package func marker(of key: RenderSpec.Key?) throws(SpecInputError) -> RingMarker? {
    switch self {
    case .json(.null): return nil
    case .json(.number(let number)):
      guard number.isFinite else { throw SpecInputError("expected a finite number, got \(excerpt)") }
      return RingMarker(number)
    case .text(let text), .json(.string(let text)):
      if text.trimmingWhitespace().lowercased() == "none" { return nil }
      do throws(RingValidationError) { return try RingMarker(parsing: text, key: key) } catch {
        throw SpecInputError(error.reason)
      }
    case .json(.object(let members)):
      var amount: Double?
      var color: RingColor?
      for member in members {
        switch (member.key, member.value) {
        case ("amount", .number(let number)): amount = number
        case ("color", .string(let text)):
          guard let parsed = RingColor(text) else { throw SpecInputError("'\(text)' is not a colour") }
          color = parsed
        default: throw SpecInputError("unexpected \"\(member.key)\": \(member.value.excerpt); use amount, color")
        }
      }
      guard let amount, amount.isFinite else { throw SpecInputError("expected {\"amount\": …}, got \(excerpt)") }
      return RingMarker(amount, color: color)
    default:
      throw SpecInputError("expected NUMBER[,COLOR], got \(excerpt)")
    }
  }

  /// Concentric rings, each starting from `shared`: the short form
  /// `'[NAME=]V[/MAX][:COLOR], …'`, or in JSON an array of ring objects (with the keys of
  /// ``RenderSpec/Key/concentricRingKeys``); `none` or JSON `null` for none.
  package func rings(sharing shared: ProgressRing) throws(SpecInputError) -> [ProgressRing] {
    var base = shared
    base.rings = []
    switch self {
    case .json(.null): return []
    case .text(let text), .json(.string(let text)):
      if text.trimmingWhitespace().lowercased() == "none" { return [] }
      var rings: [ProgressRing] = []
      for (index, item) in RingGradient.topLevelItems(of: text).enumerated() {
        rings.append(try Self.shortRing(item, number: index + 1, base: base))
      }
      return rings
    case .json(.array(let items)):
      guard !items.isEmpty else { throw SpecInputError("expected 1 to 16 rings, got none") }
      var rings: [ProgressRing] = []
      for (index, item) in items.enumerated() {
        guard case .object(let members) = item else {
          throw SpecInputError("ring \(index + 1): expected an object of ring keys, got \(item.excerpt)")
        }
        var spec = RenderSpec(ring: base)
        do throws(RenderSpec.KeyError) {
          try spec.apply(members, keys: RenderSpec.Key.concentricRingKeys, readPreset: false)
        } catch {
          if let suggestion = error.suggestion {
            throw SpecInputError("ring \(index + 1): \"\(error.key)\" is not a key of a ring\(suggestion)")
          }
          throw SpecInputError("ring \(index + 1): \"\(error.key)\": \(error.reason)")
        }
        var ring = spec.ring
        ring.animationStart = spec.animation.from
        rings.append(ring)
      }
      return rings
    default:
      throw SpecInputError(
        "expected rings such as '80/100:#ef4444, 45:#22c55e' or an array of objects, got \(excerpt)")
    }
  }

  /// One ring of the short form: `[NAME=]V[/MAX][:COLOR]`.
  private static func shortRing(
    _ item: String, number: Int, base: ProgressRing
  ) throws(SpecInputError)
    -> ProgressRing
  {
    var ring = base
    var rest = Substring(item)
    if let equals = rest.firstIndex(of: "=") {
      ring.name = String(rest[..<equals].trimmingWhitespace())
      rest = rest[rest.index(after: equals)...]
    }
    if let colon = rest.firstIndex(of: ":") {
      let colorText = String(rest[rest.index(after: colon)...].trimmingWhitespace())
      guard let color = RingColor(colorText) else {
        throw SpecInputError("ring \(number): '\(colorText)' is not a colour (\(RingColor.acceptedForms))")
      }
      ring.progressColor = color
      ring.progressStrokeColor = color
      rest = rest[..<colon]
    }
    let numbers = rest.split(separator: "/", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    guard (1...2).contains(numbers.count), let value = Double(decimal: numbers[0]), value.isFinite else {
      throw SpecInputError("ring \(number): expected [NAME=]V[/MAX][:COLOR], got '\(item)'")
    }
    ring.value = value
    if numbers.count == 2 {
      guard let maximum = Double(decimal: numbers[1]), maximum.isFinite else {
        throw SpecInputError("ring \(number): '\(numbers[1])' is not a number")
      }
      ring.maxValue = maximum
    }
    return ring
  }
}
