import Foundation
import RingImageFixtures
import RingKit
import Testing

@testable import RingSnapshotTesting

/// `assertSnapshot` under Swift Testing: failures are recorded as issues at the call site.
@Suite("assertSnapshot under Swift Testing")
struct AssertSnapshotTests {
  private let ring = plainRing(value: 60)

  @Test func aRecordingIsAnIssueAtTheCallSite() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("aRecordingIsAnIssueAtTheCallSite", "ring", file: "AssertSnapshotTests")
      let line = #line + 2
      withKnownIssue {
        assertSnapshot(of: ring, size: 48, named: "ring")
      } matching: { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("recorded new reference at \(path) — run again") }
          && issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
      }
      #expect(sandbox.exists(path))
      assertSnapshot(of: ring, size: 48, named: "ring")  // matches: no issue
    }
  }

  @Test func aMismatchIsAnIssue() throws {
    try Sandbox.run { _ in
      withKnownIssue { assertSnapshot(of: ring, size: 48, named: "ring") }
      withKnownIssue {
        assertSnapshot(of: plainRing(value: 61), size: 48, named: "ring")
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.contains("does not match its reference") && $0.rawValue.contains("pixels differ")
        }
      }
    }
  }

  @Test func everyOverloadReports() throws {
    try Sandbox.run { _ in
      let raster = try ring.raster(on: .init(size: 40))
      withKnownIssue { assertSnapshot(of: ring, on: .init(width: 40, height: 30), named: "canvas") }
      withKnownIssue { assertSnapshot(of: raster, named: "raster") }
      withKnownIssue { assertSnapshot(of: try raster.pngData(), named: "png") }
      withKnownIssue { assertSnapshot(of: "text\n", as: .text, named: "text") }
      withKnownIssue { assertSnapshot(of: "\u{1B}[1mtext\u{1B}[0m\n", as: .ansi, named: "ansi") }
      withKnownIssue {
        assertSnapshot(of: Data([1, 2, 3]), named: "corrupt")
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("the image to check is not a readable PNG") }
      }
      assertSnapshot(of: ring, on: .init(width: 40, height: 30), named: "canvas")
      assertSnapshot(of: raster, named: "raster")
      assertSnapshot(of: try raster.pngData(), named: "png")
      assertSnapshot(of: "text\n", as: .text, named: "text")
      assertSnapshot(of: "\u{1B}[1mtext\u{1B}[0m\n", as: .ansi, named: "ansi")
    }
  }

  @Test(.snapshots(record: .never))
  func theTraitsRecordModeApplies() throws {
    try Sandbox.run { sandbox in
      withKnownIssue {
        assertSnapshot(of: ring, size: 48)
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.contains(
            "withSnapshotTesting or the .snapshots trait sets record mode never; nothing was written")
        }
      }
      #expect(!sandbox.files().contains { $0.hasPrefix("Snapshots") })
    }
  }

  @Test(.snapshots(record: .missing))
  func theTraitNumbersUnnamedSnapshots() throws {
    try Sandbox.run { sandbox in
      withKnownIssue { assertSnapshot(of: ring, size: 24) }
      withKnownIssue { assertSnapshot(of: ring, size: 24) }
      #expect(
        sandbox.files() == [
          "Snapshots/AssertSnapshotTests/theTraitNumbersUnnamedSnapshots.1.png",
          "Snapshots/AssertSnapshotTests/theTraitNumbersUnnamedSnapshots.2.png",
        ])
    }
  }

  @Test func theRunningFrameworkIsSwiftTesting() {
    #expect(RunningTest.current.key?.hasPrefix("swift-testing ") == true)
  }
}
