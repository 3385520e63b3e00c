import RingCairo
import RingKit

/// One row of `ringgen`'s option table: its spellings, its JSON key, its help, and what it does.
///
/// The table (``Option/all``) is the single description of the command line: the parser
/// matches flags against it and `--help` is generated from it, defaults included. The rows of
/// the schema's keys are derived from RingKit's key table (`RenderSpec.Key.descriptor`), so a
/// flag and its JSON key are one declaration read by one reader; the rows of the command
/// line's own options (`--spec`, batch's and watch's, help) live in `Option+CommandTable.swift`.
struct Option: Sendable {
  /// Every `ringgen` option, in help order: the schema's keys in their order (`--spec` stands
  /// before `--preset`, in INPUT), then the commands' own options.
  static let all: [Option] =
    RenderSpec.Key.allCases.flatMap { key in key == .preset ? [specOption, Option(key: key)] : [Option(key: key)] }
    + pictureOptions + runOptions + watchOptions + generalOptions

  /// A group of options: a heading in help, and the unit a ``Command`` accepts options by. The
  /// schema's keys are in their key table topic's; the command line's own options add five.
  enum Section: CaseIterable, Sendable, Hashable {
    /// A topic of the key table's (``KeyDescriptor/Topic``).
    case topic(KeyDescriptor.Topic)
    /// Output for web pages: `--picture-html`, `ringgen`'s own.
    case web
    /// `watch`'s own options.
    case watch
    /// `batch`'s own options.
    case batch
    /// Output for scripts (`batch` and `sheet`).
    case scripting
    case general

    /// Every section in help's order: the topics in theirs, web pages before input, then the
    /// command line's own.
    static let allCases: [Section] =
      KeyDescriptor.Topic.allCases.flatMap { topic in topic == .input ? [.web, .topic(topic)] : [.topic(topic)] }
      + [.watch, .batch, .scripting, .general]

    /// The heading in help and the manual: a key topic's (``KeyDescriptor/Topic/heading``), or
    /// the command line's own.
    var heading: String {
      switch self {
      case .topic(let topic): topic.heading
      case .web: "WEB PAGES"
      case .watch: "WATCH"
      case .batch: "BATCH"
      case .scripting: "SCRIPTING"
      case .general: "GENERAL"
      }
    }

    /// The groups that describe a ring itself, which `sheet` takes from its file instead.
    static let ring: [Section] = [KeyDescriptor.Topic.value, .arc, .progress, .track, .paint, .composition, .text]
      .map(Section.topic)
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
  var help: String { describeHelp() }
  /// Writes the help sentence when help asks: a key's summary may name every format or preset.
  private var describeHelp: @Sendable () -> String
  /// The default shown in help, if any.
  var defaultText: String? { describeDefault() }
  /// Prints the default when help asks: a key's is read from the default spec, which a render
  /// never needs.
  private var describeDefault: @Sendable () -> String?
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

  /// The option a spelling (`--max`, `-o`, `--no-countdown`) gives, or nil. The general
  /// options (`--version`, `--help`, `--quiet`) are found without building the key table's
  /// rows, so that `ringgen --version` never builds them.
  static func named(_ spelling: String) -> Option? {
    if let general = generalOptions.first(where: { $0.spellings.contains(spelling) }) { return general }
    // A key's option is made from its row alone: a render builds the rows of the flags it is
    // given, not the table.
    if let key = RenderSpec.Key.named(flag: spelling)?.key { return Option(key: key) }
    return ownOptionsBySpelling[spelling]
  }

  /// The option of the schema's key named `jsonKey` (`maxValue`), or nil.
  static func keyed(_ jsonKey: String) -> Option? {
    RenderSpec.Key(rawValue: jsonKey).map(Option.init(key:))
  }

  /// The command line's own options (not the schema's keys, not the general ones) by each of
  /// their spellings.
  private static let ownOptionsBySpelling = Dictionary(
    ([specOption] + pictureOptions + runOptions + watchOptions).flatMap { option in
      option.spellings.map { ($0, option) }
    }, uniquingKeysWith: { first, _ in first })
}

// MARK: - Builders

extension Option {
  /// Creates a row without a key path (the special actions).
  init(
    names: [String], jsonKey: String? = nil, argument: String? = nil, section: Section, help: String,
    defaultText: String? = nil, action: Action
  ) {
    self.init(
      names: names, negatedName: nil, jsonKey: jsonKey, argument: argument, section: section,
      describeHelp: { help }, describeDefault: { defaultText }, action: action)
  }

  /// A command's own option (not a key of the schema) that stores a converted value at a key
  /// path of the request.
  static func value<Value>(
    _ names: [String], argument: String, section: Section, help: String,
    _ keyPath: WritableKeyPath<RenderRequest, Value> & Sendable,
    convert: @escaping @Sendable (OptionInput) throws(InputError) -> Value,
    combine: (@Sendable (Value, Value) -> Value)? = nil
  ) -> Option {
    Option(
      names: names, negatedName: nil, jsonKey: nil, argument: argument, section: section,
      describeHelp: { help }, describeDefault: { nil },
      action: .set { request, input throws(InputError) in
        let value = try convert(input)
        // A repeatable option (`--override`) adds to what earlier ones gave.
        request[keyPath: keyPath] = combine.map { $0(request[keyPath: keyPath], value) } ?? value
      })
  }
}

extension Option {
  /// The option of a key of the schema, as its row in the key table declares it.
  init(key: RenderSpec.Key) {
    let row = key.descriptor
    self.init(
      names: row.flagNames, negatedName: row.negation, jsonKey: row.jsonName, argument: row.placeholder,
      section: .topic(row.topic), describeHelp: { row.summary }, describeDefault: { row.defaultText },
      action: key == .preset
        ? .preset : .set { request, input throws(InputError) in try key.apply(input, to: &request.spec) })
  }
}
