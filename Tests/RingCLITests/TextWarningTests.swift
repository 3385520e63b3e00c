import Foundation
import Testing

@testable import RingCLI

@Suite("ringgen: characters no font has")
struct TextWarningTests {
  /// Tofu is drawn, as a box with the code point, but never in silence: stderr names it.
  @Test func aCharacterNoFontHasIsAWarningNamingIt() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(["--label", "{percent}% \u{10FFFD}\u{10FFFC}", "-o", folder.path("ring.png")])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "ringgen: warning: the label has 2 characters that no installed font has, drawn as a box: U+10FFFD, U+10FFFC\n"
    )
    #expect(try folder.contents() == ["ring.png"])
  }

  /// A label under 8 px is left out with one warning that says why; at a scale that makes it
  /// legible, or with MB's fit, it is drawn without one.
  @Test func aLabelTooSmallToReadIsLeftOutWithOneWarning() throws {
    let folder = try TemporaryFolder()
    let small = runInProcess(["--value", "60", "--size", "24", "-o", folder.path("small.png")])
    #expect(small.status == 0)
    #expect(
      small.stderr
        == "ringgen: warning: the label is left out: on a 24-pt canvas at 1 px per pt it would be 4.4 px tall, under 8 px; a larger --size or --scale shows it, --label-fit none draws it anyway\n"
    )
    let animated = runInProcess(["--value", "60", "--size", "16", "--duration", "0.2", "-o", folder.path("a.apng")])
    #expect(animated.status == 0 && animated.stderr.components(separatedBy: "warning").count == 2, "\(animated.stderr)")
    for arguments in [["--scale", "2"], ["--label-fit", "none"], ["--no-show-value-string"]] {
      let result = runInProcess(["--value", "60", "--size", "24", "-o", folder.path("ring.png")] + arguments)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
    }
  }

  /// Text cut short to fit is drawn, with one warning.
  @Test func textCutShortIsAWarning() throws {
    let folder = try TemporaryFolder()
    let long = "{percent}% of the quarterly revenue target reached across every region and product line so far"
    let result = runInProcess(["--value", "60", "--label", long, "-o", folder.path("ring.png")])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "ringgen: warning: the text does not fit inside the ring at 8 px and is cut short with '…'; shorter text, a larger --size or --scale shows all of it, --label-fit none draws it whole over the bands\n"
    )
    let whole = runInProcess([
      "--value", "60", "--label", "{percent}% done", "--label-fit", "none", "-o", folder.path("ring.png"),
    ])
    #expect(whole.status == 0 && whole.stderr.isEmpty, "\(whole.stderr)")
  }

  /// Text that is not fitted (the mb preset's, or --label-fit none) and is wider than the
  /// canvas is cut at its edges: drawn, with a warning that says how to show it all.
  @Test func textPastTheCanvasIsAWarning() throws {
    let folder = try TemporaryFolder()
    let warning =
      "ringgen: warning: the text reaches past the canvas and is cut at its edges; --label-fit shrink fits it inside the ring, a shorter label or a larger --size shows all of it\n"
    let mb = runInProcess([
      "--preset", "mb", "--value", "55", "--label", "{value} of {max} tasks", "-o", folder.path("r.png"),
    ])
    #expect(mb.status == 0 && mb.stderr == warning, "\(mb.stderr)")
    let none = runInProcess([
      "--value", "60", "--label", String(repeating: "wide ", count: 20), "--label-fit", "none", "-o",
      folder.path("r.png"),
    ])
    #expect(none.stderr == warning, "\(none.stderr)")
    for arguments in [
      ["--preset", "mb", "--value", "55"],
      ["--preset", "mb", "--value", "55", "--label", "{value} of {max} tasks", "--label-fit", "shrink"],
    ] {
      let quiet = runInProcess(arguments + ["-o", folder.path("r.png")])
      #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(arguments): \(quiet.stderr)")
    }
  }

  @Test func scriptsTheFallbackFontsCoverGiveNoWarning() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(["--label", "完成 {percent}% تقدم नमस्ते ⭐", "-o", folder.path("ring.png")])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
  }
}
