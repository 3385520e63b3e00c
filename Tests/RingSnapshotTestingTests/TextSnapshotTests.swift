import Foundation
import Testing

@testable import RingSnapshotTesting

/// A terminal frame: two lines, coloured, each ending with a reset.
private let frame = "\u{1B}[38;5;33m▄▄\u{1B}[0m 50%\u{1B}[0m\n\u{1B}[38;5;250m▀▀\u{1B}[0m\n"

@Suite("Text snapshots: plain text and ANSI terminal output")
struct TextSnapshotTests {
  @Test func plainTextIsRecordedThenCompared() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("plainTextIsRecordedThenCompared", "help", file: "TextSnapshotTests", ext: "txt")
      let failure = try #require(verifySnapshot(of: "one\ntwo\n", as: .text, named: "help"))
      #expect(failure.reason == .missingReference && failure.recordedPaths == [path])
      #expect(failure.message.hasPrefix("recorded new reference at \(path) — run again"))
      #expect(try sandbox.read(path) == Data("one\ntwo\n".utf8))
      #expect(verifySnapshot(of: "one\ntwo\n", as: .text, named: "help") == nil)
    }
  }

  @Test func changedLinesAreShownAsADiff() throws {
    try Sandbox.run { sandbox in
      let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
      let new = old.replacingOccurrences(of: "line 3\n", with: "line three\n").replacingOccurrences(
        of: "line 11\n", with: "")
      _ = verifySnapshot(of: old, as: .text, named: "lines")
      let failure = try #require(verifySnapshot(of: new, as: .text, named: "lines"))
      #expect(failure.reason == .mismatch && failure.recordedPaths.isEmpty)
      let stem = "\(sandbox.artifacts)/TextSnapshotTests/changedLinesAreShownAsADiff.lines"
      #expect(
        failure.artifacts
          == .init(expected: "\(stem).expected.txt", actual: "\(stem).actual.txt", diff: "\(stem).diff.txt"))
      let diff = """
        @@ line 1 @@
          line 1
          line 2
        - line 3
        + line three
          line 4
          line 5
        @@ line 9 @@
          line 9
          line 10
        - line 11
          line 12
        \("  ")

        """
      #expect(try String(decoding: sandbox.read("\(stem).diff.txt"), as: UTF8.self) == diff)
      #expect(failure.message.contains("\n    - line 3\n    + line three\n"))
      #expect(
        failure.message.hasSuffix(
          "  to accept the actual text: RING_SNAPSHOT_RECORD=failed swift test --filter changedLinesAreShownAsADiff"))
    }
  }

  @Test(arguments: [("a\nb\n", "a\nb"), ("a\nb\n", "a\r\nb\n"), ("é\n", "e\u{301}\n"), ("a\tb", "a    b")])
  func textIsComparedByteForByte(expected: String, actual: String) throws {
    try Sandbox.run { _ in
      _ = verifySnapshot(of: expected, as: .text, named: "bytes")
      let failure = try #require(verifySnapshot(of: actual, as: .text, named: "bytes"))
      #expect(failure.reason == .mismatch)
      #expect(failure.message.contains("diff (- expected, + actual)"))
    }
  }

  @Test func ansiTextKeepsExactBytesAndAReadableCopy() throws {
    try Sandbox.run { sandbox in
      let ans = sandbox.reference(
        "ansiTextKeepsExactBytesAndAReadableCopy", "ring", file: "TextSnapshotTests", ext: "ans")
      let txt = sandbox.reference(
        "ansiTextKeepsExactBytesAndAReadableCopy", "ring", file: "TextSnapshotTests", ext: "txt")
      let failure = try #require(verifySnapshot(of: frame, as: .ansi, named: "ring"))
      #expect(failure.recordedPaths == [ans, txt])
      #expect(
        failure.message.hasPrefix(
          "recorded new reference at \(ans) — run again\nrecorded new reference at \(txt) — run again"))
      #expect(try sandbox.read(ans) == Data(frame.utf8))
      #expect(try String(decoding: sandbox.read(txt), as: UTF8.self) == "▄▄ 50%\n▀▀\n")
      #expect(verifySnapshot(of: frame, as: .ansi, named: "ring") == nil)
    }
  }

  @Test func whenOnlyEscapesDifferTheDiffShowsThem() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: frame, as: .ansi, named: "ring")
      let recoloured = frame.replacingOccurrences(of: "38;5;33m", with: "38;5;160m")
      let failure = try #require(verifySnapshot(of: recoloured, as: .ansi, named: "ring"))
      #expect(failure.reason == .mismatch)
      #expect(failure.artifacts.expected?.hasSuffix("whenOnlyEscapesDifferTheDiffShowsThem.ring.expected.ans") == true)
      #expect(failure.message.contains("(only escape sequences differ; ESC is written \\e)"))
      #expect(failure.message.contains(#"- \e[38;5;33m▄▄\e[0m 50%\e[0m"#))
      #expect(failure.message.contains(#"+ \e[38;5;160m▄▄\e[0m 50%\e[0m"#))
      #expect(!failure.message.contains(".txt does not match"), "the readable copy still matches")
    }
  }

  @Test func whenTheTextDiffersTheDiffShowsItWithoutEscapes() throws {
    try Sandbox.run { _ in
      _ = verifySnapshot(of: frame, as: .ansi, named: "ring")
      let failure = try #require(
        verifySnapshot(of: frame.replacingOccurrences(of: "50%", with: "51%"), as: .ansi, named: "ring"))
      #expect(failure.message.contains("\n    - ▄▄ 50%\n    + ▄▄ 51%\n"))
      #expect(
        failure.message.contains("ring.ans does not match:") && failure.message.contains("ring.txt does not match:"))
    }
  }

  @Test func aStaleReadableCopyFails() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: frame, as: .ansi, named: "ring")
      let txt = sandbox.reference("aStaleReadableCopyFails", "ring", file: "TextSnapshotTests", ext: "txt")
      try sandbox.write(Data("edited by hand\n".utf8), to: txt)
      let failure = try #require(verifySnapshot(of: frame, as: .ansi, named: "ring"))
      #expect(failure.reason == .mismatch)
      #expect(
        failure.message.contains("\(txt) does not match:") && !failure.message.contains("ring.ans does not match"))
      let fixed = try #require(verifySnapshot(of: frame, as: .ansi, named: "ring", record: .failed))
      #expect(fixed.recordedPaths == [txt])
      #expect(verifySnapshot(of: frame, as: .ansi, named: "ring") == nil)
    }
  }

  @Test func textRecordModesAndCI() throws {
    try Sandbox.run(environment: ["CI": "true"]) { sandbox in
      let failure = try #require(verifySnapshot(of: frame, as: .ansi, named: "ring"))
      #expect(failure.reason == .missingReference && failure.recordedPaths.isEmpty)
      #expect(
        failure.message.contains(
          "no reference at \(sandbox.reference("textRecordModesAndCI", "ring", file: "TextSnapshotTests", ext: "ans")) — CI is set, so nothing is recorded; nothing was written"
        ))
      #expect(
        sandbox.files() == [
          "artifacts/TextSnapshotTests/textRecordModesAndCI.ring.actual.ans",
          "artifacts/TextSnapshotTests/textRecordModesAndCI.ring.actual.txt",
        ])
    }
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: "x\n", as: .text, named: "t")
      let failure = try #require(verifySnapshot(of: "x\n", as: .text, named: "t", record: .all))
      #expect(failure.reason == .recorded && failure.recordedPaths.isEmpty)
      #expect(failure.message.contains("is unchanged"))
      try sandbox.write(
        Data([0xFF, 0xFE, 0x00]),
        to: sandbox.reference("textRecordModesAndCI", "t", file: "TextSnapshotTests", ext: "txt"))
      #expect(
        verifySnapshot(of: "x\n", as: .text, named: "t")?.message.contains(
          "(the bytes differ, but not in a way a line diff shows") == false)
    }
  }

  @Test func controlCharactersAreMadeVisible() {
    #expect(ControlCharacters.visible("\u{1B}[0m\u{07}a\tb\u{9B}") == "\\e[0m\\u{7}a\tb\\u{9b}")
  }

  @Test func lineDiffsAlignChangesAndSplitOnBytes() {
    #expect(LineDiff.lines(expected: "a\nb\nc", actual: "a\nb\nc").isEmpty)
    #expect(
      LineDiff.lines(expected: "a\r\nb\r\n", actual: "a\r\nc\r\n") == [
        "@@ line 1 @@", "  a\\u{d}", "- b\\u{d}", "+ c\\u{d}", "  ",
      ])
    #expect(LineDiff.lines(expected: "", actual: "new") == ["@@ line 1 @@", "- ", "+ new"])
    let many = (0..<3000).map(String.init).joined(separator: "\n")
    let diff = LineDiff.lines(expected: many, actual: many.replacingOccurrences(of: "\n1500\n", with: "\nX\n"))
    // 3000 × 3000 lines is too many to align: the rest is removed and added from the first change.
    #expect(Array(diff.prefix(4)) == ["@@ line 1499 @@", "  1498", "  1499", "- 1500"])
    #expect(diff.count == 3 + 1500 + 1500 && diff[1503] == "+ X")
    let small = (0..<30).map(String.init).joined(separator: "\n")
    #expect(
      LineDiff.lines(expected: small, actual: small.replacingOccurrences(of: "\n15\n", with: "\nX\n"))
        == ["@@ line 14 @@", "  13", "  14", "- 15", "+ X", "  16", "  17"])
  }
}
