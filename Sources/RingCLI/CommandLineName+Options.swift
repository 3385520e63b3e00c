import RingKit
import RingWeb

extension CommandLineName {
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
