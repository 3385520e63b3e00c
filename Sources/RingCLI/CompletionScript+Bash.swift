extension CompletionScript {
  /// The bash script: `source <(ringgen completions bash)`, or a file in
  /// `share/bash-completion/completions/ringgen`.
  static func bash() -> String {
    var lines = [header(comment: "#"), ""]
    lines += [
      "# Files with one of the extensions given (any file without one), and folders.",
      "_ringgen_files() {",
      "  local f ext",
      "  while IFS= read -r f; do",
      "    if [[ $# -eq 0 || -d $f ]]; then COMPREPLY+=(\"$f\"); continue; fi",
      "    for ext in \"$@\"; do [[ $f == *.\"$ext\" ]] && { COMPREPLY+=(\"$f\"); break; }; done",
      "  done < <(compgen -f -- \"$cur\")",
      "}",
      "",
      "_ringgen() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=render",
      "  COMPREPLY=()",
      // The command word may follow options, as the parser allows; after `--` nothing is
      // an option.
      "  local i ended=0",
      "  for ((i = 1; i < COMP_CWORD; i++)); do",
      "    case ${COMP_WORDS[i]} in",
      "      --) ended=1 ;;",
      "      \(commandWords.joined(separator: "|"))) [[ $command == render ]] && command=${COMP_WORDS[i]} ;;",
      "    esac",
      "  done",
      "  case $command:$prev in",
    ]
    for command in Command.all {
      var byValue: [(Value, [String])] = []
      for flag in flags(of: command) where flag.value != .none && flag.value != .free {
        if let index = byValue.firstIndex(where: { $0.0 == flag.value }) {
          byValue[index].1.append(flag.name)
        } else {
          byValue.append((flag.value, [flag.name]))
        }
      }
      for (value, names) in byValue {
        lines.append(
          "    \(names.map { "\(command.name):\($0)" }.joined(separator: "|"))) \(bashAction(value)); return ;;")
      }
      let free = flags(of: command).filter { $0.value == .free }.map { "\(command.name):\($0.name)" }
      if !free.isEmpty { lines.append("    \(free.joined(separator: "|"))) return ;;") }
    }
    lines += [
      "  esac",
      "  if [[ $cur == -* && $ended == 0 ]]; then",
      "    case $command in",
    ]
    for command in Command.all {
      lines.append(
        "      \(command.name)) COMPREPLY=($(compgen -W \"\(flags(of: command).map(\.name).joined(separator: " "))\" -- \"$cur\")) ;;"
      )
    }
    lines += [
      "    esac",
      "    return",
      "  fi",
      "  if [[ $command == render && $ended == 0 ]]; then",
      "    COMPREPLY=($(compgen -W \"\(commandWords.joined(separator: " "))\" -- \"$cur\"))",
      "    return",
      "  fi",
      "  case $command in",
    ]
    for command in Command.all where positionalValue(of: command) != .none {
      lines.append("    \(command.name)) \(bashAction(positionalValue(of: command))) ;;")
    }
    lines += [
      "  esac",
      "}",
      "",
      "complete -o filenames -F _ringgen ringgen",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func bashAction(_ value: Value) -> String {
    switch value {
    case .none, .free: ""
    case .words(let words): "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    case .files(let extensions): (["_ringgen_files"] + extensions).joined(separator: " ")
    case .folder: "COMPREPLY=($(compgen -d -- \"$cur\"))"
    }
  }
}
