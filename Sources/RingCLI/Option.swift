import RingCairo
import RingKit

/// One row of `ringgen`'s option table: its spellings, its JSON key, its help, and what it does.
///
/// The table (``Option/all``) is the single description of the command line: the parser
/// matches flags against it and `--help` is generated from it, defaults included. JSON (`--spec`
/// files, batch lines, sheet entries) is read by RingKit's schema, `RenderSpec.Key`, whose keys
/// a test holds equal to the rows' `jsonKey`s, in order; both read values with `SpecInput`. Its rows live in `Option+…Table.swift`, one file per
/// group.
struct Option: Sendable {
  /// Every `ringgen` option, in help order.
  static let all: [Option] =
    ringOptions + compositionOptions + animationOptions + outputOptions + terminalOptions + runOptions
    + watchOptions + generalOptions

  /// A group of options: a heading in help, and the unit a ``Command`` accepts options by.
  enum Section: String, CaseIterable, Sendable {
    case value = "VALUE"
    case arc = "ARC"
    case progress = "PROGRESS BAND"
    case track = "TRACK"
    case paint = "PAINT"
    case composition = "LAPS, SEGMENTS, TICKS AND MARKERS"
    case text = "TEXT"
    /// How the value moves to a new one: what `watch` shares with an animation.
    case motion = "MOTION"
    /// The animation's timeline and frames, for animated outputs and `--at`.
    case timeline = "TIMELINE"
    case canvas = "CANVAS"
    case output = "OUTPUT"
    case input = "INPUT"
    case terminal = "TERMINAL"
    /// `watch`'s own options.
    case watch = "WATCH"
    /// `batch`'s own options.
    case batch = "BATCH"
    /// Output for scripts (`batch` and `sheet`).
    case scripting = "SCRIPTING"
    case general = "GENERAL"

    /// The groups that describe a ring itself, which `sheet` takes from its file instead.
    static let ring: [Section] = [.value, .arc, .progress, .track, .paint, .composition, .text]
  }

  /// What giving the option does.
  enum Action: Sendable {
    /// Changes the request.
    case set(@Sendable (inout RenderRequest, OptionInput) throws(InputError) -> Void)
    /// Chooses the preset the ring starts from (applied before everything else).
    case preset
    /// Reads a JSON spec (applied after the preset, before the other flags).
    case spec
    /// Prints help.
    case help
    /// Prints the version.
    case version
  }

  /// Spellings that give the option, canonical first (`--max-value`, `--max`).
  var names: [String]
  /// A spelling that turns a switch off (`--no-countdown`), if any.
  var negatedName: String?
  /// The key in a JSON spec, if the option can be given there.
  var jsonKey: String?
  /// The placeholder for the value in help (`N`, `COLOR`); nil for a switch.
  var argument: String?
  /// The help section.
  var section: Section
  /// One sentence of help.
  var help: String
  /// The default shown in help, if any.
  var defaultText: String?
  /// What giving the option does.
  var action: Action

  /// The special actions, as plain values for matching.
  enum Role: Sendable, Hashable {
    case setting, preset, spec, help, version
  }

  /// Which kind of action the option has.
  var role: Role {
    switch action {
    case .set: .setting
    case .preset: .preset
    case .spec: .spec
    case .help: .help
    case .version: .version
    }
  }

  /// Whether the option is a switch that takes no value.
  var isSwitch: Bool { argument == nil }

  /// Every spelling, negation included.
  var spellings: [String] { names + (negatedName.map { [$0] } ?? []) }
}

// MARK: - Builders

extension Option {
  /// Creates a row without a key path (the special actions).
  init(
    names: [String], jsonKey: String? = nil, argument: String? = nil, section: Section, help: String,
    defaultText: String? = nil, action: Action
  ) {
    self.init(
      names: names, negatedName: nil, jsonKey: jsonKey, argument: argument, section: section, help: help,
      defaultText: defaultText, action: action)
  }

  /// The request every run starts from, for the defaults printed in help.
  static let defaults = RenderRequest()

  /// An option that stores a converted value at a key path of the request.
  static func value<Value>(
    _ names: [String], json: String?, argument: String, section: Section, help: String,
    showDefault: Bool = true, _ keyPath: WritableKeyPath<RenderRequest, Value> & Sendable,
    describe: @escaping @Sendable (Value) -> String,
    convert: @escaping @Sendable (OptionInput) throws(InputError) -> Value,
    combine: (@Sendable (Value, Value) -> Value)? = nil
  ) -> Option {
    Option(
      names: names, negatedName: nil, jsonKey: json, argument: argument, section: section, help: help,
      defaultText: showDefault ? describe(defaults[keyPath: keyPath]) : nil,
      action: .set { request, input throws(InputError) in
        let value = try convert(input)
        // A repeatable option (`--override`) adds to what earlier ones gave.
        request[keyPath: keyPath] = combine.map { $0(request[keyPath: keyPath], value) } ?? value
      })
  }

  static func number(
    _ names: [String], json: String, section: Section, help: String,
    _ keyPath: WritableKeyPath<RenderRequest, Double> & Sendable
  ) -> Option {
    value(
      names, json: json, argument: "N", section: section, help: help, keyPath,
      describe: FixedPoint.compact, convert: { input throws(InputError) in try input.number() })
  }

  static func color(
    _ name: String, json: String, section: Section, help: String,
    _ keyPath: WritableKeyPath<RenderRequest, RingColor> & Sendable
  ) -> Option {
    value(
      [name], json: json, argument: "COLOR", section: section, help: help, keyPath,
      describe: \.hexString, convert: { input throws(InputError) in try input.color() })
  }

  static func namedCase<Value: NamedCase>(
    _ name: String, json: String, section: Section, help: String,
    _ keyPath: WritableKeyPath<RenderRequest, Value> & Sendable
  ) -> Option {
    value(
      [name], json: json, argument: Value.nameList, section: section, help: help, keyPath,
      describe: \.name, convert: { input throws(InputError) in try input.namedCase(Value.self) })
  }

  static func fontSize(
    _ name: String, json: String, help: String, _ keyPath: WritableKeyPath<RenderRequest, Double?> & Sendable
  ) -> Option {
    value(
      [name], json: json, argument: "PT|auto", section: .text, help: help, keyPath,
      describe: { $0.map(FixedPoint.compact) ?? "auto" }, convert: { input throws(InputError) in try input.fontSize() })
  }

  static func text(
    _ name: String, json: String, argument: String = "TEXT", section: Section, help: String,
    _ keyPath: WritableKeyPath<RenderRequest, String> & Sendable
  ) -> Option {
    value(
      [name], json: json, argument: argument, section: section, help: help, keyPath,
      describe: { "'\($0)'" }, convert: { input throws(InputError) in try input.string() })
  }

  /// A switch with an on and an off spelling, also a JSON boolean.
  static func toggle(
    _ name: String, off negatedName: String, json: String?, section: Section, help: String,
    _ keyPath: WritableKeyPath<RenderRequest, Bool> & Sendable
  ) -> Option {
    Option(
      names: [name], negatedName: negatedName, jsonKey: json, argument: nil, section: section, help: help,
      defaultText: defaults[keyPath: keyPath] ? name : negatedName,
      action: .set { request, input throws(InputError) in request[keyPath: keyPath] = try input.bool() })
  }
}
