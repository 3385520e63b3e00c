import FoundationEssentials
import RingImageDiff

extension SnapshotCheck {
  /// Compares a snapshot of one file with `<stem>.<ext>`, recording and writing artifacts as
  /// the mode says.
  func single(_ file: SnapshotFile) -> SnapshotOutcome {
    let path = location.reference(file.pathExtension)
    let ext = file.pathExtension
    let paths = (expected: location.artifact("expected", ext), actual: location.artifact("actual", ext))
    removeStaleArtifacts([file])
    let mode = settings.record.mode
    var writer = ArtifactWriter()

    guard SnapshotFiles.exists(path) else {
      if mode.recordsMissing {
        return recorded(
          file.data, at: path, reason: .missingReference,
          details: ["  there was no reference (record mode \(mode)); look at the new \(file.noun), then commit it"])
      }
      let actualPath = writer.write(file.data, at: paths.actual)
      let lines =
        [
          "\(title): no reference at \(path) — \(settings.record.whyNothingIsWritten); nothing was written",
          "  actual:   \(actualPath ?? "(not written)")",
          "  to record it: run the test where CI is not set (\(SnapshotRecordMode.environmentVariable)=missing is the default), look at the new file and commit it",
        ] + writer.problemLines
      return failure(.missingReference, lines, path: path, artifacts: .init(actual: actualPath), writer: writer)
    }

    let referenceData: Data
    do {
      referenceData = try SnapshotFiles.read(path)
    } catch {
      return unreadable(file, path: path, reason: error.reason, data: nil)
    }
    let difference: SnapshotDifference
    switch file.compare(referenceData, settings.tolerance) {
    case .unreadable(let reason): return unreadable(file, path: path, reason: reason, data: referenceData)
    case .match:
      guard mode == .all else {
        FailureReport.remove(referencePath: path, artifacts: artifactsRoot)
        removeEmptyArtifactFolder()
        return SnapshotOutcome()
      }
      return failure(
        .recorded,
        [
          "record mode all: \(title) is unchanged: it matches its reference at \(path), which was left as it was"
        ], path: path, writer: writer)
    case .mismatch(let found): difference = found
    }

    var artifacts = SnapshotFailure.Artifacts(
      expected: writer.write(referenceData, at: paths.expected), actual: writer.write(file.data, at: paths.actual))
    var extraLines: [String] = []
    for artifact in difference.artifacts {
      let written = writer.write(artifact.data, at: location.artifact(artifact.kind, artifact.pathExtension))
      if artifact.kind == "diff" { artifacts.diff = written }
      if let written {
        let label = "\(artifact.kind):".padding(toLength: 9, withPad: " ", startingAt: 0)
        extraLines.append("  \(label) \(written)\(artifact.note.map { " (\($0))" } ?? "")")
      }
    }
    let sizesMatch = difference.imageDifference?.sizesMatch ?? true
    let reason: SnapshotFailure.Reason = sizesMatch ? .mismatch : .sizeMismatch
    let measured =
      difference.details.map { "  " + $0 } + artifactLines(artifacts) + extraLines + writer.problemLines

    if mode.recordsFailures {
      return recorded(
        file.data, at: path, reason: reason,
        details: ["  it replaced a reference that did not match (record mode \(mode)):"] + measured.map { "  " + $0 },
        artifacts: artifacts, difference: difference.imageDifference, writer: writer)
    }
    let headline =
      "\(title) \(difference.summary ?? "does not match its reference") at \(path)"
      + (difference.summaryDetail.map { ": \($0)" } ?? "")
    let report = reportLine(file, reference: referenceData, path: path, difference: difference)
    return failure(
      reason, [headline] + measured + report + [acceptLine(file.noun)], path: path, artifacts: artifacts,
      difference: difference.imageDifference, writer: writer)
  }

