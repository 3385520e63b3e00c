import FoundationEssentials

extension SnapshotCheck {
  /// Compares a snapshot of several files (terminal output: `<stem>.ans` with its exact bytes
  /// and `<stem>.txt` without escapes), each against its reference; all must match.
  func several(_ files: [SnapshotFile]) -> SnapshotOutcome {
    removeStaleArtifacts(files)
    let mode = settings.record.mode
    var writer = ArtifactWriter()
    var recordedPaths: [String] = []
    var problems: [String] = []
    var details: [String] = []
    var reason: SnapshotFailure.Reason?
    var artifacts = SnapshotFailure.Artifacts()
    var shown: SnapshotDifference?
    var unchanged: [String] = []

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

    for file in files {
      let path = location.reference(file.pathExtension)
      let actualPath = location.artifact("actual", file.pathExtension)
      guard SnapshotFiles.exists(path) else {
        note(.missingReference)
        if mode.recordsMissing {
          recordFile(
            file.data, at: path, because: "there was no reference (record mode \(mode)); look at it, then commit it")
        } else {
          let written = writer.write(file.data, at: actualPath)
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
          recordFile(file.data, at: path, because: "it replaced a reference that could not be read (\(error.reason))")
        } else {
          problems.append("  cannot read the reference \(path): \(error.reason)")
        }
        continue
      }
      let difference: SnapshotDifference
      switch file.compare(expected, settings.tolerance) {
      case .match:
        if mode == .all { unchanged.append(path) }
        continue
      case .unreadable(let why):
        note(.unreadableReference)
        if mode.recordsFailures {
          recordFile(file.data, at: path, because: "it replaced a reference that could not be read (\(why))")
        } else {
          problems.append("  cannot read the reference \(path): \(why)")
        }
        continue
      case .mismatch(let found): difference = found
      }

      note(.mismatch)
      let expectedPath = writer.write(expected, at: location.artifact("expected", file.pathExtension))
      let written = writer.write(file.data, at: actualPath)
      if artifacts.expected == nil {
        artifacts.expected = expectedPath
        artifacts.actual = written
      }
      if shown == nil {
        shown = difference
        for artifact in difference.artifacts {
          let artifactPath = writer.write(artifact.data, at: location.artifact(artifact.kind, artifact.pathExtension))
          if artifact.kind == "diff" { artifacts.diff = artifactPath }
        }
      }
      if mode.recordsFailures {
        recordFile(file.data, at: path, because: "it replaced a reference that did not match (record mode \(mode))")
      } else {
        problems.append("  \(path) does not match:")
        problems.append("    expected: \(expectedPath ?? "(not written)")")
        problems.append("    actual:   \(written ?? "(not written)")")
      }
    }

    if reason == nil, !unchanged.isEmpty {
      reason = .recorded
      details = unchanged.map { "  \($0): unchanged, left as it was" }
    }
    guard let reason else {
      removeEmptyArtifactFolder()
      return SnapshotOutcome()
    }
    var lines: [String] = recordedPaths.map { "recorded new reference at \($0) — run again" }
    if reason == .recorded && recordedPaths.isEmpty {
      lines.append("record mode all: \(title) is unchanged: it matches its references, which were left as they were")
    } else {
      lines.append(recordedPaths.isEmpty ? "\(title) does not match its reference:" : "  \(title)")
    }
    lines += details + problems
    if let shown {
      lines += shown.details.map { "  " + $0 }
      if let diff = artifacts.diff { lines.append("  all of the diff: \(diff)") }
    }
    lines += writer.problemLines
    let noun = files[0].noun
    if recordedPaths.isEmpty, reason != .missingReference, reason != .recorded { lines.append(acceptLine(noun)) }
    if reason == .missingReference, recordedPaths.isEmpty {
      lines.append("  to record it: run the test where CI is not set, look at the new file and commit it")
    }
    return SnapshotOutcome(
      failure: SnapshotFailure(
        reason: reason, message: lines.joined(separator: "\n"),
        referencePath: location.reference(files[0].pathExtension), recordedPaths: recordedPaths, artifacts: artifacts),
      attachments: writer.attachments)
  }
}
