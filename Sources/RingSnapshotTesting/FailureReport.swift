import FoundationEssentials
import RingImageDiff
import Synchronization

/// The review page of a test run's failed image snapshots: `<artifacts>/report.html`, the page
/// `ringgen compare --report` writes (``ComparisonReport``), rewritten after each failure so
/// that it always holds every image snapshot that failed so far in this process, and named in
/// each failure message.
enum FailureReport {
  /// The failures so far, by artifacts folder, then by reference path (a snapshot that fails
  /// again replaces its entry).
  private static let failures = Mutex<[String: [String: ComparisonReport.Entry]]>([:])

  /// Adds `entry` for the reference at `referencePath` to the page in `artifacts` and rewrites
  /// it atomically; the page's path, or nil with the reason it could not be written.
  static func add(
    _ entry: ComparisonReport.Entry, referencePath: String, artifacts: String
  ) -> Result<String, SnapshotFiles.Failure> {
    // Under the lock, so that two failures at once cannot write an older page last.
    failures.withLock { failures in
      failures[artifacts, default: [:]][referencePath] = entry
      return rewrite(failures[artifacts]!, in: artifacts)
    }
  }

  /// Takes the snapshot at `referencePath` off the page in `artifacts`, after it passed: the
  /// page is rewritten without it, or removed when nothing is left on it. Nothing happens when
  /// it was not on the page.
  static func remove(referencePath: String, artifacts: String) {
    failures.withLock { failures in
      guard failures[artifacts]?.removeValue(forKey: referencePath) != nil else { return }
      if failures[artifacts]!.isEmpty {
        failures[artifacts] = nil
        SnapshotFiles.remove(["\(artifacts)/report.html"])
      } else {
        _ = rewrite(failures[artifacts]!, in: artifacts)
      }
    }
  }

  private static func rewrite(
    _ entries: [String: ComparisonReport.Entry], in artifacts: String
  ) -> Result<String, SnapshotFiles.Failure> {
    let path = "\(artifacts)/report.html"
    let sorted = entries.sorted { $0.key < $1.key }.map(\.value)
    let page = ComparisonReport(title: "Failed snapshots", entries: sorted).html()
    do throws(SnapshotFiles.Failure) {
      try SnapshotFiles.write(Data(page.utf8), to: path)
      return .success(path)
    } catch {
      return .failure(error)
    }
  }
}
