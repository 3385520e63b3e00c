import Foundation
import RingCairo
import RingKit
import RingTerminal
import Testing

@testable import RingCLI

/// `ringgen watch` driven by a fake clock, scripted input and an in-memory terminal.
@Suite("watch")
struct WatchCommandTests {
  static let style = TerminalRingStyle(columns: 21)

  /// The one-shot rendering `watch` must end on.
  static func finalGrid(_ value: Double, max: Double = 100, style: TerminalRingStyle = style) throws -> CellGrid {
    try ProgressRing(value: value, maxValue: max).cellGrid(on: RingCanvas(size: 256), style: style)
  }

  static func frames(_ run: TerminalRun) -> [(at: Duration, bytes: [UInt8])] {
    run.writes.filter {
      $0.bytes.starts(with: LiveRing.beginSynchronizedUpdate) || $0.bytes.starts(with: LiveRing.hideCursor)
    }
  }

  /// A reading out of 0…max warns as `--value` does, once per ring and kind, naming the line,
  /// after the picture; the ring shows it clamped.
  @Test func readingsOutOfRangeWarnAsTheValueFlagDoes() throws {
    let folder = try TemporaryFolder()
    let result = try runBinary(
      ["watch", "--columns", "12", "--color", "none"], in: folder.url, stdin: Data("50\n120\n130\n-5\n40\n".utf8))
    #expect(result.status == 0)
    #expect(
      result.stderr.split(separator: "\n") == [
        "ringgen: warning: watch: line 2: the value 120 is above the maximum 100 and is drawn full; --overflow laps draws the extra laps",
        "ringgen: warning: watch: line 4: the value -5 is below 0 and is drawn as 0",
      ])
    let flag = try runBinary(["--value", "120", "--size", "16", "-o", "r.png"], in: folder.url)
    #expect(
      flag.stderr.hasSuffix(
        " the value 120 is above the maximum 100 and is drawn full; --overflow laps draws the extra laps\n"))
    let inRange = try runBinary(["watch", "--columns", "12"], in: folder.url, stdin: Data("10\n100\n0\n60/60\n".utf8))
    #expect(inRange.stderr.isEmpty, "\(inRange.stderr)")
  }

  @Test func onATerminalTheRingMovesAndEndsOnTheLastValue() throws {
    let lines: [(at: Duration, line: String?)] = [
      (.milliseconds(100), "10"), (.milliseconds(900), "40/80"), (.milliseconds(1500), "75%"), (.seconds(2), nil),
    ]
    let run = runWithTerminal(["watch", "--columns", "21"], lines: lines)
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    #expect(run.guardEvents == ["guard", "unguard"])

    var screen = ScreenModel()
    screen.feed(run.stdout)
    #expect(screen.problems.isEmpty, "\(screen.problems)")
    #expect(screen.cursorVisible && screen.synchronizedDepth == 0)
    // The screen shows exactly the one-shot ring at 75 % of 80, with the cursor below it.
    let final = try Self.finalGrid(60, max: 80)
    #expect(screen.lines == final.lines + [""])
    #expect(screen.cursorRow == final.rows && screen.cursorColumn == 0)
    // …and the last frame's bytes are that ring's, colours included.
    let last = try #require(Self.frames(run).last)
    #expect(last.bytes.ends(with: ANSIEncoder(colorMode: .ansi256).encode(final) + LiveRing.endSynchronizedUpdate))
    // Reverse-video cells included: the ring has some, at its bands' top and right edges.
    #expect(final.cells.contains { $0.isReverseVideo })
    #expect(String(decoding: run.writes.last?.bytes ?? [], as: UTF8.self) == "\u{1B}[?25h\n")

    // The first frame hides the cursor and shows the spinner: no reading has arrived yet.
    let first = try #require(Self.frames(run).first)
    #expect(first.at == .zero && first.bytes.starts(with: LiveRing.hideCursor))
    #expect(!TerminalText.withoutEscapes(first.bytes).contains("%"))
    // In between, the label counts: some frame shows a value between 10 and 40 of 80.
    let percents = Self.frames(run).compactMap { frame in
      TerminalText.withoutEscapes(frame.bytes).split(separator: " ").first { $0.hasSuffix("%") }.flatMap {
        Int($0.dropLast())
      }
    }
    #expect((percents.first ?? 100) <= 2 && percents.last == 75, "moves start from the starting value, 0")
    #expect(percents.contains { 10 < $0 && $0 < 50 } && percents.contains { 50 < $0 && $0 < 75 }, "\(percents)")
    #expect(percents == percents.sorted(), "the label counts up")
  }

  /// The animation flags shape each move: with --duration 0 the ring jumps straight to each
  /// reading; with a long linear move the label passes through the values in between.
  @Test func easingAndDurationShapeTheMoves() throws {
    func percents(_ arguments: [String]) -> [Int] {
      let run = runWithTerminal(
        ["watch", "--columns", "21"] + arguments, lines: [(.milliseconds(100), "50"), (.seconds(3), nil)])
      return Self.frames(run).compactMap { frame in
        TerminalText.withoutEscapes(frame.bytes).split(separator: " ").first { $0.hasSuffix("%") }.flatMap {
          Int($0.dropLast())
        }
      }
    }
    // Before the reading the spinner turns, with no label.
    #expect(percents(["--duration", "0"]) == [50])
    let slow = percents(["--duration", "2", "--easing", "linear"])
    #expect((slow.first ?? 100) <= 2 && slow.last == 50 && slow.count > 20, "\(slow)")
    // Frames keep the spinner's 15-a-second beat, so a frame lands within a frame of halfway.
    #expect(slow.contains { (24...26).contains($0) }, "linear passes the midpoint halfway")
    #expect(zip(slow, slow.dropFirst()).allSatisfy { (1...2).contains($1 - $0) }, "evenly: \(slow)")
  }

  @Test func framesAreAtMostFifteenASecond() throws {
    // 1000 readings in one second, 0.0 to 99.9.
    var lines: [(at: Duration, line: String?)] = (0..<1000).map { (.milliseconds($0), "\(Double($0) / 10)") }
    lines.append((.milliseconds(1000), nil))
    let run = runWithTerminal(["watch", "--columns", "21"], lines: lines)
    #expect(run.status == 0)
    let frames = Self.frames(run)
    let times = frames.map(\.at)
    for (earlier, later) in zip(times, times.dropFirst()) {
      #expect(later - earlier >= WatchSession.frameInterval, "\(earlier) → \(later)")
    }
    for start in stride(from: 0, to: 2000, by: 50).map({ Duration.milliseconds($0) }) {
      #expect(
        times.filter { start <= $0 && $0 < start + .seconds(1) }.count <= 15, "frames in the second from \(start)")
    }
    #expect(times.count >= 10, "the ring moves: \(times.count) frames")
    // The last reading is drawn once its transition has played out.
    var screen = ScreenModel()
    screen.feed(run.stdout)
    let final = try Self.finalGrid(99.9)
    #expect(Array(screen.lines.dropLast()) == final.lines)
    // Readings merge into moves of 0.3 s: the last ends at most two moves after the input.
    #expect(
      try #require(times.last) <= .milliseconds(1000) + WatchSession.defaultTransitionDuration * 2
        + WatchSession.frameInterval)
  }

  @Test func waitingForInputUsesNoTimeoutOnceTheScreenIsUpToDate() {
    let run = runWithTerminal(["watch", "--columns", "21"], lines: [(.seconds(5), "50"), (.seconds(60), nil)])
    #expect(run.status == 0)
    // Timeouts while the spinner turns (5 s at 15 frames a second) and while the ring moves,
    // each at most a frame; then one blocking wait (nil) while idle, until the input ends.
    #expect(run.timeouts.last == .some(nil))
    #expect(run.timeouts.filter { $0 == nil }.count == 1)
    #expect(run.timeouts.compactMap { $0 }.allSatisfy { $0 <= WatchSession.frameInterval })
    #expect(run.timeouts.count < 5 * 15 + 20, "\(run.timeouts.count) waits")
    let frames = Self.frames(run).map(\.bytes)
    #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 != $1 }, "no frame is written twice in a row")
  }

  /// Until the first reading, the dots spinner turns where the ring will be, at most 15
  /// frames a second, each frame the spinner at its time; the reading then brings the ring.
  @Test func theSpinnerTurnsUntilTheFirstReading() throws {
    let run = runWithTerminal(["watch", "--columns", "21"], lines: [(.seconds(1), "40"), (.seconds(2), nil)])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let spinner = Spinner(style: .dots)
    let before = Self.frames(run).filter { $0.at < .seconds(1) }
    // Frames at 0, 1/15 s, … (the 16th lands a rounding error short of 1 s).
    #expect(before.count >= 10 && before.count <= 16, "\(before.count) spinner frames in a second")
    for frame in before {
      let grid = try spinner.ring(ProgressRing(), at: frame.at / .seconds(1)).cellGrid(
        on: RingCanvas(size: 256), style: Self.style)
      #expect(frame.bytes.ends(with: ANSIEncoder(colorMode: .ansi256).encode(grid) + LiveRing.endSynchronizedUpdate))
    }
    #expect(Set(before.map(\.bytes)).count > 5, "it turns")
    var screen = ScreenModel()
    screen.feed(run.stdout)
    #expect(screen.lines == (try Self.finalGrid(40)).lines + [""])
    // --indeterminate picks the style.
    let arc = runWithTerminal(
      ["watch", "--columns", "21", "--indeterminate", "arc"], lines: [(.milliseconds(500), "40"), (.seconds(1), nil)])
    let first = try #require(Self.frames(arc).first)
    let arcGrid = try Spinner(style: .arc).ring(ProgressRing(), at: 0).cellGrid(
      on: RingCanvas(size: 256), style: Self.style)
    #expect(first.bytes.ends(with: ANSIEncoder(colorMode: .ansi256).encode(arcGrid) + LiveRing.endSynchronizedUpdate))
  }

  /// Input that ends before any reading leaves the ring at its starting value, not a spinner.
  @Test func inputWithoutReadingsEndsOnTheStartingRing() throws {
    let run = runWithTerminal(["watch", "--columns", "21"], lines: [(.milliseconds(300), nil)])
    #expect(run.status == 0)
    var screen = ScreenModel()
    screen.feed(run.stdout)
    #expect(screen.lines == (try Self.finalGrid(0)).lines + [""])
  }

  @Test func notATerminalPrintsOnlyTheFinalRing() throws {
    let lines: [(at: Duration, line: String?)] = [(.zero, "10"), (.zero, ""), (.zero, "  42  "), (.zero, nil)]
    let run = runWithTerminal(["watch", "--columns", "21"], isTerminal: false, lines: lines)
    #expect(run.status == 0 && run.guardEvents.isEmpty)
    let expected = try ProgressRing(value: 42).ansiData(
      on: RingCanvas(size: 256), style: TerminalRingStyle(columns: 21, colorMode: .none))
    #expect(run.writes.count == 1 && run.stdout == expected)
    // TERM=dumb is not a terminal that can redraw either.
    let dumb = runWithTerminal(["watch", "--columns", "21"], environment: ["TERM": "dumb"], lines: lines)
    #expect(dumb.writes.count == 1 && !dumb.stdout.contains(0x1B) && dumb.guardEvents.isEmpty)
  }

  @Test func aBadLineRestoresTheTerminalThenNamesTheLine() {
    let lines: [(at: Duration, line: String?)] = [
      (.zero, "10"), (.milliseconds(500), "20"), (.seconds(1), "twenty\u{1B}[2J"),
    ]
    let run = runWithTerminal(["watch", "--columns", "21"], lines: lines)
    #expect(run.status == 1)
    #expect(
      run.stderr == "ringgen: error: watch: line 3: expected a number such as 42, 42/120 or 42%, got 'twenty?[2J'\n")
    var screen = ScreenModel()
    screen.feed(run.stdout)
    #expect(screen.cursorVisible && screen.problems.isEmpty)
    #expect(run.guardEvents == ["guard", "unguard"])
    let notATerminal = runWithTerminal(
      ["watch"], isTerminal: false, lines: [(.zero, "1"), (.zero, "2"), (.zero, "abc")])
    #expect(notATerminal.status == 1 && notATerminal.stdout.isEmpty)
    #expect(notATerminal.stderr.contains("line 3") && notATerminal.stderr.contains("'abc'"))
  }

  @Test func aFailedWriteStopsWithTheReason() {
    let lines: [(at: Duration, line: String?)] = [(.zero, "10"), (.seconds(1), "90"), (.seconds(2), nil)]
    let run = runWithTerminal(["watch", "--columns", "21"], lines: lines, failWritesAfter: 3)
    #expect(run.status == 1 && run.stderr == "ringgen: error: cannot write 'standard output': Broken pipe\n")
    #expect(run.writes.count == 3 && run.guardEvents == ["guard", "unguard"])
  }

  @Test func aTallRingIsShrunkToTheWindow() {
    let run = runWithTerminal(
      ["watch", "--columns", "60"], window: TerminalSize(columns: 100, rows: 20), lines: [(.zero, nil)])
    #expect(
      run.stderr
        == "ringgen: warning: --columns 60 makes a ring 31 rows tall, taller than the terminal (20 rows); drawing 39 columns\n"
    )
    var screen = ScreenModel()
    screen.feed(run.stdout)
    #expect(screen.lines.count == 20 && screen.lines.dropLast().allSatisfy { $0.count == 39 })
  }

  @Test func badInvocations() {
    #expect(
      runWithTerminal(["watch", "-o", "ring.ans"]).stderr.contains("watch draws on standard output; remove -o ring.ans")
    )
    #expect(
      runWithTerminal(["watch", "--format", "png"]).stderr
        == "ringgen: error: watch draws the ring as terminal text; remove --format png\n")
    #expect(runWithTerminal(["watch", "42"]).status == 64)
    #expect(runWithTerminal(["watch", "--help"]).text.contains("ringgen watch"))
  }
}

