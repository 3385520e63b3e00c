import Foundation
import Testing
import XCTest

/// Records a failure in whichever test framework is running the assertion.
enum SnapshotReporter {
  /// Under Swift Testing (`Test.current` is set), records an issue at the call site and
  /// attaches the artifacts (kept with `swift test --attachments-path`); in a running XCTest
  /// case, calls `XCTFail` at the call site.
  ///
  /// Off any known test — an assertion on a `DispatchQueue`, a `Thread` or a detached task,
  /// where `Test.current` is nil — each framework ignores a failure outside its own tests, so
  /// the failure goes to both, and to standard error: a bad snapshot never passes silently.
  static func report(_ outcome: SnapshotOutcome, at callSite: CallSite) {
    guard let failure = outcome.failure else { return }
    if Test.current != nil {
      Issue.record(Comment(rawValue: failure.message), sourceLocation: callSite.sourceLocation)
      for attachment in outcome.attachments {
        Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: callSite.sourceLocation)
      }
    } else if XCTestTracker.shared.currentName != nil {
      XCTFail(failure.message, file: callSite.filePath, line: callSite.line)
    } else {
      XCTFail(failure.message, file: callSite.filePath, line: callSite.line)
      Issue.record(Comment(rawValue: failure.message), sourceLocation: callSite.sourceLocation)
      FileHandle.standardError.write(
        Data("snapshot failure at \(callSite.filePath):\(callSite.line): \(failure.message)\n".utf8))
    }
  }
}
