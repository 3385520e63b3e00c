import Foundation
import Testing

@testable import RingCLI

/// Messages that blamed the wrong input: overflow found while drawing was reported against
/// --value, and values from a spec or a batch line against the flag rather than the key.
@Suite("Error messages name their input")
struct MessageTests {
  @Test(arguments: [
    (
      ["--from", "-1e308", "--value", "1e308", "-o", "@/r.gif"],
      "--from: the move from -1e+308 to 1e+308 is too large to compute: the value minus from must be a finite number"
    ),
    (
      ["--easing", "cubic-bezier(0,1e308,1,1e308)", "--duration", "1", "-o", "@/r.gif"],
      "--easing: cubic-bezier's Y1 and Y2 are too large to compute the curve with, not 'cubic-bezier(0,1e308,1,1e308)'"
    ),
    (
      ["--easing", "cubic-bezier(0,1e300,1,1e300)", "--value", "1e10", "--duration", "1", "-o", "@/r.gif"],
      "--easing: overshoots the largest number on the move from 0 to 10000000000"
    ),
    (
      ["--keyframes", "0:-1e308,1:1e308", "-o", "@/r.gif"],
      "--keyframes: the move from 0:-1e+308 to 1:1e+308 is too large to compute: values between must be finite numbers"
    ),
  ])
  func overflowBlamesTheInputThatCausedIt(arguments: [String], message: String) throws {
    try expectRejected(arguments, message: message)
  }

