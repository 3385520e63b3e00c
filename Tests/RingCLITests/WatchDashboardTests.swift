import Foundation
import RingCairo
import RingKit
import RingTerminal
import Testing

@testable import RingCLI

/// `ringgen watch` with named fields: one ring per field, side by side, wrapping when narrow.
@Suite("watch dashboard")
struct WatchDashboardTests {
  /// The final screen of a live run.
  static func screen(_ run: TerminalRun) -> ScreenModel {
    var screen = ScreenModel()
    screen.feed(run.stdout)
    return screen
  }

  /// The row and column where `text` starts on the screen, if it is there.
  static func find(_ text: String, in lines: [String]) -> (row: Int, column: Int)? {
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: text) { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
    }
    return nil
  }

  @Test func threeFieldsAtAHundredColumnsAreSideBySide() throws {
    let run = runWithTerminal(
      ["watch", "--fields", "cpu,mem,disk"], window: TerminalSize(columns: 100, rows: 40),
      lines: [(.milliseconds(100), "cpu=42 mem=71.5 disk=93"), (.seconds(2), nil)])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let screen = Self.screen(run)
    #expect(screen.problems.isEmpty && screen.cursorVisible, "\(screen.problems)")
    let lines = screen.lines
    let cpu = try #require(Self.find(" cpu ", in: lines)), mem = try #require(Self.find(" mem ", in: lines))
    let disk = try #require(Self.find(" disk ", in: lines))
    #expect(cpu.row == mem.row && mem.row == disk.row && cpu.column < mem.column && mem.column < disk.column)
    let labels = try ["42%", "72%", "93%"].map { try #require(Self.find($0, in: lines)) }
    #expect(Set(labels.map(\.row)).count == 1 && labels.map(\.column) == labels.map(\.column).sorted())
    #expect(lines.allSatisfy { $0.count < 100 })
    // Each ring is the one-shot ring of its value at the dashboard's width.
    let layout = DashboardLayout(
      names: ["cpu", "mem", "disk"], style: TerminalRingStyle(columns: 8), columns: nil,
      window: TerminalSize(columns: 100, rows: 40), canvas: RingCanvas(size: 256))
    #expect(layout.perRow == 3)
    let mid = try ProgressRing(value: 71.5).cellGrid(on: RingCanvas(size: 256), style: layout.style)
    let left = layout.style.columns + DashboardLayout.gap
    for row in 0..<mid.rows {
      #expect(String(Array(lines[row]).dropFirst(left).prefix(mid.columns)) == mid.lines[row], "row \(row)")
    }
  }

  @Test func atFortyColumnsTheyWrap() throws {
    let run = runWithTerminal(
      ["watch"], window: TerminalSize(columns: 40, rows: 60),
      lines: [(.zero, "cpu:42 mem:71.5 disk:93/500"), (.seconds(2), nil)])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    let lines = Self.screen(run).lines
    let cpu = try #require(Self.find(" cpu ", in: lines)), mem = try #require(Self.find(" mem ", in: lines))
    let disk = try #require(Self.find(" disk ", in: lines))
    #expect(cpu.row == mem.row && disk.row > cpu.row, "fields inferred from the first line, in its order")
    #expect(Self.find("19%", in: lines) != nil, "disk's own max: 93 of 500")
    #expect(lines.allSatisfy { $0.count < 40 })
  }

  @Test func jsonObjectsAndLaterLinesMoveTheirOwnRing() throws {
    let run = runWithTerminal(
      ["watch", "--fields", "a,b", "--columns", "21"],
      lines: [(.zero, #"{"a": 10, "b": "50%"}"#), (.seconds(1), "b=80"), (.seconds(2), nil)])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = Self.screen(run).lines
    let a = try #require(Self.find("10%", in: lines)), b = try #require(Self.find("80%", in: lines))
    #expect(a.row == b.row && a.column < b.column)
  }

  @Test func idleDashboardsWaitWithoutATimeout() {
    let run = runWithTerminal(
      ["watch", "--fields", "cpu,mem,disk"], lines: [(.seconds(1), "cpu=1 mem=2 disk=3"), (.seconds(60), nil)])
    #expect(run.status == 0)
    // The spinner's second at 15 frames, the moves, then one blocking wait until the input ends.
    #expect(run.timeouts.last == .some(nil) && run.timeouts.filter { $0 == nil }.count == 1, "\(run.timeouts)")
    #expect(run.timeouts.count < 15 + 20, "\(run.timeouts.count) waits")
  }

  @Test(arguments: [
    ("cpu=42 gpu=3", "watch: line 2: unknown field 'gpu'; the fields are cpu, mem"),
    ("cpu=abc", "watch: line 2: field 'cpu': expected a number such as 42, 42/120 or 42%, got 'abc'"),
    ("42", "watch: line 2: expected name=value pairs such as cpu=42 mem=71.5 disk=93/500, or a JSON object, got '42'"),
    (#"{"cpu": true}"#, "watch: line 2: field 'cpu': expected a number such as 42, 42/120 or 42%, got 'true'"),
    ("cpu=1 cpu=2", "watch: line 2: field 'cpu' is given twice"),
  ])
  func badLinesNameTheLineAndFieldAndRestoreTheTerminal(line: String, message: String) {
    let run = runWithTerminal(["watch"], lines: [(.zero, "cpu=1 mem=2"), (.seconds(1), line)])
    #expect(run.status == 1)
    #expect(run.stderr == "ringgen: error: \(message)\n")
    #expect(run.guardEvents == ["guard", "unguard"])
    let screen = Self.screen(run)
    #expect(screen.cursorVisible && screen.problems.isEmpty)
    #expect(run.stdout.ends(with: LiveRing.interruptRestore))
  }

  @Test func atMostTwelveFields() {
    let thirteen = (1...13).map { "f\($0)" }
    let flag = runWithTerminal(["watch", "--fields", thirteen.joined(separator: ",")])
    #expect(flag.status == 64)
    #expect(flag.stderr == "ringgen: error: --fields: a dashboard shows at most 12 fields, not 13\n")
    let inferred = runWithTerminal(
      ["watch"], lines: [(.zero, thirteen.map { "\($0)=1" }.joined(separator: " "))])
    #expect(inferred.status == 1)
    #expect(inferred.stderr == "ringgen: error: watch: line 1: 13 fields; a dashboard shows at most 12\n")
    #expect(Self.screen(inferred).cursorVisible)
    #expect(runWithTerminal(["watch", "--fields", "cpu,,mem"]).status == 64)
    #expect(runWithTerminal(["watch", "--fields", "cpu,cpu"]).status == 64)
  }

  @Test func notATerminalPrintsTheFinalDashboard() throws {
    let run = runWithTerminal(
      ["watch", "--columns", "12"], window: nil, isTerminal: false,
      lines: [(.zero, "x=25 y=75"), (.zero, nil)])
    #expect(run.status == 0 && run.writes.count == 1)
    let lines = String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("25%") && $0.contains("75%") })
    #expect(lines.contains { $0.contains(" x ") && $0.contains(" y ") })
    #expect(!run.stdout.contains(0x1B))
  }
}

extension [UInt8] {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self.suffix(suffix.count)) == suffix
  }
}
