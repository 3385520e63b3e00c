import Foundation
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

  static let tooLong =
    "--duration: an animated SVG of 200 s would need 3005 keyframes, over the limit of 2000 keyframes and 1024 KiB; write an APNG, GIF or animated WebP instead"

  @Test func anAnimationTooLongForAnSVGIsRefused() throws {
    try expectRejected(
      ["--value", "100", "--duration", "200", "--thresholds", "50:#dc2626", "--threshold-blend", "-o", "@/ring.svg"],
      message: Self.tooLong)
  }

  @Test func onlyTheArcSpinnerTurnsInAnSVG() throws {
    let folder = try TemporaryFolder()
    #expect(runInProcess(["--indeterminate", "arc", "-o", folder.path("arc.svg")]).status == 0)
    let text = try String(contentsOfFile: folder.path("arc.svg"), encoding: .utf8)
    #expect(text.contains("{to{transform:rotate(360deg)}}"))
    try expectRejected(
      ["--indeterminate", "material", "-o", "@/spin.svg"],
      message:
        "--indeterminate: an animated SVG turns the arc spinner only; write material as an APNG, GIF or animated WebP"
    )
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