@Suite("watch input")
struct WatchInputTests {
  @Test(arguments: [
    ("42", WatchReading.value(42)), ("  42.5\t", .value(42.5)), ("-3", .value(-3)), ("1e2", .value(100)),
    ("42/120", .valueOf(42, max: 120)), (" 42 / 120 ", .valueOf(42, max: 120)), ("42%", .percent(42)),
    ("16.2 %", .percent(16.2)),
  ])
  func readings(line: String, reading: WatchReading) throws {
    #expect(try WatchReading.parse(line) == reading)
  }

  @Test(arguments: ["abc", "42/", "/120", "42%%", "0x10", "inf", "nan", "4 2", "42/120/3", "--", "1e999", "#"])
  func badReadings(line: String) {
    #expect(throws: WatchReadingError(text: line.trimmingCharacters(in: .whitespaces))) { try WatchReading.parse(line) }
  }

  @Test func blankLinesAreNotReadings() throws {
    #expect(try WatchReading.parse("") == nil && WatchReading.parse(" \t ") == nil)
  }

  @Test func readingsMoveTheValueAndTheMaximum() {
    #expect(WatchReading.percent(25).applied(toMax: 80) == (20, 80))
    #expect(WatchReading.valueOf(3, max: 4).applied(toMax: 80) == (3, 4))
    #expect(WatchReading.value(7).applied(toMax: 80) == (7, 80))
  }

