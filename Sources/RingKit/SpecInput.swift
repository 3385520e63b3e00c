/// A value given to a key of the schema (``RenderSpec/Key``): text from the command line, a
/// value from JSON (a `--spec` file, a batch line, a sheet entry, a `Codable` decoder), or the
/// presence (true) or negated form (false) of a switch.
///
/// Its readers are the one implementation of every value form: RingCLI's flags and the
/// schema's JSON keys both call them, so a form accepted in one place is accepted in all.
package enum SpecInput: Sendable {
  case text(String)
  case json(JSONValue)
  case flag(Bool)

  /// How the input reads in an error message.
  package var excerpt: String {
    switch self {
    case .text(let text): "'\(text)'"
    case .json(let value): value.excerpt
    case .flag(let flag): String(flag)
    }
  }

  private func rejected(_ expected: String) -> SpecInputError {
    SpecInputError("expected \(expected), got \(excerpt)")
  }

  /// The text of a command-line value or a JSON string.
  package func string(expected: String = "a string") throws(SpecInputError) -> String {
    switch self {
    case .text(let text), .json(.string(let text)): return text
    default: throw rejected(expected)
    }
  }

  /// A locale of ``NumberLocale/all``, by tag (`de-DE`, `de_de`).
  package func locale() throws(SpecInputError) -> NumberLocale {
    let expected = "one of " + NumberLocale.tags.joined(separator: ", ")
    guard let locale = NumberLocale(tag: try string(expected: expected)) else { throw rejected(expected) }
    return locale
  }

  /// A finite number: command-line text, or a JSON number.
  package func number() throws(SpecInputError) -> Double {
    switch self {
    case .text(let text):
      guard let number = Double(decimal: text.trimmingWhitespace()), number.isFinite else {
        throw rejected("a finite number")
      }
      return number
    case .json(.number(let number)):
      return number
    default:
      throw rejected("a number")
    }
  }

  /// A finite number above 0.
  package func positiveNumber() throws(SpecInputError) -> Double {
    let number = try number()
    guard number > 0 else { throw rejected("a number above 0") }
    return number
  }

  /// A time in seconds: finite and not negative.
  package func seconds() throws(SpecInputError) -> Double {
    let seconds: Double
    do { seconds = try number() } catch { throw rejected("a number of seconds, 0 or more") }
    guard seconds >= 0 else { throw rejected("a number of seconds, 0 or more") }
    return seconds
  }

  /// A whole number in `range`.
  package func integer(in range: ClosedRange<Int>) throws(SpecInputError) -> Int {
    let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    let number: Double
    do { number = try self.number() } catch { throw rejected(expected) }
    guard number.rounded() == number, Double(range.lowerBound)...Double(range.upperBound) ~= number else {
      throw rejected(expected)
    }
    return Int(number)
  }

  /// A switch's state: the flag itself, or a JSON boolean.
  package func bool() throws(SpecInputError) -> Bool {
    switch self {
    case .flag(let flag), .json(.bool(let flag)): return flag
    default: throw rejected("true or false")
    }
  }

  /// A colour in any form ``RingColor/init(_:)`` accepts.
  package func color() throws(SpecInputError) -> RingColor {
    let text = try string(expected: "a colour string")
    guard let color = RingColor(text) else { throw rejected("a colour: \(RingColor.acceptedForms)") }
    return color
  }

  /// A case of an MB enum, by name or MB number.
  package func namedCase<Value: NamedCase>(_: Value.Type) throws(SpecInputError) -> Value {
    let text: String
    switch self {
    case .json(.number(let number)) where number.rounded() == number && abs(number) < 1000: text = String(Int(number))
    default: text = (try? string()) ?? excerpt
    }
    guard let value = Value(name: text) else { throw rejected("\(Value.nameList) (or 0…\(Value.allCases.count - 1))") }
    return value
  }

  /// A font size in points above 0, or nil for automatic (`auto`, `-1` or JSON `null`).
  package func fontSize() throws(SpecInputError) -> Double? {
    switch self {
    case .json(.null): return nil
    case .text(let text) where text.trimmingWhitespace().lowercased() == "auto": return nil
    case .json(.string(let text)) where text.lowercased() == "auto": return nil
    default:
      let size: Double
      do { size = try number() } catch { throw rejected("a size in points above 0, or auto") }
      guard size == -1 || size > 0 else { throw rejected("a size in points above 0, or auto") }
      return size == -1 ? nil : size
    }
  }

  /// A finite length in points, or nil for `auto` (JSON `null` too): a share of the canvas.
  package func lengthOrAuto() throws(SpecInputError) -> Double? {
    switch self {
    case .json(.null): return nil
    case .text(let text) where text.trimmingWhitespace().lowercased() == "auto": return nil
    case .json(.string(let text)) where text.trimmingWhitespace().lowercased() == "auto": return nil
    default: return try number()
    }
  }

  /// Two numbers: `"X,Y"` on the command line; `[x, y]`, `{"x": x, "y": y}` or `"X,Y"` in JSON.
  package func point() throws(SpecInputError) -> Point {
    let expected = "two numbers X,Y"
    switch self {
    case .json(.array(let items)) where items.count == 2:
      guard case .number(let x) = items[0], case .number(let y) = items[1] else { throw rejected(expected) }
      return Point(x: x, y: y)
    case .json(.object(let members)) where Set(members.map(\.key)) == ["x", "y"]:
      let values = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
      guard case .number(let x) = values["x"], case .number(let y) = values["y"] else { throw rejected(expected) }
      return Point(x: x, y: y)
    default:
      let parts = try string(expected: expected).split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let x = Double(decimal: parts[0].trimmingWhitespace()),
        let y = Double(decimal: parts[1].trimmingWhitespace()),
        x.isFinite, y.isFinite
      else { throw rejected(expected) }
      return Point(x: x, y: y)
    }
  }

  /// A canvas size in points: `N` or `WxH`; in JSON also a number or `[w, h]`.
  package func size() throws(SpecInputError) -> (width: Double, height: Double) {
    let expected = "a size in points above 0: N or WxH"
    switch self {
    case .json(.number(let side)):
      guard side > 0 else { throw rejected(expected) }
      return (side, side)
    case .json(.array(let items)) where items.count == 2:
      guard case .number(let width) = items[0], case .number(let height) = items[1], width > 0, height > 0 else {
        throw rejected(expected)
      }
      return (width, height)
    default:
      let text = try string(expected: expected).lowercased()
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      let numbers = parts.compactMap { Double(decimal: $0.trimmingWhitespace()) }
      guard (1...2).contains(parts.count), numbers.count == parts.count, numbers.allSatisfy({ $0.isFinite && $0 > 0 })
      else {
        throw rejected(expected)
      }
      return (numbers[0], numbers.last ?? numbers[0])
    }
  }

  /// One of `names`, in any case, as its name in `names`.
  package func choice(among names: [String]) throws(SpecInputError) -> String {
    let list = names.joined(separator: "|")
    let text = try string(expected: list).trimmingWhitespace().lowercased()
    guard let name = names.first(where: { $0 == text }) else { throw rejected(list) }
    return name
  }

  /// One of a `String`-backed enum's raw values, in any case.
  package func choice<Value: RawRepresentable & CaseIterable>(_: Value.Type) throws(SpecInputError) -> Value
  where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue).joined(separator: "|")
    let text = try string(expected: names)
    guard let value = Value(rawValue: text.trimmingWhitespace().lowercased()) else { throw rejected(names) }
    return value
  }
}
