import RingImageDiff

/// `ringgen compare --report FILE.html`: the pairs as the review page.
extension CompareCommand {
  /// The page for the pairs: the files' own bytes for expected and actual (read again, so that
  /// only the pairs that are not the same are held), and the diff image each kept.
  static func report(_ results: [ImagePairResult], title: String) -> ComparisonReport {
    let entries = results.map { result in
      // An unreadable file is named, not inlined: it may not be an image at all.
      let shown = result.status != .same && result.status != .unreadable
      func image(_ path: String) -> ComparisonReport.Image? {
        guard shown, let bytes = try? FileSystem.contents(of: path, limit: fileLimit) else { return nil }
        return ComparisonReport.Image(bytes: bytes)
      }
      var differing = 0
      if case .compared(let difference) = result.outcome { differing = difference.differingPixels }
      return ComparisonReport.Entry(
        name: result.label, status: result.status.rawValue, detail: result.detail, differingPixels: differing,
        expectedPath: result.expectedPath, actualPath: result.actualPath,
        expected: result.status == .new ? nil : image(result.expectedPath),
        actual: result.status == .deleted ? nil : image(result.actualPath),
        diff: result.diffPNG.map(ComparisonReport.Image.init(bytes:)))
    }
    return ComparisonReport(title: title, entries: entries)
  }
}
