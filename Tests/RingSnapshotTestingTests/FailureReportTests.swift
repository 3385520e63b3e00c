import Foundation
import RingCairo
import RingImageFixtures
import RingKit
import Testing

@testable import RingSnapshotTesting

/// The review page of a run's failed image snapshots, in the artifacts folder.
@Suite("verifySnapshot: the failure report")
struct FailureReportTests {
  private let half = plainRing(value: 50)
  private let more = plainRing(value: 51)

  @Test func failuresAreOnThePageTheMessageNamesUntilTheyPass() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, size: 100, named: "half")
      _ = verifySnapshot(of: half, size: 100, named: "other")
      let failure = try #require(verifySnapshot(of: more, size: 100, named: "half"))
      let page = "\(sandbox.artifacts)/report.html"
      let lines = failure.message.split(separator: "\n").map(String.init)
      #expect(lines.contains("  report:   \(page) (every image snapshot that failed in this run)"))
      #expect(lines.last?.hasPrefix("  to accept the actual image:") == true)
      var html = try String(contentsOfFile: page, encoding: .utf8)
      let name = "FailureReportTests/failuresAreOnThePageTheMessageNamesUntilTheyPass.half"
      #expect(html.contains("<span class=\"status\">differs</span> \(name)</h2>"))
      // The expected image is the reference's bytes, and the actual the artifact's.
      let reference = try sandbox.read(
        sandbox.reference(
          "failuresAreOnThePageTheMessageNamesUntilTheyPass", "half", file: "FailureReportTests"))
      #expect(html.contains("src=\"data:image/png;base64,\(reference.base64EncodedString())\""))
      let actual = try sandbox.read(try #require(failure.artifacts.actual))
      #expect(html.contains("src=\"data:image/png;base64,\(actual.base64EncodedString())\""))
      let diff = try sandbox.read(try #require(failure.artifacts.diff))
      #expect(html.contains("<img class=\"diff\""))
      #expect(html.contains("src=\"data:image/png;base64,\(diff.base64EncodedString())\""))

      // A second failure joins the first.
      _ = try #require(verifySnapshot(of: more, size: 100, named: "other"))
      html = try String(contentsOfFile: page, encoding: .utf8)
      #expect(html.matches(of: /<section class="pair differs"/).count == 2)
      // Passing takes a snapshot off the page; the last one to pass removes it.
      #expect(verifySnapshot(of: half, size: 100, named: "half") == nil)
      html = try String(contentsOfFile: page, encoding: .utf8)
      #expect(html.matches(of: /<section class="pair differs"/).count == 1)
      #expect(!html.contains("\(name)</h2>"))
      #expect(verifySnapshot(of: half, size: 100, named: "other") == nil)
      #expect(!sandbox.exists(page))
    }
  }

  @Test func textSnapshotsAreNotOnThePage() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: "one\n", as: .text, named: "text")
      let failure = try #require(verifySnapshot(of: "two\n", as: .text, named: "text"))
      #expect(!failure.message.contains("report:"))
      #expect(!sandbox.exists("\(sandbox.artifacts)/report.html"))
    }
  }
}
