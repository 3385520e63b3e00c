import Foundation
import Testing
import XCTest

/// Records a failure in whichever test framework is running the assertion, exactly once.
enum SnapshotReporter {
  /// Where a failure goes.
  enum Destination: Sendable, Hashable {
    /// `Issue.record`, with the artifacts attached.
    case swiftTesting
    /// `XCTFail` at the call site.
    case xcTest
    /// No test is known: both frameworks (each ignores failures outside its own tests) and
    /// standard error, so that a bad snapshot never passes silently.
    case unknown
  }

  /// Swift Testing when `Test.current` is set; XCTest when XCTest has told us which test runs,
  /// or on the main thread, where XCTest runs its tests (the first XCTest test asserts before
  /// XCTest has told us its name); otherwise unknown — an assertion on a `DispatchQueue`, a
  /// `Thread` or a detached task.
  static func destination(inSwiftTest: Bool, xcTestName: String?, isMainThread: Bool) -> Destination {
    if inSwiftTest { return .swiftTesting }
    if xcTestName != nil || isMainThread { return .xcTest }
    return .unknown
  }

  static func report(_ outcome: SnapshotOutcome, at callSite: CallSite) {
    guard let failure = outcome.failure else { return }
    let destination = destination(
      inSwiftTest: Test.current != nil, xcTestName: XCTestTracker.shared.currentName,
      isMainThread: Thread.isMainThread)
    switch destination {
    case .swiftTesting:
      Issue.record(Comment(rawValue: failure.message), sourceLocation: callSite.sourceLocation)
      for attachment in outcome.attachments {
        Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: callSite.sourceLocation)
      }
    case .xcTest:
      XCTFail(failure.message, file: callSite.filePath, line: callSite.line)
    case .unknown:
      XCTFail(failure.message, file: callSite.filePath, line: callSite.line)
      Issue.record(Comment(rawValue: failure.message), sourceLocation: callSite.sourceLocation)
      FileHandle.standardError.write(
        Data("snapshot failure at \(callSite.filePath):\(callSite.line): \(failure.message)\n".utf8))
    }
  }
}
