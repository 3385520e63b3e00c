import Foundation
import RingImageFixtures
import RingKit
import Synchronization
import Testing

@testable import RingSnapshotTesting

/// Each failing assertion is exactly one failure, in the framework running it.
@Suite("Reporting")
struct ReportingTests {
  @Test func aMismatchIsOneIssueInSwiftTesting() throws {
    try Sandbox.run { _ in
      _ = verifySnapshot(of: plainRing(value: 50), size: 32, named: "ring")
      let seen = Mutex<[String]>([])
      withKnownIssue {
        assertSnapshot(of: plainRing(value: 70), size: 32, named: "ring")
      } matching: { issue in
        seen.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
        return true
      }
      let issues = seen.withLock { $0 }
      #expect(issues.count == 1)
      #expect(issues.first?.hasPrefix("Snapshot \"aMismatchIsOneIssueInSwiftTesting.ring\" does not match") == true)
      assertSnapshot(of: plainRing(value: 50), size: 32, named: "ring")  // a pass records nothing
    }
  }

  @Test func destinations() {
    typealias Reporter = SnapshotReporter
    #expect(Reporter.destination(inSwiftTest: true, xcTestName: nil, isMainThread: true) == .swiftTesting)
    #expect(Reporter.destination(inSwiftTest: true, xcTestName: "-[A b]", isMainThread: false) == .swiftTesting)
    // The first XCTest test asserts before XCTest has told its name: it is on the main thread.
    #expect(Reporter.destination(inSwiftTest: false, xcTestName: nil, isMainThread: true) == .xcTest)
    #expect(Reporter.destination(inSwiftTest: false, xcTestName: "-[A b]", isMainThread: false) == .xcTest)
    #expect(Reporter.destination(inSwiftTest: false, xcTestName: nil, isMainThread: false) == .unknown)
  }
}
