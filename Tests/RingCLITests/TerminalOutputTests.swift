import Foundation
import RingCairo
import RingKit
import RingTerminal
import Testing

@testable import RingCLI

/// `--format ansi`, `-o ring.ans`, and printing straight to a terminal.
@Suite("Terminal output")
struct TerminalOutputTests {
  static func expected(
    _ style: TerminalRingStyle, ring: ProgressRing = ProgressRing(value: 15, maxValue: 30)
  ) throws -> [UInt8] {
    try ring.ansiData(on: RingCanvas(size: 256), style: style)
  }

  @Test func withNoOutputATerminalShowsTheRing() throws {
    // 100 × 40: at most 99 columns and 39 rows, so 79 columns (39 rows), odd like "50%".
    let run = runWithTerminal(["--value", "15", "--max", "30"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.stdout == (try Self.expected(TerminalRingStyle(columns: 79, colorMode: .ansi256))))
  }

  @Test func theDefaultWidthLeavesTheLastColumnAndMatchesTheLabelsParity() throws {
    let wide = runWithTerminal(["--value", "15", "--max", "30"], window: TerminalSize(columns: 61, rows: nil))
    #expect(
      wide.stdout == (try Self.expected(TerminalRingStyle(columns: 59))), "60 columns less one for the parity of '50%'")
    let fromColumns = runWithTerminal(
      ["--value", "5", "--max", "30"], environment: ["LANG": "C.UTF-8", "COLUMNS": "50"], window: nil)
    #expect(
      fromColumns.stdout
        == (try Self.expected(TerminalRingStyle(columns: 49), ring: ProgressRing(value: 5, maxValue: 30))), "'17%'")
    let fallback = runWithTerminal(["--value", "15", "--max", "30"], environment: ["LANG": "C.UTF-8"], window: nil)
    #expect(fallback.stdout == (try Self.expected(TerminalRingStyle(columns: 79))))
  }

  @Test func theEnvironmentChoosesColoursAndSymbols() throws {
    let noColor = runWithTerminal(
      ["--value", "15", "--max", "30", "--columns", "21"], environment: ["LANG": "C.UTF-8", "NO_COLOR": "1"])
    #expect(noColor.stdout == (try Self.expected(TerminalRingStyle(columns: 21, colorMode: .none))))
    #expect(!noColor.stdout.contains(0x1B))
    let dumb = runWithTerminal(
      ["--value", "15", "--max", "30", "--columns", "21"], environment: ["TERM": "dumb", "LANG": "C.UTF-8"])
    #expect(dumb.stdout == (try Self.expected(TerminalRingStyle(columns: 21, symbols: .ascii, colorMode: .none))))
    let truecolor = runWithTerminal(
      ["--value", "15", "--max", "30", "--columns", "21"], environment: ["LANG": "C.UTF-8", "COLORTERM": "truecolor"])
    #expect(truecolor.stdout == (try Self.expected(TerminalRingStyle(columns: 21, colorMode: .truecolor))))
    // Flags win over the environment.
    let flags = runWithTerminal(
      ["--value", "15", "--max", "30", "--columns", "21", "--color", "16", "--symbols", "quadrant"],
      environment: ["TERM": "dumb", "NO_COLOR": "1"])
    #expect(flags.stdout == (try Self.expected(TerminalRingStyle(columns: 21, symbols: .quadrant, colorMode: .ansi16))))
  }

  @Test func ansiToAPipeOrAFileHasNoColourUnlessAskedFor() throws {
    let piped = runWithTerminal(
      ["--value", "15", "--max", "30", "--format", "ansi", "-o", "-", "--columns", "21"], isTerminal: false)
    #expect(try piped.status == 0 && piped.stdout == (Self.expected(TerminalRingStyle(columns: 21, colorMode: .none))))
    let forced = runWithTerminal(
      ["--value", "15", "--max", "30", "--format", "ansi", "-o", "-", "--columns", "21"],
      environment: ["LANG": "C.UTF-8", "FORCE_COLOR": "3"], isTerminal: false)
    #expect(forced.stdout == (try Self.expected(TerminalRingStyle(columns: 21, colorMode: .truecolor))))

    let folder = try TemporaryFolder()
    let file = runWithTerminal([
      "--value", "15", "--max", "30", "--columns", "21", "--color", "256", "-o", folder.path("ring.ans"),
    ])
    #expect(file.status == 0 && file.stdout.isEmpty)
    #expect(
      Array(try Data(contentsOf: folder.url.appendingPathComponent("ring.ans")))
        == (try Self.expected(TerminalRingStyle(columns: 21))))
  }

  @Test func anExplicitWidthIsKeptButNeverWiderThanTheTerminal() throws {
    let kept = runWithTerminal(["--value", "15", "--max", "30", "--columns", "40"])
    #expect(try kept.stdout == (Self.expected(TerminalRingStyle(columns: 40))) && kept.stderr.isEmpty)
    let clamped = runWithTerminal(
      ["--value", "15", "--max", "30", "--columns", "120"], window: TerminalSize(columns: 80, rows: 24))
    #expect(clamped.stderr == "ringgen: warning: --columns 120 is wider than the terminal (80 columns); drawing 79\n")
    #expect(clamped.stdout == (try Self.expected(TerminalRingStyle(columns: 79))))
    // A file is not clamped.
    let folder = try TemporaryFolder()
    let file = runWithTerminal(
      ["--columns", "120", "-o", folder.path("ring.ans")], window: TerminalSize(columns: 80, rows: 24))
    #expect(file.status == 0 && file.stderr.isEmpty)
  }

  @Test func withNoOutputAndNoTerminalItIsStillAnError() {
    let run = runWithTerminal(["--value", "15"], isTerminal: false)
    #expect(run.status == 64 && run.stdout.isEmpty)
    #expect(
      run.stderr
        == "ringgen: error: no output file: add -o FILE (.png, .svg, .pdf, .apng, .gif, .webp or .ans, or a pattern such as ring-%03d.png), or -o - for standard output\n"
    )
    #expect(runWithTerminal(["--format", "png"]).status == 64, "a PNG is not printed on a terminal")
  }

  @Test func theExtensionAnsMeansANSI() throws {
    #expect(ImageFormat(pathExtensionOf: "ring.ANS") == .ansi)
    #expect(ImageFormat(pathExtensionOf: "ring.ansi") == .ansi)
    #expect(!ImageFormat.ansi.isBinary)
  }
}

