import FoundationEssentials
import RingCairo
import RingKit

extension SnapshotCheck {
  /// Compares an image with `<stem>.png`, recording and writing artifacts as the mode says.
  func image(_ actual: RingRaster, png: Data) -> SnapshotOutcome {
    let path = location.reference("png")
    let paths = (
      expected: location.artifact("expected", "png"), actual: location.artifact("actual", "png"),
      diff: location.artifact("diff", "png")
    )
    SnapshotFiles.remove([paths.expected, paths.actual, paths.diff])
    let mode = settings.record.mode
    var writer = ArtifactWriter()

    guard SnapshotFiles.exists(path) else {
      if mode.recordsMissing {
        return recorded(
          png, at: path, reason: .missingReference,
          details: ["  there was no reference (record mode \(mode)); look at the new image, then commit it"])
      }
      let actualPath = writer.write(png, at: paths.actual)
      let lines =
        [
          "\(title): no reference at \(path) — \(settings.record.whyNothingIsWritten); nothing was written",
          "  actual:   \(actualPath ?? "(not written)") (\(ImageDifference.Size(width: actual.width, height: actual.height)))",
          "  to record it: run the test where CI is not set (\(SnapshotRecordMode.environmentVariable)=missing is the default), look at the new file and commit it",
        ] + writer.problemLines
      return failure(.missingReference, lines, path: path, artifacts: .init(actual: actualPath), writer: writer)
    }

    let referenceData: Data
    let expected: RingRaster
    do {
      referenceData = try SnapshotFiles.read(path)
    } catch {
      return unreadable(path: path, reason: error.reason, data: nil, png: png, paths: paths)
    }
    do {
      expected = try RingRaster(pngData: referenceData)
    } catch {
      return unreadable(path: path, reason: "\(error)", data: referenceData, png: png, paths: paths)
    }

    let comparator = ImageComparator(tolerance: settings.tolerance)
    guard !comparator.compare(expected, actual).matches else {
      guard mode == .all else { return SnapshotOutcome() }
      return recorded(
        png, at: path, reason: .recorded,
        details: ["  record mode all: the image matched its reference, which was written again"])
    }

    let (difference, diffImage) = comparator.compareWithDiffImage(expected, actual)
    let artifacts = SnapshotFailure.Artifacts(
      expected: writer.write(referenceData, at: paths.expected),
      actual: writer.write(png, at: paths.actual),
      diff: (try? diffImage.pngData()).flatMap { writer.write($0, at: paths.diff) })
    let reason: SnapshotFailure.Reason = difference.sizesMatch ? .mismatch : .sizeMismatch
    let measured = Self.measuredLines(difference) + artifactLines(artifacts) + writer.problemLines

    if mode.recordsFailures {
      return recorded(
        png, at: path, reason: reason,
        details: ["  it replaced a reference that did not match (record mode \(mode)):"] + measured.map { "  " + $0 },
        artifacts: artifacts, difference: difference, writer: writer)
    }
    let headline =
      difference.sizesMatch
      ? "\(title) does not match its reference at \(path)"
      : "\(title) has a different size from its reference at \(path): expected \(difference.expectedSize), actual \(difference.actualSize)"
    return failure(
      reason, [headline] + measured + [acceptLine("image")], path: path, artifacts: artifacts, difference: difference,
      writer: writer)
  }

  // MARK: - Outcomes

  private func unreadable(
    path: String, reason: String, data: Data?, png: Data,
    paths: (expected: String, actual: String, diff: String)
  ) -> SnapshotOutcome {
    if settings.record.mode.recordsFailures {
      return recorded(
        png, at: path, reason: .unreadableReference,
        details: ["  it replaced a reference that could not be read (\(reason))"])
    }
    var writer = ArtifactWriter()
    let artifacts = SnapshotFailure.Artifacts(
      expected: data.flatMap { writer.write($0, at: paths.expected) }, actual: writer.write(png, at: paths.actual))
    let lines =
      ["\(title): cannot read its reference at \(path): \(reason)"] + artifactLines(artifacts)
      + writer.problemLines + [acceptLine("image")]
    return failure(.unreadableReference, lines, path: path, artifacts: artifacts, writer: writer)
  }

  private func recorded(
    _ png: Data, at path: String, reason: SnapshotFailure.Reason, details: [String],
    artifacts: SnapshotFailure.Artifacts = .init(), difference: ImageDifference? = nil, writer: ArtifactWriter = .init()
  ) -> SnapshotOutcome {
    if let problem = record(png, at: path) {
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

  // MARK: - Message lines

  /// The comparator's numbers, and the rendering environment.
  static func measuredLines(_ difference: ImageDifference) -> [String] {
    var lines = ["  \(difference)"]
    lines.append(
      "  largest difference \(FixedPoint.format(difference.largestDifference, places: 3)) (0 same … 1 black against white), "
        + "largest channel difference \(difference.largestChannelDifference) of 255")
    if let region = difference.changedRegion { lines.append("  changed region: \(region)") }
    lines.append("  renderer: \(RendererVersions.summary)")
    return lines
  }

  private func artifactLines(_ artifacts: SnapshotFailure.Artifacts) -> [String] {
    var lines: [String] = []
    if let path = artifacts.expected { lines.append("  expected: \(path)") }
    if let path = artifacts.actual { lines.append("  actual:   \(path)") }
    if let path = artifacts.diff {
      lines.append("  diff:     \(path) (red: differs, yellow: anti-aliasing, grey: unchanged)")
    }
    return lines
  }
}