  /// A move from a huge start to a small end stays within both ends with an easing that does
  /// not overshoot, so it is drawn.
  @Test func aHugeStartWithoutOvershootIsFine() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(["--from", "-1e308", "--value", "3", "--duration", "0.1", "-o", folder.path("r.gif")])
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// watch accepted the curve and then stopped with exit 64 at the first move.
  @Test func watchRefusesAnOverflowingEasingUpFront() {
    let result = runInProcess(["watch", "--easing", "cubic-bezier(0,1e308,1,1e308)"], stdin: "5\n")
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "ringgen: error: --easing: cubic-bezier's Y1 and Y2 are too large to compute the curve with, not 'cubic-bezier(0,1e308,1,1e308)'\n"
    )
  }

  @Test(arguments: [
    (#"{"size": 10000, "scale": 2}"#, [], #"spec.json:1: "size": a side of 20000 px is over the limit of 16384 px"#),
    ("{\n\"borderPadding\": -1e300}", [], #"spec.json:2: "borderPadding": must be within ±16384 points, not -1e+300"#),
    (
      #"{"from": -1e308, "value": 1e308, "duration": 1}"#, ["-o", "@/r.gif"],
      #"spec.json:1: "from": the move from -1e+308 to 1e+308 is too large to compute: the value minus from must be a finite number"#
    ),
    // A flag given after the spec wins, and is what the message names.
    (
      #"{"borderPadding": 1}"#, ["--border-padding", "1e300"],
      "--border-padding: must be within ±16384 points, not 1e+300"
    ),
  ])
  func specValuesFoundInvalidWhenDrawingNameTheFileLineAndKey(spec: String, flags: [String], message: String) throws {
    let output = flags.contains("-o") ? [] : ["-o", "@/ring.png"]
    try expectRejected(["--spec", "@/spec.json"] + output + flags, files: ["spec.json": spec], message: message)
  }

  @Test func batchLinesFoundInvalidWhenDrawingNameTheLineAndKey() throws {
    let folder = try TemporaryFolder()
    let lines = [
      #"{"value": 1, "output": "\#(folder.path("a.png"))"}"#,
      #"{"borderPadding": -1e300, "output": "\#(folder.path("b.png"))"}"#,
      #"{"textOffset": [16777216, 0], "output": "\#(folder.path("c.png"))"}"#,
    ]
    let result = runInProcess(["batch", "-"], stdin: lines.joined(separator: "\n"))
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        ringgen: error: <stdin>:2: "borderPadding": must be within ±16384 points, not -1e+300
        ringgen: error: <stdin>:3: "textOffset": must be within ±16384 points, not 16777216
        ringgen: error: 1 of 3 rings written; 2 failed (lines 2, 3)

        """)
  }

  /// A line whose canvas no output can have fails alone, named by its line and key; the
  /// whole batch was refused as over --memory-limit.
  @Test func batchLineOverTheCanvasLimitFailsAlone() throws {
    let folder = try TemporaryFolder()
    let lines = [
      #"{"value": 1, "output": "\#(folder.path("a.png"))"}"#,
      #"{"size": 2147483647, "output": "\#(folder.path("b.png"))"}"#,
    ]
    let result = runInProcess(["batch", "-"], stdin: lines.joined(separator: "\n"))
    #expect(result.status == 1)
    #expect(
      result.stderr == """
        ringgen: error: <stdin>:2: "size": must be above 0 and at most 16384 points, not 2147483647
        ringgen: error: 1 of 2 rings written; 1 failed (line 2)

        """)
    #expect(try folder.contents() == ["a.png"])
  }

  /// ESC, BEL, NUL and C1 controls (U+009B is CSI on some terminals) from argv or JSON strings
  /// were echoed raw to standard error, where the terminal would run them.
  @Test(arguments: [
    (["--value", "\u{1B}[31mred\u{07}"], #"--value: expected a finite number, got '\u{1B}[31mred\u{7}'"#),
    (["--vlaue\u{1B}]0;owned\u{07}", "3"], #"unknown option '--vlaue\u{1B}]0;owned\u{7}'; see ringgen --help"#),
    (
      ["--progress-cap-type", "r\u{0}\u{9B}2J\u{85}"],
      #"--progress-cap-type: expected butt|round|square (or 0…2), got 'r\u{0}\u{9B}2J\u{85}'"#
    ),
  ])
  func controlCharactersInArgumentsAreEscaped(arguments: [String], message: String) throws {
    try expectRejected(["-o", "@/ring.png"] + arguments, message: message)
  }

  @Test func controlCharactersInJSONStringsAreEscaped() throws {
    try expectRejected(
      ["--spec", "@/spec.json", "-o", "@/ring.png"],
      files: ["spec.json": #"{"progressCapType": "\u009b2J\u001b]0;x\u0007"}"#],
      message: #"spec.json:1: "progressCapType": expected butt|round|square (or 0…2), got "\u{9B}2J\u{1B}]0;x\u{7}""#)
    try expectRejected(
      ["--spec", "@/spec.json", "-o", "@/ring.png"], files: ["spec.json": #"{"val\u001bue": 1}"#],
      message: #"spec.json:1: "val\u{1B}ue": unknown key (did you mean "value"?)"#)
    let folder = try TemporaryFolder()
    let line = #"{"progressCapType": "\u009b31m", "output": "\#(folder.path("a.png"))"}"#
    let result = runInProcess(["batch", "-"], stdin: line)
    #expect(
      result.stderr.hasPrefix(
        #"ringgen: error: <stdin>:1: "progressCapType": expected butt|round|square (or 0…2), got "\u{9B}31m""# + "\n"),
      "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x1B })
  }

  /// watch showed C0 controls in a bad line as ?, but passed C1 through.
  @Test func watchShowsC1ControlsInABadLineAsQuestionMarks() {
    let result = runWithTerminal(["watch", "--columns", "21"], lines: [(.zero, "5"), (.zero, "te\u{85}n\u{9B}2J")])
    #expect(result.status == 1)
    #expect(
      result.stderr == "ringgen: error: watch: line 2: expected a number such as 42, 42/120 or 42%, got 'te?n?2J'\n")
  }

  /// `--spec -` read standard input up to batch's 64 MiB before refusing, and said so.
  @Test func aSpecOnStandardInputIsLimitedToOneMebibyte() throws {
    let folder = try TemporaryFolder()
    let big = folder.path("big.json")
    try #require(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: big))
    try handle.truncate(atOffset: 70 << 20)
    try handle.close()
    var runner = ProcessRunner(arguments: ["--spec", "-", "-o", "ring.png"], folder: folder.url)
    runner.standardInputFile = FileHandle(forReadingAtPath: big)
    let outcome = try #require(try runner.run())
    #expect(outcome.ending == .exit(64))
    #expect(outcome.stderr == "ringgen: error: --spec: cannot read '<stdin>': it is larger than 1024 KiB\n")
  }
}