/// Every rejected terminal input: exit 64, one line naming the flag, nothing written.
@Suite("Terminal bad input")
struct TerminalBadInputTests {
  @Test(arguments: [
    (["--symbols", "octant"], "--symbols: expected auto|block|half|quadrant|sextant|braille|ascii, got 'octant'"),
    (["--color", "8"], "--color: expected auto|truecolor|256|16|none, got '8'"),
    (["--color", "always"], "--color: expected auto|truecolor|256|16|none, got 'always'"),
    (["--columns", "7"], "--columns: expected a whole number from 8 to 1000, got '7'"),
    (["--columns", "0"], "--columns: expected a whole number from 8 to 1000, got '0'"),
    (["--columns", "-40"], "--columns: expected a whole number from 8 to 1000, got '-40'"),
    (["--columns", "1001"], "--columns: expected a whole number from 8 to 1000, got '1001'"),
    (["--columns", "1e9"], "--columns: expected a whole number from 8 to 1000, got '1e9'"),
    (["--columns", "40.5"], "--columns: expected a whole number from 8 to 1000, got '40.5'"),
    (["--columns", "wide"], "--columns: expected a whole number from 8 to 1000, got 'wide'"),
    (
      ["--cell-aspect", "3"],
      "--cell-aspect: expected a cell's width / height from 0.2 to 2, such as 0.5 or 9/19, got '3'"
    ),
    (
      ["--cell-aspect", "0"],
      "--cell-aspect: expected a cell's width / height from 0.2 to 2, such as 0.5 or 9/19, got '0'"
    ),
    (
      ["--cell-aspect", "1/0"],
      "--cell-aspect: expected a cell's width / height from 0.2 to 2, such as 0.5 or 9/19, got '1/0'"
    ),
    (
      ["--cell-aspect", "nan"],
      "--cell-aspect: expected a cell's width / height from 0.2 to 2, such as 0.5 or 9/19, got 'nan'"
    ),
    (
      ["--size", "10x10000", "--columns", "100"],
      "--columns: a 10x10000 canvas 100 columns wide is 50001 rows tall; the limit is 1000"
    ),
  ])
  func rejected(arguments: [String], message: String) throws {
    for output in [["-o", "ring.ans"], ["--format", "ansi", "-o", "-"], [], ["watch"]] {
      let folder = try TemporaryFolder()
      let place = output.map { $0 == "ring.ans" ? folder.path("ring.ans") : $0 }
      let command = place == ["watch"] ? ["watch"] + arguments : arguments + place
      let run = runWithTerminal(command, window: nil, lines: [(.zero, "5"), (.zero, nil)])
      #expect(run.status == 64, "\(command)")
      #expect(run.stderr == "ringgen: error: \(message)\n", "\(command)")
      #expect(try run.stdout.isEmpty && (folder.contents()).isEmpty, "nothing written")
    }
  }

