import Testing
import XCTest

/// Records a failure in whichever test framework is running the assertion.
enum SnapshotReporter {
  /// Under Swift Testing (`Test.current` is set), records an issue at the call site and
  /// attaches the artifacts (kept with `swift test --attachments-path`); otherwise calls
  /// `XCTFail` at the call site.
  static func report(_ outcome: SnapshotOutcome, at callSite: CallSite) {
    guard let failure = outcome.failure else { return }
    if Test.current != nil {
      Issue.record(Comment(rawValue: failure.message), sourceLocation: callSite.sourceLocation)
      for attachment in outcome.attachments {
        Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: callSite.sourceLocation)
      }
    } else {
      XCTFail(failure.message, file: callSite.filePath, line: callSite.line)
    }
  }
}
