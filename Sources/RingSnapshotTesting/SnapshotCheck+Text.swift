import FoundationEssentials
import RingTerminal

extension SnapshotCheck {
  /// Most diff lines a failure message shows; the `.diff.txt` artifact has them all.
  static let diffLinesInMessage = 40

  /// Compares text with `<stem>.txt`, or ANSI text with `<stem>.ans` (exact bytes) and
  /// `<stem>.txt` (escapes removed).
  func text(_ text: String, format: TextSnapshotFormat) -> SnapshotOutcome {
    let readable = format == .ansi ? TerminalText.withoutEscapes(Array(text.utf8)) : text
    let files: [(ext: String, contents: Data)] =
      format == .ansi ? [("ans", Data(text.utf8)), ("txt", Data(readable.utf8))] : [("txt", Data(text.utf8))]
    let diffPath = location.artifact("diff", "txt")
    SnapshotFiles.remove(
      files.flatMap { [location.artifact("expected", $0.ext), location.artifact("actual", $0.ext)] } + [diffPath])

    let mode = settings.record.mode
    var writer = ArtifactWriter()
    var recordedPaths: [String] = []
    var problems: [String] = []
    var details: [String] = []
    var reason: SnapshotFailure.Reason?
    var artifacts = SnapshotFailure.Artifacts()
    var diff: [String]?

    func note(_ newReason: SnapshotFailure.Reason) {
      if reason == nil || reason == .recorded { reason = newReason }
    }
    func recordFile(_ contents: Data, at path: String, because why: String) {
      if let problem = record(contents, at: path) {
        problems.append("  \(problem)")
        reason = .invalidSnapshot
      } else {
        recordedPaths.append(path)
        details.append("  \(path): \(why)")
      }
    }

    for (ext, contents) in files {
      let path = location.reference(ext)
      let actualPath = location.artifact("actual", ext)
      guard SnapshotFiles.exists(path) else {
        note(.missingReference)
        if mode.recordsMissing {
          recordFile(
            contents, at: path, because: "there was no reference (record mode \(mode)); look at it, then commit it")
        } else {
          let written = writer.write(contents, at: actualPath)
          artifacts.actual = artifacts.actual ?? written
          problems.append("  no reference at \(path) — \(settings.record.whyNothingIsWritten); nothing was written")
          problems.append("    actual:   \(written ?? "(not written)")")
        }
        continue
      }
      let expected: Data
      do {
        expected = try SnapshotFiles.read(path)
      } catch {
        note(.unreadableReference)
        if mode.recordsFailures {
          recordFile(contents, at: path, because: "it replaced a reference that could not be read (\(error.reason))")
        } else {
          problems.append("  cannot read the reference \(path): \(error.reason)")
        }
        continue
      }
      if expected == contents {
        if mode == .all {
          note(.recorded)
          recordFile(contents, at: path, because: "record mode all: it matched, and was written again")
        }
        continue
      }

      note(.mismatch)
      let expectedPath = writer.write(expected, at: location.artifact("expected", ext))
      let written = writer.write(contents, at: actualPath)
      if artifacts.expected == nil {
        artifacts.expected = expectedPath
        artifacts.actual = written
      }
      if diff == nil {
        diff = Self.diffLines(
          expected: String(decoding: expected, as: UTF8.self), actual: String(decoding: contents, as: UTF8.self),
          ext: ext)
      }
      let line = "  \(path) does not match:"
      if mode.recordsFailures {
        recordFile(contents, at: path, because: "it replaced a reference that did not match (record mode \(mode))")
      } else {
        problems.append(line)
        problems.append("    expected: \(expectedPath ?? "(not written)")")
        problems.append("    actual:   \(written ?? "(not written)")")
      }
    }

    guard let reason else { return SnapshotOutcome() }
    var lines: [String] = recordedPaths.map { "recorded new reference at \($0) — run again" }
    lines.append(recordedPaths.isEmpty ? "\(title) does not match its reference:" : "  \(title)")
    lines += details + problems
    if let diff {
      artifacts.diff = writer.write(Data((diff.joined(separator: "\n") + "\n").utf8), at: diffPath)
      lines.append("  diff (- expected, + actual)\(artifacts.diff.map { ", all of it in \($0)" } ?? ""):")
      lines += diff.prefix(Self.diffLinesInMessage).map { "    \($0)" }
      if diff.count > Self.diffLinesInMessage {
        lines.append("    … \(diff.count - Self.diffLinesInMessage) more lines")
      }
    }
    lines += writer.problemLines
    if recordedPaths.isEmpty, reason != .missingReference { lines.append(acceptLine("text")) }
    if reason == .missingReference, recordedPaths.isEmpty {
      lines.append("  to record it: run the test where CI is not set, look at the new file and commit it")
    }
    return SnapshotOutcome(
      failure: SnapshotFailure(
        reason: reason, message: lines.joined(separator: "\n"), referencePath: location.reference(files[0].ext),
        recordedPaths: recordedPaths, artifacts: artifacts),
      attachments: writer.attachments)
  }

  /// The line diff of two versions of a file. For `.ans`, the diff of the texts without their
  /// escapes, or, when only escapes differ, of the texts with the escapes written out.
  static func diffLines(expected: String, actual: String, ext: String) -> [String] {
    if ext == "ans" {
      let readable = LineDiff.lines(
        expected: TerminalText.withoutEscapes(Array(expected.utf8)),
        actual: TerminalText.withoutEscapes(Array(actual.utf8)))
      if !readable.isEmpty { return readable }
      return ["(only escape sequences differ; ESC is written \\e)"] + LineDiff.lines(expected: expected, actual: actual)
    }
    let lines = LineDiff.lines(expected: expected, actual: actual)
    return lines.isEmpty ? ["(the bytes differ, but not in a way a line diff shows: invalid UTF-8?)"] : lines
  }
}
