import RingKit

/// One of `ringgen`'s commands, as a value: its name, what it does, the option groups it
/// accepts, its positional arguments and how it runs.
///
/// ``Command/all`` is the one list of commands: `ringgen` dispatches through it, the help, the
/// manual and the shell completions are generated from it, and the option parser asks it
/// whether a flag belongs to the command it parses for.
struct Command: Sendable {
  /// A positional argument.
  ///
  /// (A struct of plain fields rather than an enum with array payloads: Swift packs an
  /// enum's case into its payload pointer's spare bits, and a global holding one then looks
  /// leaked to LeakSanitizer, which `make fuzz` runs.)
  struct Positional: Sendable {
    /// Its name in usage lines (`FILE|-`, `EXPECTED`).
    var name: String
    /// For a file: the extensions shells complete it with (any file when empty); nil when it
    /// is not a file.
    var fileExtensions: [String]?
    /// For a word: the words shells complete it with.
    var words: [String] = []
    /// Whether it is a command's name (`ringgen help COMMAND`).
    var isCommandName = false
  }

  /// The word after `ringgen` that selects it; `render` is also what `ringgen` runs without one.
  var name: String
  /// The usage lines, without the leading `ringgen `.
  var usage: [String]
  /// One line for the overview's list of commands.
  var summary: String
  /// The paragraph its help opens with.
  var description: String
  /// The option groups it accepts, in help order.
  var sections: [Option.Section]
  /// Its positional arguments, in order (the last may repeat when ``repeatsLast``).
  var positionals: [Positional] = []
  /// The options of its own parser, for commands whose options are not rows of
  /// ``Option/all`` (`compare`, `serve`), in groups as help lists them after ``sections``.
  var ownSections: [OwnSection] = []
  /// The formats it writes, when it writes fewer than ``RingKit/ImageFormat/allCases``: its
  /// help lists these for `--format`, and it refuses the others.
  var formats: [ImageFormat]?
  /// What its exit statuses mean, when not what ``HelpText/exitStatus`` says.
  var exitStatus: String?
  /// Command lines its help shows besides those of ``HelpText/examples`` that run it.
  var examples: [String] = []
  /// Runs it with the arguments after its name and returns the exit status.
  var run: @Sendable ([String], Console) throws(CommandError) -> Int32

  /// An option of a command's own parser, as help lists it.
  struct OwnOption: Sendable {
    /// Its spellings, short first (`-h`, `--help`).
    var spellings: [String]
    /// Its value's placeholder (`N`, `off|path|full`); nil for a switch.
    var argument: String?
    /// What it does, in sentences.
    var help: String
    /// Its default as help shows it, or nil.
    var defaultText: String?

    /// A switch.
    init(_ spellings: [String], _ help: String) {
      self.spellings = spellings
      self.help = help
    }

    /// An option that takes a value.
    init(_ spellings: [String], _ argument: String, _ help: String, default defaultText: String? = nil) {
      self.spellings = spellings
      self.argument = argument
      self.help = help
      self.defaultText = defaultText
    }
  }

  /// A titled group of a command's own options.
  struct OwnSection: Sendable {
    /// The heading, in capitals as ``Option/Section``'s are.
    var title: String
    var options: [OwnOption]
  }

  /// Every spelling of its own options with its value placeholder (nil for a switch), in help
  /// order, for the completions and the parser's look-ahead.
  var ownFlags: [(name: String, argument: String?)] {
    ownSections.flatMap(\.options).flatMap { option in option.spellings.map { ($0, option.argument) } }
  }

  /// Whether `ringgen` with no command word runs it.
  var isDefault: Bool { name == "render" }

  /// How help and messages call it: `ringgen` or `ringgen batch`.
  var invocation: String { isDefault ? "ringgen" : "ringgen \(name)" }

  /// The rows of ``Option/all`` it accepts, in help order.
  var options: [Option] {
    sections.flatMap { section in Option.all.filter { $0.section == section } }
  }

  /// Whether it accepts `option`.
  func accepts(_ option: Option) -> Bool { sections.contains(option.section) }

  /// The command `word` selects, or nil when `word` is not a command's name.
  static func named(_ word: String) -> Command? {
    all.first { $0.name == word }
  }

  /// The command named by the first word of `arguments` that is neither an option nor an
  /// option's value, and the arguments without that word, so options may come before the
  /// command too (`ringgen --columns 20 watch`). Nil when no command is named. A first word
  /// that is no command but close to one (`bach`) is a mistyped command: `ringgen` takes no
  /// positionals, so it cannot be meant as anything else.
  static func find(in arguments: [String]) throws(CommandError) -> (Command, [String])? {
    guard let index = commandWordIndex(in: arguments) else { return nil }
    let word = arguments[index]
    guard let command = named(word) else {
      if let best = closestName(to: word, among: all.map(\.name)) {
        throw .usage("unknown command '\(word)' (did you mean '\(best)'?)")
      }
      return nil
    }
    return (command, Array(arguments[..<index] + arguments[(index + 1)...]))
  }

  /// Where the first word of `arguments` that is neither an option nor an option's value is:
  /// the place of a command's name. Nil when there is none before `--`.
  private static func commandWordIndex(in arguments: [String]) -> Int? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard argument != "--" else { return nil }
      guard argument.hasPrefix("-"), argument != "-" else { return index }
      index += takesNextWord(argument) ? 2 : 1
    }
    return nil
  }

  /// Whether the option word `argument` takes the word after it as its value: `--size` and
  /// `-o` do, `--size=64`, `-oring.png` and switches do not, and a bundle of short options
  /// (`-qo`) does when its last letter takes a value.
  private static func takesNextWord(_ argument: String) -> Bool {
    // `Option.named` finds the general options without building the key table's rows, and the
    // commands' own tables are built only for a spelling no option has: `--version` builds none.
    func takesValue(_ spelling: String) -> Bool {
      if let option = Option.named(spelling) { return !option.isSwitch }
      return all.contains { $0.ownFlags.contains { $0.name == spelling && $0.argument != nil } }
    }
    if argument.hasPrefix("--") { return !argument.contains("=") && takesValue(argument) }
    for (offset, letter) in argument.dropFirst().enumerated() where takesValue("-\(letter)") {
      return offset == argument.count - 2
    }
    return false
  }

  /// The commands that accept a group's options, as a message names them: "ringgen and batch".
  static func owners(of section: Option.Section) -> String {
    let names = all.filter { $0.sections.contains(section) }.map(\.name)
    guard names.count > 1 else { return names.first ?? "no command" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