  /// Lines from a real pipe, split at \n, \r\n and \r, however the bytes arrive.
  @Test func descriptorLinesSplitAtEveryTerminator() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    var source = DescriptorLineSource(descriptor: ends[0])
    #expect(try source.next(timeout: .milliseconds(10)) == .timeout, "nothing written yet")
    for chunk in ["1\n2\r", "\n3\r4", "\r\n", "\n5"] {
      _ = chunk.utf8CString.withUnsafeBufferPointer { write(ends[1], $0.baseAddress, $0.count - 1) }
    }
    close(ends[1])
    var events: [InputEvent] = []
    while true {
      let event = try source.next(timeout: .seconds(5))
      events.append(event)
      if event == .end { break }
    }
    #expect(events == [.line("1"), .line("2"), .line("3"), .line("4"), .line(""), .line("5"), .end])
  }

  @Test func endlessLinesAreRefused() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let long = [UInt8](repeating: UInt8(ascii: "7"), count: DescriptorLineSource.maxLineLength + 10)
    _ = long.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    var source = DescriptorLineSource(descriptor: ends[0])
    #expect(throws: CommandError.runtime("watch: line 1 is longer than 4096 bytes")) {
      try source.next(timeout: .seconds(5))
    }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}

@Suite("watch options")
struct WatchOptionTests {
  @Test func durationComesFromFlagsOrASpecAndIsBounded() throws {
    #expect(
      runWithTerminal(["watch", "--duration", "1e16"]).stderr
        == "ringgen: error: --duration: a move in watch lasts at most 60 seconds, not 10000000000000000\n")
    for spec in [["--spec", "-"], ["--spec=-"]] {
      #expect(
        runWithTerminal(["watch"] + spec).stderr
          == "ringgen: error: --spec -: watch reads its numbers from standard input; give the spec as a file\n")
    }
    // "--spec" here is the label's text, and "-" an argument without a flag.
    #expect(
      runWithTerminal(["watch", "--label", "--spec", "-"]).stderr
        == "ringgen: error: unexpected argument '-'; every input is given with a flag, such as --value -\n")
    let folder = try TemporaryFolder()
    try #"{"duration": 0}"#.write(toFile: folder.path("spec.json"), atomically: true, encoding: .utf8)
    let run = runWithTerminal(
      ["watch", "--columns", "21", "--spec", folder.path("spec.json")],
      lines: [(.milliseconds(100), "50"), (.seconds(3), nil)])
    let percents = WatchCommandTests.frames(run).compactMap { frame in
      TerminalText.withoutEscapes(frame.bytes).split(separator: " ").first { $0.hasSuffix("%") }.flatMap {
        Int($0.dropLast())
      }
    }
    #expect(percents == [50], "the spec's duration 0 makes each move a jump (the spinner shows no label)")
  }

  /// A timeline flag means nothing to watch, whose readings set the values: it is refused,
  /// naming the commands that take it.
  @Test func timelineFlagsAreRefused() {
    let run = runWithTerminal(["watch", "--fps", "10"], isTerminal: false, lines: [(.zero, "5")])
    #expect(run.status == 64)
    #expect(run.stderr == "ringgen: error: --fps is an option of render and batch, not of watch\n")
  }
}
