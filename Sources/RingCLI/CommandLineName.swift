import RingKit

/// A name of the command line's own, not a key of the spec (`quiet`, `json`, `override`), as a
/// URL query may give it without its dashes: the service takes it as `ringgen` would take the
/// flag, ignoring what changes no image and refusing another command's option.
struct CommandLineName: Sendable {
  /// What the service does with the name.
  enum Fate: Sendable {
    /// The render command takes it, and it changes no image (`quiet`, `picture-html`).
    case ignored
    /// Another command's option: refused with the command line's message.
    case refused(String)
  }

  /// The canonical spelling (`--quiet`).
  var name: String
  /// The negation's spelling, for a switch that has one.
  var negation: String?
  /// The value's placeholder, nil for a switch.
  var placeholder: String?
  /// What the service does with it.
  var fate: Fate

  /// Every such name, by its long spellings without dashes.
  static let all: [String: CommandLineName] = {
    var names: [String: CommandLineName] = [:]
    for option in Option.all where option.jsonKey == nil && option.role == .setting {
      guard let name = option.names.first(where: { $0.hasPrefix("--") }) else { continue }
      let fate: Fate =
        Command.render.accepts(option)
        ? .ignored : .refused(CommandLineParser.notAccepted(name, option, by: .render))
      let entry = CommandLineName(name: name, negation: option.negatedName, placeholder: option.argument, fate: fate)
      for spelling in option.spellings where spelling.hasPrefix("--") {
        let bare = String(spelling.dropFirst(2))
        if SpecSetting.key(named: bare) == nil, names[bare] == nil { names[bare] = entry }
      }
    }
    return names
  }()
}