  @Test func specKeys() throws {
    let folder = try TemporaryFolder()
    try #"{"columns": 4}"#.write(toFile: folder.path("s.json"), atomically: true, encoding: .utf8)
    let run = runWithTerminal(["--spec", folder.path("s.json")])
    #expect(
      run.status == 64 && run.stderr.contains(#"s.json:1: "columns": expected a whole number from 8 to 1000, got 4"#))
    try #"{"columns": 21, "cellAspect": "1/2", "symbols": "half", "color": "none"}"#.write(
      toFile: folder.path("t.json"), atomically: true, encoding: .utf8)
    let good = runWithTerminal(["--spec", folder.path("t.json"), "--value", "15", "--max", "30"])
    #expect(
      good.stdout
        == (try TerminalOutputTests.expected(TerminalRingStyle(columns: 21, symbols: .half, colorMode: .none))))
  }
}

/// `--graphics`: the ring as a PNG for terminals that show pixels.
@Suite("terminal graphics output")
struct TerminalGraphicsOutputTests {
  static func png(inKitty bytes: [UInt8]) -> Data? {
    let text = String(decoding: bytes, as: UTF8.self)
    let payload = text.components(separatedBy: "\u{1B}_G").dropFirst().map {
      $0.components(separatedBy: "\u{1B}\\")[0].split(separator: ";", maxSplits: 1).last.map(String.init) ?? ""
    }.joined()
    return Data(base64Encoded: payload)
  }

  @Test func onKittyTheRingIsAPNGSizedToTheWindowsCells() throws {
    let run = runWithTerminal(
      ["--value", "42", "--columns", "21"], environment: ["TERM": "xterm-kitty", "LANG": "C.UTF-8"],
      window: TerminalSize(columns: 100, rows: 40, cellPixels: (9, 18)))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.text.hasPrefix("\u{1B}_Ga=T,f=100,"))
    let png = try #require(Self.png(inKitty: run.stdout))
    let (canvas, rows) = try ProgressRing.graphicsCanvas(
      for: RingCanvas(size: 256), columns: 21, cellWidth: 9, cellHeight: 18)
    #expect(canvas.pixelWidth == 189 && canvas.pixelHeight == rows * 18)
    #expect(png == (try ProgressRing(value: 42).pngData(on: canvas)))
  }

  @Test func textUnlessAskedOrOnATerminalThatShowsPixels() throws {
    let plain = runWithTerminal(["--value", "42", "--columns", "21"])
    #expect(plain.status == 0 && !plain.text.contains("\u{1B}_G") && plain.text.contains("42%"))
    let piped = runWithTerminal(
      ["--value", "42", "--columns", "21", "--format", "ansi", "-o", "-"],
      environment: ["TERM": "xterm-kitty", "LANG": "C.UTF-8"], isTerminal: false)
    #expect(piped.status == 0 && !piped.text.contains("\u{1B}_G"))
    let asked = runWithTerminal(
      ["--value", "42", "--columns", "21", "--format", "ansi", "-o", "-", "--graphics", "iterm"], isTerminal: false)
    #expect(asked.text.hasPrefix("\u{1B}]1337;File=inline=1;"))
    let foot = runWithTerminal(
      ["--value", "42", "--columns", "21"], environment: ["TERM": "foot", "LANG": "C.UTF-8"],
      window: TerminalSize(columns: 100, rows: 40, cellPixels: (9, 18)))
    #expect(foot.status == 0 && foot.text.hasPrefix("\u{1B}P0;1;0q\"1;1;189;"), "sixels on foot")
    let none = runWithTerminal(
      ["--value", "42", "--columns", "21", "--graphics", "none"],
      environment: ["TERM": "xterm-kitty", "LANG": "C.UTF-8"])
    #expect(!none.text.contains("\u{1B}_G") && none.text.contains("42%"))
  }
}
