extension CompletionScript {
  /// The zsh script: a `_ringgen` file on `$fpath`, or `source <(ringgen completions zsh)`
  /// after `compinit`.
  static func zsh() -> String {
    var lines = ["#compdef ringgen", header(comment: "#"), "", "_ringgen() {"]
    lines += [
      "  local command=render",
      "  if (( CURRENT > 2 )) && [[ ${words[2]} == (\(commandWords.joined(separator: "|"))) ]]; then",
      "    command=${words[2]}",
      "    shift words",
      "    (( CURRENT-- ))",
      "  elif (( CURRENT == 2 )) && [[ ${words[2]} != -* ]]; then",
      "    local -a commands=(",
    ]
    for command in Command.all {
      lines.append("      '\(command.name):\(zshText(command.summary))'")
    }
    lines += [
      "    )",
      "    _describe -t commands 'ringgen command' commands",
      "    return",
      "  fi",
      "  case $command in",
    ]
    for command in Command.all {
      var specs = flags(of: command).map { flag in
        "'\(flag.name)[\(zshText(flag.help))]\(zshAction(flag.value))'"
      }
      let positional = positionalValue(of: command)
      if positional != .none { specs.append("'*\(zshAction(positional))'") }
      lines.append("    \(command.name))")
      lines.append("      _arguments -S \\")
      lines += specs.map { "        \($0) \\" }
      lines[lines.count - 1].removeLast(2)
      lines.append("      ;;")
    }
    lines += [
      "  esac",
      "}",
      "",
      "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
      "  _ringgen \"$@\"",
      "else",
      "  compdef _ringgen ringgen",
      "fi",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The part of an `_arguments` spec after the flag and its help.
  private static func zshAction(_ value: Value) -> String {
    switch value {
    case .none: ""
    case .free: ":value: "
    case .words(let words): ":value:(\(words.joined(separator: " ")))"
    case .files(let extensions) where extensions.isEmpty: ":file:_files"
    case .files(let extensions): ":file:_files -g \"*.(\(extensions.joined(separator: "|")))\""
    case .folder: ":folder:_files -/"
    }
  }

  /// Help text that can sit inside `'…[…]'` in a spec: no quotes, brackets or colons.
  private static func zshText(_ text: String) -> String {
    String(text.map { "[]:'\\".contains($0) ? " " : $0 })
  }
}
