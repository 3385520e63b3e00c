import Foundation
import RingKit
import Testing

@testable import RingCLI

/// Commands as values: options in any order, `--`, options given to the wrong command, batch
/// defaults and overrides, shards, `--json` and `--quiet`.
@Suite struct CommandTests {
  /// Runs `arguments` in `folder` (a fresh process) and returns every file's bytes, by name,
  /// with the standard output and the status.
  private func outcome(
    _ arguments: [String], in folder: TemporaryFolder, inputs: [String: String]
  ) throws
    -> (files: [String: Data], stdout: Data, status: Int32)
  {
    for name in try folder.contents() { try FileManager.default.removeItem(atPath: folder.path(name)) }
    for (name, text) in inputs { try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8) }
    let result = try runBinary(arguments, in: folder.url)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    var files: [String: Data] = [:]
    for name in try folder.contents() where inputs[name] == nil {
      files[name] = try Data(contentsOf: URL(fileURLWithPath: folder.path(name)))
    }
    return (files, result.stdout, result.status)
  }

  static let orders: [(inputs: [String: String], forms: [[String]])] = [
    (
      ["r.jsonl": #"{"value": 3, "output": "a.png"}"# + "\n" + #"{"output": "b.svg"}"# + "\n"],
      [
        ["batch", "r.jsonl", "--size", "40", "--jobs", "1"], ["batch", "--size", "40", "--jobs", "1", "r.jsonl"],
        ["--size", "40", "batch", "--jobs", "1", "r.jsonl"], ["batch", "--size", "40", "--jobs", "1", "--", "r.jsonl"],
      ]
    ),
    (
      ["s.json": #"{"rings": [{"value": 1, "caption": "One"}], "columns": 1, "rows": 1, "page": [120, 140]}"#],
      [
        ["sheet", "s.json", "-o", "r.svg"], ["sheet", "-o", "r.svg", "s.json"], ["-o", "r.svg", "sheet", "s.json"],
      ]
    ),
    (
      [:],
      [
        ["--value", "3", "-o", "r.png", "--size", "32"], ["render", "--size", "32", "-o", "r.png", "--value", "3"],
        ["--size", "32", "render", "--value=3", "-o", "r.png"],
      ]
    ),
  ]

  /// Every command gives the same files with its options before, after or around its
  /// positionals, with the command word anywhere before them, and after `--`.
  @Test(arguments: 0..<orders.count)
  func optionsInAnyOrder(index: Int) throws {
    let (inputs, forms) = Self.orders[index]
    let folder = try TemporaryFolder()
    let first = try outcome(forms[0], in: folder, inputs: inputs)
    #expect(!first.files.isEmpty)
    for form in forms.dropFirst() {
      let other = try outcome(form, in: folder, inputs: inputs)
      #expect(other.files == first.files, "\(form) differs from \(forms[0])")
    }
  }

  /// `compare` and `watch` too: the same output whatever the order.
  @Test func compareAndWatchTakeOptionsAnywhere() throws {
    let folder = try TemporaryFolder()
    #expect(try runBinary(["--value", "3", "--size", "16", "-o", "a.png"], in: folder.url).status == 0)
    let forms = [["compare", "a.png", "a.png", "--json"], ["compare", "--json", "a.png", "a.png"]]
    let outputs = try forms.map { try runBinary($0, in: folder.url).stdout }
    #expect(outputs[0] == outputs[1] && !outputs[0].isEmpty)
    let watch = try [["watch", "--columns", "12"], ["--columns", "12", "watch"]].map {
      try runBinary($0, in: folder.url, stdin: Data("40\n".utf8))
    }
    #expect(watch[0].status == 0 && watch[0].stdout == watch[1].stdout && !watch[0].stdout.isEmpty)
  }

  /// Options a command does not take are errors that name the commands that do.
  @Test(arguments: [
    (["sheet", "s.json", "--columns", "20"], "--columns is an option of render, watch and batch, not of sheet"),
    (["--columns", "20", "sheet", "s.json"], "--columns is an option of render, watch and batch, not of sheet"),
    (["watch", "--jobs", "2"], "--jobs is an option of render and batch, not of watch"),
    (["--json", "-o", "r.png"], "--json is an option of batch and sheet, not of render"),
    (["--override", "size=3", "-o", "r.png"], "--override is an option of batch, not of render"),
    (["watch", "--shard", "0/2"], "--shard is an option of batch, not of watch"),
    (["sheet", "s.json", "--fields", "a"], "--fields is an option of watch, not of sheet"),
    (
      ["batch", "r.jsonl", "--override", "sise=3"],
      "--override: unknown key \"sise\" (did you mean \"size\"?); the keys are --spec's"
    ),
    (["batch", "r.jsonl", "--override", "size"], "--override: expected KEY=VALUE such as size=64, got 'size'"),
    (
      ["batch", "r.jsonl", "--override", "output=x.png"],
      "--override: \"output\" cannot be forced: each line names its own file"
    ),
    (
      ["batch", "r.jsonl", "--override", "size=-4"],
      "--override size: expected a size in points above 0: N or WxH, got '-4'"
    ),
    (["batch", "r.jsonl", "--override", "preset=xx"], "--override preset: expected default|mb, got 'xx'"),
    (["batch", "r.jsonl", "--shard", "2/2"], "--shard: expected I/N with 0 ≤ I < N, such as 0/4, got '2/2'"),
    (["batch", "a.jsonl", "b.jsonl"], "unexpected argument 'b.jsonl'; ringgen batch takes FILE|- and options"),
    (
      ["--value", "3", "--", "ring.png"],
      "unexpected argument 'ring.png'; every input is given with a flag, such as --value ring.png"
    ),
    (
      ["completions", "tcsh"], "completions: unknown shell 'tcsh' (did you mean bash?); the shells are bash, zsh, fish"
    ),
    (["completions"], "completions needs one shell: bash, zsh, fish, as in ringgen completions bash"),
    (["bach", "rings.jsonl"], "unknown command 'bach' (did you mean 'batch'?)"),
    (["--size", "64", "sheeet", "-o", "a.png"], "unknown command 'sheeet' (did you mean 'sheet'?)"),
    (
      ["help", "bach"],
      "help: no command 'bach' (did you mean batch?); the commands are render, watch, batch, sheet, badge, compare, serve, sign, help, completions, manual"
    ),
  ])
  func wrongOptionsAreNamed(arguments: [String], message: String) throws {
    try expectRejected(arguments, message: message)
  }

  /// Flags after `batch` are defaults each line's keys win over; `--override` wins over both;
  /// `--shard I/N` takes the lines whose number modulo N is I.
  @Test func batchDefaultsOverridesAndShards() throws {
    let folder = try TemporaryFolder()
    let lines = [#"{"size": 64, "output": "a.png"}"#, #"{"output": "b.png"}"#, "", #"{"output": "d.png"}"#]
    let inputs = ["r.jsonl": lines.joined(separator: "\n") + "\n"]
    // A PNG's width is the IHDR's first field, bytes 16…19, big-endian.
    func widths(_ files: [String: Data]) -> [String: Int] {
      files.mapValues { data in data.dropFirst(16).prefix(4).reduce(0) { $0 << 8 | Int($1) } }
    }
    let defaults = try outcome(["batch", "r.jsonl", "--size", "32"], in: folder, inputs: inputs)
    #expect(widths(defaults.files) == ["a.png": 64, "b.png": 32, "d.png": 32])
    let forced = try outcome(["batch", "r.jsonl", "--size", "32", "--override", "size=16"], in: folder, inputs: inputs)
    #expect(widths(forced.files) == ["a.png": 16, "b.png": 16, "d.png": 16])
    // Line numbers count blank lines: lines 1, 2 and 4; 4 mod 3 = 1 and 1 mod 3 = 1.
    let shard = try outcome(["batch", "r.jsonl", "--shard", "1/3"], in: folder, inputs: inputs)
    #expect(Set(shard.files.keys) == ["a.png", "d.png"])
    let other = try outcome(["batch", "r.jsonl", "--shard", "2/3"], in: folder, inputs: inputs)
    #expect(Set(other.files.keys) == ["b.png"])
  }

  /// A batch line's preset is where its ring starts, then the batch's flags as defaults, then
  /// the line's keys; a `--preset` flag is the default for lines without one.
  @Test func batchLinePresetsStartTheRingAndFlagsStillApply() throws {
    let parser = CommandLineParser(command: .batch) { _ throws(CommandError) in "" }
    func ring(_ line: String, _ flags: [String]) throws -> ProgressRing {
      try BatchCommand.request(line: 1, text: line, label: "r.jsonl", options: flags, parser: parser).0.ring
    }
    let mb = ProgressRing.Preset.mb.ring
    let red = RingColor("#FF0000")!
    let own = try ring(#"{"preset": "mb", "output": "a.png"}"#, ["--progress-color", "#FF0000"])
    #expect(own.progressColor == red && own.progressAngle == mb.progressAngle)
    let keys = try ring(
      ##"{"preset": "mb", "progressColor": "#00FF00", "output": "a.png"}"##, ["--progress-color", "red"])
    #expect(keys.progressColor == RingColor("#00FF00")! && keys.emptyLineColor == mb.emptyLineColor)
    let flagPreset = try ring(#"{"output": "a.png"}"#, ["--preset", "mb"])
    #expect(flagPreset == mb)
    let linePreset = try ring(#"{"preset": "default", "output": "a.png"}"#, ["--preset", "mb"])
    #expect(linePreset == ProgressRing.Preset.default.ring)
    // --override preset=… starts every ring from it, over the line's preset and --preset; the
    // line's other keys and the flags still apply after it.
    let forced = try ring(#"{"output": "a.png"}"#, ["--override", "preset=mb"])
    #expect(forced == mb)
    let forcedOverLine = try ring(
      ##"{"preset": "default", "progressColor": "#00FF00", "output": "a.png"}"##,
      ["--preset", "default", "--override", "preset=mb", "--font-color", "red"])
    var expected = mb
    expected.progressColor = RingColor("#00FF00")!
    expected.fontColor = red
    #expect(forcedOverLine == expected)
  }

  /// `--json` prints one object per output with its real size; `--quiet` drops the summary
  /// and the warnings but not the errors.
  @Test func jsonAndQuiet() throws {
    let folder = try TemporaryFolder()
    let inputs = [
      "r.jsonl": #"{"output": "a.png", "unitString": "x"}"# + "\n" + #"{"output": "b.png", "value": "no"}"# + "\n",
      "s.json": #"{"rings": [{"value": 1}]}"#,
    ]
    for (name, text) in inputs { try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8) }
    let batch = try runBinary(["batch", "r.jsonl", "--json"], in: folder.url)
    #expect(batch.status == 1)
    let objects = String(decoding: batch.stdout, as: UTF8.self).split(separator: "\n").map {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(objects.count == 2)
    let size = try FileManager.default.attributesOfItem(atPath: folder.path("a.png"))[.size] as? Int
    #expect(objects[0]?["path"] as? String == "a.png" && objects[0]?["bytes"] as? Int == size)
    #expect((objects[0]?["ms"] as? Double ?? -1) >= 0 && objects[0]?["line"] as? Int == 1)
    #expect(objects[1]?["line"] as? Int == 2 && (objects[1]?["error"] as? String)?.contains("\"value\"") == true)
    // A line that fails before it renders still reports the output it names.
    #expect(
      String(decoding: batch.stdout, as: UTF8.self).split(separator: "\n").last
        == #"{"line": 2, "path": "b.png", "error": "r.jsonl:2: \"value\": expected a number, got \"no\""}"#)
    #expect(batch.stderr.contains("ringgen: warning:") && batch.stderr.contains("ringgen: error:"))

    let quiet = try runBinary(["batch", "r.jsonl", "--quiet"], in: folder.url)
    #expect(quiet.status == 1 && !quiet.stderr.contains("warning") && quiet.stderr.contains("ringgen: error:"))
    let quietAlone = try runBinary(["-q", "--unit-string", "x", "-o", "q.png"], in: folder.url)
    #expect(quietAlone.status == 0 && quietAlone.stderr.isEmpty)

    let sheet = try runBinary(["sheet", "s.json", "-o", "s.pdf", "--json"], in: folder.url)
    let sheetSize = try FileManager.default.attributesOfItem(atPath: folder.path("s.pdf"))[.size] as? Int
    let object = try JSONSerialization.jsonObject(with: sheet.stdout) as? [String: Any]
    #expect(object?["path"] as? String == "s.pdf" && object?["bytes"] as? Int == sheetSize)
  }

  /// `-V` and `--version` everywhere; `help` with no command is the overview.
  @Test func versionAndOverview() {
    for arguments in [["-V"], ["--version"], ["batch", "-V"], ["watch", "--version"]] {
      #expect(runInProcess(arguments).stdout == Data("ringgen \(RingGen.version)\n".utf8), "\(arguments)")
    }
    let overview = HelpText.overview(version: RingGen.version)
    #expect(runInProcess(["help"]).stdout == Data(overview.utf8))
    #expect(runInProcess(["-h"]).stdout == Data(overview.utf8))
    for command in Command.all { #expect(overview.contains("  \(command.name) "), "\(command.name)") }
  }
}
