import Foundation
import RingKit
import Testing

@testable import RingCLI

/// `-o ring.svg` with an animation writes one CSS-animated SVG; `/ring.svg?duration=1` answers
/// it too; an animation over an SVG's limits is bad input on both.
@Suite("Animated SVG command")
struct AnimatedSVGCommandTests {
  @Test func anAnimationFlagMakesTheSVGMove() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(["--value", "60", "--duration", "1", "--easing", "ease-out", "-o", folder.path("a.svg")])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: folder.path("a.svg"), encoding: .utf8)
    #expect(text.contains("@keyframes") && text.contains("cubic-bezier(0,0,0.58,1)"))
    // A still frame and a plain ring stay still SVGs, with no style at all.
    for arguments in [["--value", "60", "--duration", "1", "--at", "0.5"], ["--value", "60"]] {
      #expect(runInProcess(arguments + ["-o", folder.path("s.svg")]).status == 0)
      #expect(!(try String(contentsOfFile: folder.path("s.svg"), encoding: .utf8)).contains("<style>"))
    }
  }

  /// With a dark look the animated SVG carries both looks, each moving, under the same media
  /// rule as a still; the light look alone is the SVG without the dark look, ids apart.
  @Test func aDarkLookMovesToo() throws {
    let folder = try TemporaryFolder()
    let ring = [
      "--value", "70", "--duration", "1", "--progress-gradient", "#22c55e, #ef4444", "--gradient-span", "track",
    ]
    #expect(runInProcess(ring + ["--theme", "auto", "-o", folder.path("both.svg")]).status == 0)
    #expect(runInProcess(ring + ["-o", folder.path("light.svg")]).status == 0)
    let both = try String(contentsOfFile: folder.path("both.svg"), encoding: .utf8)
    let light = try String(contentsOfFile: folder.path("light.svg"), encoding: .utf8)
    #expect(both.contains("@media (prefers-color-scheme: dark){.ring-light{display:none}.ring-dark{display:inline}}"))
    #expect(both.contains("<g class=\"ring-dark\" display=\"none\">"))
    let ids = both.matches(of: /id="([^"]+)"/).map { String($0.output.1) }
    #expect(!ids.isEmpty && Set(ids).count == ids.count, "\(ids)")
    // Both looks move: each has its own keyframes for the band.
    #expect(
      both.components(separatedBy: "@keyframes").count - 1 >= 2
        * (light.components(separatedBy: "@keyframes").count - 1))
    // Each look's light group draws what the light-only SVG draws.
    let lightIDs = light.matches(of: /id="([^"]+)"/).map { String($0.output.1) }
    #expect(lightIDs.allSatisfy { ids.contains($0) })
  }

  static let tooLong =
    "--duration: an animated SVG of 200 s would need 3005 keyframes, over the limit of 2000 keyframes and 1024 KiB; write an APNG, GIF or animated WebP instead"

  @Test func anAnimationTooLongForAnSVGIsRefused() throws {
    try expectRejected(
      ["--value", "100", "--duration", "200", "--thresholds", "50:#dc2626", "--threshold-blend", "-o", "@/ring.svg"],
      message: Self.tooLong)
  }

  /// Every spinner moves in an SVG: the arc turns, material's dash grows and turns, each dot
  /// fades from the progress colour to the track's. (Chromium holds them to their frames in
  /// `make test-browser`.)
  @Test func everySpinnerMovesInAnSVG() throws {
    let folder = try TemporaryFolder()
    func svg(_ style: String) throws -> String {
      let run = runInProcess(["--indeterminate", style, "-o", folder.path("\(style).svg")])
      #expect(run.status == 0, "\(run.stderr)")
      return try String(contentsOfFile: folder.path("\(style).svg"), encoding: .utf8)
    }
    #expect(try svg("arc").contains("{to{transform:rotate(360deg)}}"))
    let material = try svg("material")
    #expect(material.contains("100%{transform:rotate(360deg)}") && material.contains("stroke-dashoffset"))
    let dots = try svg("dots")
    #expect(dots.components(separatedBy: "@keyframes").count - 1 == Spinner.dotCount)
    #expect(dots.contains("0%{fill:#2563EB}100%{fill:#E5E7EB}"))
  }

  @Test func theServiceAnswersTheAnimatedSVG() throws {
    let server = try ServeProcess([])
    defer { server.stop() }
    let moving = try server.client.send("GET", "/ring.svg?value=60&duration=1")
    #expect(moving.status == 200)
    #expect(moving.text.contains("@keyframes"))
    let still = try server.client.send("GET", "/ring.svg?value=60")
    #expect(still.body == Array(runInProcess(["--value", "60", "-o", "-", "--format", "svg"]).stdout))
    let long = try server.client.send(
      "GET", "/ring.svg?value=100&duration=200&thresholds=50:%23dc2626&thresholdBlend=true")
    #expect(long.status == 400)
    #expect(long.text == "ringgen: error: \(Self.tooLong)\n")
  }
}
