/// The shapes of the key table's rows (``RenderSpec/Key/descriptor``): a value at a key path,
/// with its reader, its JSON writer and how help prints its default.
extension KeyDescriptor {
  typealias Path<Value> = WritableKeyPath<RenderSpec, Value> & Sendable
  typealias Reader<Value> = @Sendable (SpecInput) throws(SpecInputError) -> Value

  /// Lengths the ring's validation accepts either way, in points.
  static let points = -ProgressRing.maxLength...ProgressRing.maxLength
  /// Lengths the ring's validation accepts that cannot be negative, in points.
  static let nonNegativePoints = 0...ProgressRing.maxLength

  /// The spec every default is read from.
  private static let defaults = RenderSpec()

  /// A key whose value lives at `path`, read by `read` and written by `write`; help prints
  /// `describe` of the default, or nothing when `describe` is nil.
  ///
  /// The key path is an autoclosure, here and in every builder: a row is built whenever a key
  /// is looked up, and a key path is instantiated at run time on first use, so only the keys a
  /// render reads or writes pay for theirs.
  static func value<Value>(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Value>, _ topic: Topic,
    _ placeholder: String?, _ summary: @autoclosure @escaping @Sendable () -> String,
    form: Form, choices: [String] = [], drawnRange: ClosedRange<Double>? = nil,
    darkRole: RingColor.DarkRole? = nil, describe: (@Sendable (Value) -> String)?, read: @escaping Reader<Value>,
    write: @escaping @Sendable (Value) -> JSONValue?
  ) -> KeyDescriptor {
    KeyDescriptor(
      key: key, topic: topic, describeSummary: summary, placeholder: placeholder, choices: choices, form: form,
      defaultText: { describe.map { $0(defaults[keyPath: path()]) } }, drawnRange: drawnRange, darkRole: darkRole,
      read: { input, spec throws(SpecInputError) in spec[keyPath: path()] = try read(input) },
      write: { spec in write(spec[keyPath: path()]) })
  }

  /// A finite number (`N`), printed as `%g` prints it; `range` is what the ring's validation
  /// accepts, when it bounds the number; `drawn`, what the ring clamps it to when it does not.
  static func number(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Double>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String, placeholder: String = "N",
    range: ClosedRange<Double>? = nil, drawn: ClosedRange<Double>? = nil
  ) -> KeyDescriptor {
    value(
      key, path(), topic, placeholder, summary(), form: .number(range: range), drawnRange: drawn,
      describe: FixedPoint.compact,
      read: { input throws(SpecInputError) in try input.number() }, write: JSONValue.number)
  }

  /// A length in points (`N`), or `auto` (nil): a share of the canvas (written as "auto").
  static func length(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Double?>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String, placeholder: String = "N"
  ) -> KeyDescriptor {
    value(
      key, path(), topic, placeholder + "|auto", summary(), form: .length,
      describe: { $0.map(FixedPoint.compact) ?? "auto" },
      read: { input throws(SpecInputError) in try input.lengthOrAuto() },
      write: { $0.map(JSONValue.number) ?? .string("auto") })
  }

  /// A whole number in `range`, read as such unless `read` refuses more (segments: not 1).
  static func integer(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Int>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String, in range: ClosedRange<Int>,
    read: Reader<Int>? = nil
  ) -> KeyDescriptor {
    value(
      key, path(), topic, "N", summary(), form: .integer(range), describe: { String($0) },
      read: { input throws(SpecInputError) in
        if let read { return try read(input) }
        return try input.integer(in: range)
      }, write: { .number(Double($0)) })
  }

  /// A colour (`COLOR`), printed as hex.
  static func color(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<RingColor>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String,
    darkRole: RingColor.DarkRole = .surface
  ) -> KeyDescriptor {
    value(
      key, path(), topic, "COLOR", summary(), form: .color(absent: nil), darkRole: darkRole, describe: \.hexString,
      read: { input throws(SpecInputError) in try input.color() }, write: JSONValue.color)
  }

  /// A band's frame colour (`COLOR`), or `fill` (nil): the band's fill colour.
  static func strokeColor(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<RingColor?>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String,
    darkRole: RingColor.DarkRole = .surface
  ) -> KeyDescriptor {
    value(
      key, path(), topic, "COLOR|fill", summary(), form: .color(absent: "fill"), darkRole: darkRole,
      describe: { $0?.hexString ?? "fill" },
      read: { input throws(SpecInputError) in try input.strokeColor() },
      write: { $0.map(JSONValue.color) ?? .string("fill") })
  }

