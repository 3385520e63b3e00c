import RingKit

/// One of a command's own options (compare's, serve's, badge's, sign's): its help row and
/// what giving it does, declared together, so that help, the manual, completions and the
/// parser read one row and no flag is spelt twice.
struct OwnFlag<Options>: Sendable {
  /// What giving the flag does.
  enum Action: Sendable {
    /// Prints the command's help.
    case help
    /// Changes the command's options, from the flag as given.
    case set(@Sendable (inout Options, FlagArgument) throws(CommandError) -> Void)
  }

  /// The row help, the manual and completions show.
  var row: Command.OwnOption
  /// What giving it does.
  var action: Action

  /// A flag that takes a value, `set` with it.
  init(
    _ spellings: [String], _ argument: String, _ help: String, default defaultText: String? = nil,
    set: @escaping @Sendable (inout Options, FlagArgument) throws(CommandError) -> Void
  ) {
    row = Command.OwnOption(spellings, argument, help, default: defaultText)
    action = .set(set)
  }

  /// A switch, `set` when given.
  init(
    _ spellings: [String], _ help: String,
    set: @escaping @Sendable (inout Options, FlagArgument) throws(CommandError) -> Void
  ) {
    row = Command.OwnOption(spellings, help)
    action = .set(set)
  }

  /// `-h`, `--help`.
  static var help: OwnFlag {
    OwnFlag(row: Command.OwnOption(["-h", "--help"], "Show this help."), action: .help)
  }

  private init(row: Command.OwnOption, action: Action) {
    self.row = row
    self.action = action
  }
}

/// A flag as a command's loop met it: its spelling, the value after `=` if any, the name
/// messages give it, and its value (that one, else the next argument).
struct FlagArgument {
  /// The spelling given (`--diff-color`).
  var name: String
  /// The value after `=` (`--update=all`), or nil.
  var inline: String?
  /// What messages call it: the spelling, or the environment variable that gave it.
  var shown: String
  /// The value: `inline`, else the next argument (a usage error when there is none).
  var value: () throws(CommandError) -> String
}

/// A command's own options in titled groups, as help lists them.
struct OwnFlagTable<Options>: Sendable {
  /// The groups: a heading and its flags.
  var groups: [(title: String, flags: [OwnFlag<Options>])]

  /// The groups as help, the manual and completions read them.
  var sections: [Command.OwnSection] {
    groups.map { Command.OwnSection(title: $0.title, options: $0.flags.map(\.row)) }
  }

  /// The flag spelt `name`, or nil.
  func flag(named name: String) -> OwnFlag<Options>? {
    groups.lazy.flatMap(\.flags).first { $0.row.spellings.contains(name) }
  }

  /// Applies the flag `argument` names to `options`; false when it asks for help.
  ///
  /// - Throws: `unknown(name)` when no row has the name, or what the row's action throws.
  func apply(
    _ argument: FlagArgument, to options: inout Options, unknown: (String) -> CommandError
  ) throws(CommandError) -> Bool {
    guard let flag = flag(named: argument.name) else { throw unknown(argument.name) }
    switch flag.action {
    case .help: return false
    case .set(let set):
      try set(&options, argument)
      return true
    }
  }

  /// The message for an unknown flag of `command`, with the closest of its flags:
  /// "compare: unknown option '--treshold' (did you mean --threshold?); see ringgen compare --help".
  func unknownOption(_ name: String, of command: String) -> CommandError {
    let names = groups.flatMap(\.flags).flatMap(\.row.spellings)
    return .usage(
      "\(command): unknown option '\(name)'\(closestNameHint(to: name, among: names, quoted: false)); see ringgen \(command) --help"
    )
  }
}
