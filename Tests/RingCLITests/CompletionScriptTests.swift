import Foundation
import Testing

@testable import RingCLI

/// The completion scripts and the manual page: valid for their shells and for groff, and
/// complete from the tables.
@Suite struct CompletionScriptTests {
  /// Runs `shell` with `arguments` and returns its status and standard output and error.
  private func run(_ shell: String, _ arguments: [String], in folder: TemporaryFolder) throws -> (Int32, String, String)
  {
    let result = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), [shell] + arguments, in: folder.url)
    return (result.status, String(decoding: result.stdout, as: UTF8.self), result.stderr)
  }

  /// Each script passes its shell's syntax check (`bash -n`, `zsh -n`, `fish -n`).
  @Test(arguments: CompletionScript.Shell.allCases)
  func scriptsParse(shell: CompletionScript.Shell) throws {
    let folder = try TemporaryFolder()
    try CompletionScript.script(for: shell).write(toFile: folder.path("script"), atomically: true, encoding: .utf8)
    let (status, _, errors) = try run(shell.rawValue, ["-n", "script"], in: folder)
    #expect(status == 0 && errors.isEmpty, "\(errors)")
  }

  /// Sourced into bash, the script registers `ringgen` and completes commands, flags per
  /// command, enumerated values and files by extension.
  @Test(arguments: [
    ("ringgen ba", "badge batch"),
    ("ringgen --progress-cap-type ''", "butt round square"),
    ("ringgen --easing ease-in-out-b", "ease-in-out-back ease-in-out-bounce"),
    ("ringgen --symbols qu", "quadrant"),
    ("ringgen batch ''", "r.jsonl s.json"),
    ("ringgen compare ''", "a.png"),
    ("ringgen sheet --js", "--json"),
    ("ringgen watch --fie", "--fields"),
    ("ringgen serve --max-f", "--max-frames"),
    ("ringgen help b", "badge batch"),
    ("ringgen completions ''", "bash zsh fish"),
    ("ringgen --spec ''", "s.json"),
    ("ringgen --columns 20 watch --fie", "--fields"),
    ("ringgen -q batch ''", "r.jsonl s.json"),
    ("ringgen --size ''", ""),
    ("ringgen batch -- -", ""),
  ])
  func bashCompletes(line: String, expected: String) throws {
    let folder = try TemporaryFolder()
    for name in ["r.jsonl", "a.png", "s.json", "notes.txt"] {
      try "".write(toFile: folder.path(name), atomically: true, encoding: .utf8)
    }
    try CompletionScript.script(for: .bash).write(toFile: folder.path("c.bash"), atomically: true, encoding: .utf8)
    let probe = """
      source ./c.bash
      complete -p ringgen
      COMP_WORDS=(\(line)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      _ringgen
      printf '%s\\n' "${COMPREPLY[@]}" | sort | tr '\\n' ' '
      """
    let (status, output, errors) = try run("bash", ["-c", probe], in: folder)
    #expect(status == 0 && errors.isEmpty, "\(errors)")
    let lines = output.split(separator: "\n", maxSplits: 1)
    #expect(lines.first == "complete -o filenames -F _ringgen ringgen")
    #expect(
      lines.last?.trimmingCharacters(in: .whitespaces) == expected.split(separator: " ").sorted().joined(separator: " ")
    )
  }

  /// fish (3.6 here) completes a file argument with each of its extensions (the old call with
  /// three suffixes listed only one), and folders.
  @Test func fishCompletesFilesByExtension() throws {
    let folder = try TemporaryFolder()
    for name in ["r.jsonl", "b.json", "notes.txt"] {
      try "".write(toFile: folder.path(name), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: true)
    try CompletionScript.script(for: .fish).write(toFile: folder.path("c.fish"), atomically: true, encoding: .utf8)
    let (status, output, errors) = try run("fish", ["-c", "source c.fish; complete -C 'ringgen batch '"], in: folder)
    #expect(status == 0 && errors.isEmpty, "\(errors)")
    let offered = Set(output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
    // fish 3.6's __fish_complete_suffix lists the matching files first and the others after.
    #expect(offered.isSuperset(of: ["r.jsonl", "b.json", "sub/"]), "\(offered)")
  }

  /// zsh's positional specs have the form `*:message:action` (one field too many made zsh run
  /// `file:_files` as a command).
  @Test func zshPositionalSpecsHaveThreeFields() {
    let script = CompletionScript.script(for: .zsh)
    #expect(script.contains("'*:file:_files -g \"*.(jsonl|json|ndjson)\"'"))
    #expect(!script.contains("'*:argument:"))
  }

  /// An install whose binary fails installs nothing.
  @Test func installRefusesABinaryThatFails() throws {
    let folder = try TemporaryFolder()
    try "#!/bin/sh\nexit 3\n".write(toFile: folder.path("fake"), atomically: true, encoding: .utf8)
    #expect(chmod(folder.path("fake"), 0o755) == 0)
    let script = packageRoot.appendingPathComponent("scripts/install-ringgen").path
    let (status, _, errors) = try run("sh", [script, folder.path("fake"), folder.path("root")], in: folder)
    #expect(status != 0 && errors.contains("does not run"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("root")))
  }

  /// Every option of every command is in each shell's script.
  @Test(arguments: CompletionScript.Shell.allCases)
  func everyFlagIsCompleted(shell: CompletionScript.Shell) {
    let script = CompletionScript.script(for: shell)
    for command in Command.all {
      for flag in CompletionScript.flags(of: command) {
        let form =
          shell == .fish
          ? (flag.name.hasPrefix("--") ? "-l \(flag.name.dropFirst(2))" : "-s \(flag.name.dropFirst())") : flag.name
        #expect(script.contains(form), "\(shell): \(command.name) \(flag.name)")
      }
    }
  }

  /// The manual renders without a warning (`groff -ww`), and `man -l` shows every option.
  @Test func manualRendersCleanly() throws {
    let folder = try TemporaryFolder()
    try ManualText.render(.roff, version: "1.0.0").write(
      toFile: folder.path("ringgen.1"), atomically: true, encoding: .utf8)
    let (status, _, warnings) = try run("groff", ["-ww", "-man", "-z", "ringgen.1"], in: folder)
    #expect(status == 0 && warnings.isEmpty, "\(warnings)")
    let (manStatus, page, manWarnings) = try run("man", ["-l", "ringgen.1"], in: folder)
    #expect(manStatus == 0 && manWarnings.isEmpty, "\(manWarnings)")
    let text = page.replacingOccurrences(of: "\u{2010}\n", with: "").replacingOccurrences(of: "‐", with: "-")
    for option in Option.all {
      #expect(text.contains(option.names[0]), "\(option.names[0])")
    }
  }

  /// `make install` puts the binary, the manual, the three scripts and the C library under
  /// PREFIX, and `make uninstall` removes exactly those.
  @Test func installAndUninstall() throws {
    let folder = try TemporaryFolder()
    try "keep".write(toFile: folder.path("keep.txt"), atomically: true, encoding: .utf8)
    let make = ["make", "-s", "-C", packageRoot.path, "PREFIX=\(folder.url.path)"]
    let (status, _, errors) = try run(
      make[0],
      Array(make.dropFirst()) + [
        "install", "INSTALL_BINARY=\(ringgenBinary.path)",
        "INSTALL_LIBRARY=\(ringgenBinary.deletingLastPathComponent().appendingPathComponent("libringkit.so").path)",
      ], in: folder)
    #expect(status == 0, "\(errors)")
    let installed = [
      "bin/ringgen", "share/man/man1/ringgen.1", "share/bash-completion/completions/ringgen",
      "share/zsh/site-functions/_ringgen", "share/fish/vendor_completions.d/ringgen.fish",
      "lib/libringkit.so.0", "lib/libringkit.so", "include/ringkit.h", "lib/pkgconfig/ringkit.pc",
    ]
    for path in installed { #expect(FileManager.default.isReadableFile(atPath: folder.path(path)), "\(path)") }
    let version = try run(folder.path("bin/ringgen"), ["--version"], in: folder)
    #expect(version.1 == "ringgen \(RingGen.version)\n")
    let fish = try String(contentsOfFile: folder.path("share/fish/vendor_completions.d/ringgen.fish"), encoding: .utf8)
    #expect(fish == CompletionScript.script(for: .fish))
    #expect(try run(make[0], Array(make.dropFirst()) + ["uninstall"], in: folder).0 == 0)
    for path in installed { #expect(!FileManager.default.fileExists(atPath: folder.path(path)), "\(path)") }
    #expect(FileManager.default.fileExists(atPath: folder.path("keep.txt")))
  }
}