  /// For an image that does not match: adds it to the run's review page in the artifacts
  /// folder (``FailureReport``) and returns the line that names the page; nothing for text.
  private func reportLine(
    _ file: SnapshotFile, reference: Data, path: String, difference: SnapshotDifference
  ) -> [String] {
    guard let measured = difference.imageDifference, file.pathExtension == "png" else { return [] }
    let diff = difference.artifacts.first { $0.kind == "diff" && $0.pathExtension == "png" }
    var detail = measured.description
    if let region = measured.changedRegion { detail += "; changed region \(region)" }
    let entry = ComparisonReport.Entry(
      name: "\(location.fileName)/\(location.stem)", status: measured.sizesMatch ? "differs" : "size",
      detail: detail, differingPixels: measured.differingPixels, expectedPath: path,
      actualPath: location.artifact("actual", "png"), expected: .init(bytes: [UInt8](reference)),
      actual: .init(bytes: [UInt8](file.data)), diff: diff.map { .init(bytes: [UInt8]($0.data)) })
    switch FailureReport.add(entry, referencePath: path, artifacts: artifactsRoot) {
    case .success(let page): return ["  report:   \(page) (every image snapshot that failed in this run)"]
    case .failure(let problem): return ["  report:   not written: \(problem.reason)"]
    }
  }

  /// The artifacts folder: the one above this test file's.
  private var artifactsRoot: String {
    let folder = location.artifactFolder
    return String(folder[..<(folder.lastIndex(of: "/") ?? folder.endIndex)])
  }

  // MARK: - Outcomes

  private func unreadable(_ file: SnapshotFile, path: String, reason: String, data: Data?) -> SnapshotOutcome {
    if settings.record.mode.recordsFailures {
      return recorded(
        file.data, at: path, reason: .unreadableReference,
        details: ["  it replaced a reference that could not be read (\(reason))"])
    }
    var writer = ArtifactWriter()
    let artifacts = SnapshotFailure.Artifacts(
      expected: data.flatMap { writer.write($0, at: location.artifact("expected", file.pathExtension)) },
      actual: writer.write(file.data, at: location.artifact("actual", file.pathExtension)))
    let lines =
      ["\(title): cannot read its reference at \(path): \(reason)"] + artifactLines(artifacts)
      + writer.problemLines + [acceptLine(file.noun)]
    return failure(.unreadableReference, lines, path: path, artifacts: artifacts, writer: writer)
  }

  private func recorded(
    _ data: Data, at path: String, reason: SnapshotFailure.Reason, details: [String],
    artifacts: SnapshotFailure.Artifacts = .init(), difference: ImageDifference? = nil, writer: ArtifactWriter = .init()
  ) -> SnapshotOutcome {
    if let problem = record(data, at: path) {
      return failure(
        .invalidSnapshot, ["\(title): \(problem)"] + details, path: path, artifacts: artifacts, difference: difference,
        writer: writer)
    }
    let lines = ["recorded new reference at \(path) — run again", "  \(title)"] + details
    var outcome = failure(reason, lines, path: path, artifacts: artifacts, difference: difference, writer: writer)
    outcome.failure?.recordedPaths = [path]
    return outcome
  }

  private func failure(
    _ reason: SnapshotFailure.Reason, _ lines: [String], path: String, artifacts: SnapshotFailure.Artifacts = .init(),
    difference: ImageDifference? = nil, writer: ArtifactWriter
  ) -> SnapshotOutcome {
    SnapshotOutcome(
      failure: SnapshotFailure(
        reason: reason, message: lines.joined(separator: "\n"), referencePath: path, artifacts: artifacts,
        difference: difference),
      attachments: writer.attachments)
  }

  private func artifactLines(_ artifacts: SnapshotFailure.Artifacts) -> [String] {
    var lines: [String] = []
    if let path = artifacts.expected { lines.append("  expected: \(path)") }
    if let path = artifacts.actual { lines.append("  actual:   \(path)") }
    return lines
  }
}