  /// One of an MB enum's names (or its number).
  static func namedCase<Value: NamedCase>(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Value>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String
  ) -> KeyDescriptor {
    value(
      key, path(), topic, Value.nameList, summary(), form: .numberedChoice, choices: Value.allCases.map(\.name),
      describe: \.name,
      read: { input throws(SpecInputError) in try input.namedCase(Value.self) }, write: { .string($0.name) })
  }

  /// Free text, printed quoted.
  static func text(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<String>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String, placeholder: String = "TEXT"
  ) -> KeyDescriptor {
    value(
      key, path(), topic, placeholder, summary(), form: .text, describe: { "'\($0)'" },
      read: { input throws(SpecInputError) in try input.string() }, write: JSONValue.string)
  }

  /// A font size in points, or `auto` (nil; written as -1, which reads back as auto).
  static func fontSize(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Double?>,
    _ summary: @autoclosure @escaping @Sendable () -> String
  ) -> KeyDescriptor {
    value(
      key, path(), .text, "PT|auto", summary(), form: .fontSize, describe: { $0.map(FixedPoint.compact) ?? "auto" },
      read: { input throws(SpecInputError) in try input.fontSize() }, write: { .number($0 ?? -1) })
  }

  /// A switch, also a JSON boolean; help prints the spelling that gives the default.
  static func toggle(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Bool>, _ topic: Topic,
    _ summary: @autoclosure @escaping @Sendable () -> String
  ) -> KeyDescriptor {
    value(
      key, path(), topic, nil, summary(), form: .toggle,
      describe: {
        $0 ? "--" + kebabCase(key.rawValue) : key.otherSpellings.negation ?? "--no-" + kebabCase(key.rawValue)
      },
      read: { input throws(SpecInputError) in try input.bool() }, write: JSONValue.bool)
  }

  /// Colours along a band (`STOPS`), or none.
  static func gradient(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<RingGradient?>,
    _ summary: @autoclosure @escaping @Sendable () -> String
  ) -> KeyDescriptor {
    value(
      key, path(), .paint, "STOPS", summary(), form: .gradient(stops: RingGradient.stopCounts),
      describe: { $0 == nil ? "none" : "" },
      read: { input throws(SpecInputError) in try input.gradient() }, write: JSONValue.gradient)
  }

  /// A knob or target mark: an amount with an optional colour, or none.
  static func marker(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<RingMarker?>, _ placeholder: String,
    _ summary: @autoclosure @escaping @Sendable () -> String
  ) -> KeyDescriptor {
    value(
      key, path(), .composition, placeholder, summary(), form: .text, describe: { $0 == nil ? "none" : "" },
      read: { input throws(SpecInputError) in try input.marker(of: key) }, write: JSONValue.marker)
  }

  /// A terminal choice among `Choice`'s cases, or `auto` (nil): decided from the terminal.
  static func automatic<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ key: RenderSpec.Key, _ path: @autoclosure @escaping @Sendable () -> Path<Choice?>,
    _ summary: @autoclosure @escaping @Sendable () -> String
  ) -> KeyDescriptor where Choice.RawValue == String {
    let names = ["auto"] + Choice.allCases.map(\.rawValue)
    return value(
      key, path(), .terminal, names.joinedWith("|"), summary(), form: .choice, choices: names,
      describe: { $0?.rawValue ?? "auto" },
      read: { input throws(SpecInputError) in try input.automaticChoice(Choice.self) },
      write: { .string($0?.rawValue ?? "auto") })
  }

  /// A canvas size as help prints it: `256`, or `320x200`.
  package static func sizeText(of canvas: RingCanvas) -> String {
    canvas.width == canvas.height
      ? FixedPoint.compact(canvas.width) : "\(FixedPoint.compact(canvas.width))x\(FixedPoint.compact(canvas.height))"
  }

  /// A key that reads and writes the whole spec (a canvas size sets two properties; `rings`
  /// start from the ring the other keys describe).
  static func custom(
    _ key: RenderSpec.Key, _ topic: Topic, _ placeholder: String?,
    _ summary: @autoclosure @escaping @Sendable () -> String, form: Form,
    choices: [String] = [], defaultText: String?,
    read: @escaping @Sendable (SpecInput, inout RenderSpec) throws(SpecInputError) -> Void,
    write: @escaping @Sendable (RenderSpec) -> JSONValue?
  ) -> KeyDescriptor {
    KeyDescriptor(
      key: key, topic: topic, describeSummary: summary, placeholder: placeholder, choices: choices, form: form,
      defaultText: { defaultText },
      read: read, write: write)
  }
}
