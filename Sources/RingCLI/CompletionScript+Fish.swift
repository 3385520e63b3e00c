extension CompletionScript {
  /// The fish script: `~/.config/fish/completions/ringgen.fish`, or
  /// `ringgen completions fish | source`.
  static func fish() -> String {
    var lines = [header(comment: "#"), "", "complete -c ringgen -f"]
    let others = Command.all.filter { !$0.isDefault }.map(\.name).joined(separator: " ")
    for command in Command.all {
      lines.append(
        "complete -c ringgen -n __fish_use_subcommand -a \(command.name) -d '\(fishText(command.summary))'")
    }
    for command in Command.all {
      let condition =
        command.isDefault
        ? "'not __fish_seen_subcommand_from \(others)'" : "'__fish_seen_subcommand_from \(command.name)'"
      for flag in flags(of: command) {
        let name = flag.name.hasPrefix("--") ? "-l \(flag.name.dropFirst(2))" : "-s \(flag.name.dropFirst())"
        var line = "complete -c ringgen -n \(condition) \(name)\(fishAction(flag.value))"
        if !flag.help.isEmpty { line += " -d '\(fishText(flag.help))'" }
        lines.append(line)
      }
      let positional = positionalValue(of: command)
      if positional != .none, !command.isDefault {
        lines.append("complete -c ringgen -n \(condition)\(fishAction(positional))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func fishAction(_ value: Value) -> String {
    switch value {
    case .none: ""
    case .free: " -x"
    case .words(let words): " -x -a '\(words.joined(separator: " "))'"
    case .files(let extensions) where extensions.isEmpty: " -r -F"
    case .files(let extensions):
      // One call per suffix: fish 3.6 reads several arguments as (token, suffix, description).
      " -x -a '\(extensions.map { "(__fish_complete_suffix .\($0))" }.joined(separator: " "))'"
    case .folder: " -x -a '(__fish_complete_directories)'"
    }
  }

  /// Text that can sit inside single quotes in fish.
  private static func fishText(_ text: String) -> String {
    String(text.map { "'\\".contains($0) ? "’" : $0 })
  }
}
