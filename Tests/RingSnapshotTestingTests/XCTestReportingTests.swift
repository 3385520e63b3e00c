import Foundation
import RingImageFixtures
import RingKit
import XCTest

@testable import RingSnapshotTesting

/// `assertSnapshot` from an `XCTestCase`: failures go through `XCTFail`, at the call site.
final class XCTestReportingTests: XCTestCase {
  private struct Failure {
    var message: String
    var file: String
    var line: Int
  }

  /// Failures recorded while `capturing` runs; nil otherwise, when they fail the test as usual.
  private var captured: [Failure]?

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if captured != nil {
      captured?.append(Failure(message: description, file: filePath, line: lineNumber))
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  private func capturing(_ body: () throws -> Void) rethrows -> [Failure] {
    captured = []
    defer { captured = nil }
    try body()
    return captured ?? []
  }

  func testFailuresGoThroughXCTFailAtTheCallSite() throws {
    try Sandbox.run { sandbox in
      var line = 0
      let failures = capturing {
        line = #line + 1  // the assertion on the next line
        assertSnapshot(of: plainRing(value: 30), size: 32, named: "ring")
      }
      XCTAssertEqual(failures.count, 1)
      let path = sandbox.reference("testFailuresGoThroughXCTFailAtTheCallSite", "ring", file: "XCTestReportingTests")
      XCTAssertTrue(
        failures.first?.message.contains("recorded new reference at \(path) — run again") == true,
        failures.first?.message ?? "")
      XCTAssertEqual(failures.first?.file, #filePath)
      XCTAssertEqual(failures.first?.line, line)

      XCTAssertEqual(capturing { assertSnapshot(of: plainRing(value: 30), size: 32, named: "ring") }.count, 0)
      let mismatch = capturing { assertSnapshot(of: plainRing(value: 60), size: 32, named: "ring") }
      XCTAssertTrue(mismatch.first?.message.contains("does not match its reference") == true)
    }
  }

  func testUnnamedSnapshotsAreNumberedPerTest() throws {
    try Sandbox.run { sandbox in
      let failures = capturing {
        assertSnapshot(of: plainRing(value: 30), size: 16)
        assertSnapshot(of: "text\n", as: .text)
      }
      XCTAssertEqual(failures.count, 2)
      XCTAssertEqual(
        sandbox.files(),
        [
          "Snapshots/XCTestReportingTests/testUnnamedSnapshotsAreNumberedPerTest.1.png",
          "Snapshots/XCTestReportingTests/testUnnamedSnapshotsAreNumberedPerTest.2.txt",
        ])
    }
  }

  func testScopesWorkFromInvokeTestStyleWrappers() throws {
    try Sandbox.run { sandbox in
      let failures = capturing {
        withSnapshotTesting(record: .never) { assertSnapshot(of: plainRing(value: 30), size: 16, named: "never") }
      }
      XCTAssertEqual(failures.count, 1)
      XCTAssertTrue(failures.first?.message.contains("nothing was written") == true)
      XCTAssertFalse(sandbox.files().contains { $0.hasPrefix("Snapshots") })
    }
  }

  /// Whatever XCTest has told the library, a mismatch reported from a test is one failure:
  /// not an `XCTFail` plus an issue or a line on standard error.
  func testAMismatchIsExactlyOneFailure() throws {
    try Sandbox.run { _ in
      XCTAssertEqual(capturing { assertSnapshot(of: plainRing(value: 30), size: 16, named: "one") }.count, 1)
      let outcome = SnapshotOutcome(failure: SnapshotFailure(reason: .mismatch, message: "differs"))
      let callSite = CallSite(fileID: #fileID, filePath: #filePath, function: #function, line: #line, column: #column)
      XCTAssertTrue(Thread.isMainThread)
      let failures = capturing { SnapshotReporter.report(outcome, at: callSite) }
      XCTAssertEqual(failures.map(\.message), ["failed - differs"])
      let mismatch = capturing { assertSnapshot(of: plainRing(value: 60), size: 16, named: "one") }
      XCTAssertEqual(mismatch.count, 1)
    }
  }

  func testSwiftTestingIsNotRunningHere() {
    if case .xcTest = RunningTest.current {} else { XCTFail("expected XCTest, got \(RunningTest.current)") }
  }
}
