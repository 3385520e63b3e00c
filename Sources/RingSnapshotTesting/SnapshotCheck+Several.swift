import FoundationEssentials

extension SnapshotCheck {
  /// Compares a snapshot of several files (terminal output: `<stem>.ans` with its exact bytes
  /// and `<stem>.txt` without escapes), each against its reference; all must match.
  func several(_ files: [SnapshotFile]) -> SnapshotOutcome {
    removeStaleArtifacts(files)
    var findings = Findings()
    for file in files { check(file, into: &findings) }
    if findings.reason == nil, !findings.unchanged.isEmpty {
      findings.reason = .recorded
      findings.details = findings.unchanged.map { "  \($0): unchanged, left as it was" }
    }
    guard let reason = findings.reason else {
      removeEmptyArtifactFolder()
      return SnapshotOutcome()
    }
    return outcome(of: files, reason: reason, findings: findings)
  }

  /// What the checks of several files found, for one message: what was recorded and why, the
  /// problems, the artifacts written, and the first difference, which the message shows.
  private struct Findings {
    var writer = ArtifactWriter()
    var recordedPaths: [String] = []
    var problems: [String] = []
    var details: [String] = []
    var reason: SnapshotFailure.Reason?
    var artifacts = SnapshotFailure.Artifacts()
    var shown: SnapshotDifference?
    var unchanged: [String] = []

    /// Takes `newReason` unless a reason stands already; a recording gives way to any other.
    mutating func note(_ newReason: SnapshotFailure.Reason) {
      if reason == nil || reason == .recorded { reason = newReason }
    }
  }

  /// Compares one file with its reference, recording it where the record mode says so.
  private func check(_ file: SnapshotFile, into findings: inout Findings) {
    let path = location.reference(file.pathExtension)
    guard SnapshotFiles.exists(path) else { return missing(file, at: path, into: &findings) }
    let expected: Data
    do {
      expected = try SnapshotFiles.read(path)
    } catch {
      return unreadable(file, at: path, because: error.reason, into: &findings)
    }
    switch file.compare(expected, settings.tolerance) {
    case .match:
      if settings.record.mode == .all { findings.unchanged.append(path) }
    case .unreadable(let why):
      unreadable(file, at: path, because: why, into: &findings)
    case .mismatch(let difference):
      mismatch(file, at: path, expected: expected, difference: difference, into: &findings)
    }
  }

  private func missing(_ file: SnapshotFile, at path: String, into findings: inout Findings) {
    let mode = settings.record.mode
    findings.note(.missingReference)
    guard !mode.recordsMissing else {
      let why = "there was no reference (record mode \(mode)); look at it, then commit it"
      return recordFile(file.data, at: path, because: why, into: &findings)
    }
    let written = findings.writer.write(file.data, at: location.artifact("actual", file.pathExtension))
    findings.artifacts.actual = findings.artifacts.actual ?? written
    findings.problems.append("  no reference at \(path) — \(settings.record.whyNothingIsWritten); nothing was written")
    findings.problems.append("    actual:   \(written ?? "(not written)")")
  }

  private func unreadable(_ file: SnapshotFile, at path: String, because why: String, into findings: inout Findings) {
    findings.note(.unreadableReference)
    if settings.record.mode.recordsFailures {
      recordFile(
        file.data, at: path, because: "it replaced a reference that could not be read (\(why))", into: &findings)
    } else {
      findings.problems.append("  cannot read the reference \(path): \(why)")
    }
  }

  private func mismatch(
    _ file: SnapshotFile, at path: String, expected: Data, difference: SnapshotDifference, into findings: inout Findings
  ) {
    let mode = settings.record.mode
    findings.note(.mismatch)
    let expectedPath = findings.writer.write(expected, at: location.artifact("expected", file.pathExtension))
    let written = findings.writer.write(file.data, at: location.artifact("actual", file.pathExtension))
    if findings.artifacts.expected == nil {
      findings.artifacts.expected = expectedPath
      findings.artifacts.actual = written
    }
    if findings.shown == nil {
      findings.shown = difference
      for artifact in difference.artifacts {
        let artifactPath = findings.writer.write(
          artifact.data, at: location.artifact(artifact.kind, artifact.pathExtension))
        if artifact.kind == "diff" { findings.artifacts.diff = artifactPath }
      }
    }
    if mode.recordsFailures {
      let why = "it replaced a reference that did not match (record mode \(mode))"
      recordFile(file.data, at: path, because: why, into: &findings)
    } else {
      findings.problems.append("  \(path) does not match:")
      findings.problems.append("    expected: \(expectedPath ?? "(not written)")")
      findings.problems.append("    actual:   \(written ?? "(not written)")")
    }
  }

  /// Writes `contents` as the reference at `path` and says why, or says what stopped it.
  private func recordFile(_ contents: Data, at path: String, because why: String, into findings: inout Findings) {
    if let problem = record(contents, at: path) {
      findings.problems.append("  \(problem)")
      findings.reason = .invalidSnapshot
    } else {
      findings.recordedPaths.append(path)
      findings.details.append("  \(path): \(why)")
    }
  }

  /// The failure that `findings` report for `reason`: what was recorded, what failed, the
  /// first difference and how to accept or record it.
  private func outcome(of files: [SnapshotFile], reason: SnapshotFailure.Reason, findings: Findings) -> SnapshotOutcome
  {
    let recordedPaths = findings.recordedPaths
    var lines: [String] = recordedPaths.map { "recorded new reference at \($0) — run again" }
    if reason == .recorded && recordedPaths.isEmpty {
      lines.append("record mode all: \(title) is unchanged: it matches its references, which were left as they were")
    } else {
      lines.append(recordedPaths.isEmpty ? "\(title) does not match its reference:" : "  \(title)")
    }
    lines += findings.details + findings.problems
    if let shown = findings.shown {
      lines += shown.details.map { "  " + $0 }
      if let diff = findings.artifacts.diff { lines.append("  all of the diff: \(diff)") }
    }
    lines += findings.writer.problemLines
    let noun = files[0].noun
    if recordedPaths.isEmpty, reason != .missingReference, reason != .recorded { lines.append(acceptLine(noun)) }
    if reason == .missingReference, recordedPaths.isEmpty {
      lines.append("  to record it: run the test where CI is not set, look at the new file and commit it")
    }
    return SnapshotOutcome(
      failure: SnapshotFailure(
        reason: reason, message: lines.joined(separator: "\n"),
        referencePath: location.reference(files[0].pathExtension), recordedPaths: recordedPaths,
        artifacts: findings.artifacts),
      attachments: findings.writer.attachments)
  }
}
