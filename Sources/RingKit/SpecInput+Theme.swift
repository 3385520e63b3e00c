extension SpecInput {
  /// Dark-look colours: `KEY=COLOR,…` (commas inside `rgb(…)` belong to the colour), or in
  /// JSON also an object of colour keys. Each key must be one of ``RenderSpec/Key/colorKeys``
  /// (by JSON name or flag name) and each value is read by that key's own reader.
  ///
  /// - Returns: The keys with their values as the keys' writers write them, in the order given.
  package func darkColors() throws(SpecInputError) -> [(key: RenderSpec.Key, value: JSONValue)] {
    let items: [(name: String, value: SpecInput)]
    switch self {
    case .json(.object(let members)):
      items = members.map { ($0.key, .json($0.value)) }
    default:
      let text = try string(expected: "KEY=COLOR,… or an object of colour keys")
      items = try Self.pairs(text).map { ($0.name, .text($0.value)) }
    }
    guard !items.isEmpty else { throw SpecInputError("expected at least one KEY=COLOR, got \(excerpt)") }
    var colors: [(key: RenderSpec.Key, value: JSONValue)] = []
    for item in items {
      let key = try Self.colorKey(named: item.name)
      var scratch = RenderSpec()
      do throws(SpecInputError) {
        try key.apply(item.value, to: &scratch)
      } catch {
        throw SpecInputError("\(key.rawValue): \(error.reason)")
      }
      colors.append((key, key.encodedValue(of: scratch) ?? .null))
    }
    return colors
  }

  /// The colour key `name` names (`progressColor` or `progress-color`), or why none does.
  private static func colorKey(named name: String) throws(SpecInputError) -> RenderSpec.Key {
    let names = RenderSpec.Key.colorKeys.map(\.rawValue)
    let list = "colour keys: " + names.joined(separator: ", ")
    let key = RenderSpec.Key.allCases.first { $0.rawValue == name || $0.descriptor.flag == "--" + name }
    guard let key else {
      let hint = closestName(to: name, among: names).map { " (did you mean \"\($0)\"?)" } ?? "; \(list)"
      throw SpecInputError("'\(name)' is not a key\(hint)")
    }
    guard RenderSpec.Key.colorKeys.contains(key) else {
      throw SpecInputError("'\(name)' is not a colour key, so it has no dark variant; \(list)")
    }
    return key
  }

  /// `KEY=VALUE` items split at commas outside parentheses (as gradient stops are).
  private static func pairs(_ text: String) throws(SpecInputError) -> [(name: String, value: String)] {
    let items = RingGradient.topLevelItems(of: text)
    var pairs: [(name: String, value: String)] = []
    for item in items {
      let trimmed = item.trimmingWhitespace()
      guard let equals = trimmed.firstIndex(of: "="), equals != trimmed.startIndex else {
        throw SpecInputError("expected KEY=COLOR, got '\(trimmed)'")
      }
      let name = String(trimmed[..<equals].trimmingWhitespace())
      let value = String(trimmed[trimmed.index(after: equals)...].trimmingWhitespace())
      pairs.append((name, value))
    }
    return pairs
  }
}
