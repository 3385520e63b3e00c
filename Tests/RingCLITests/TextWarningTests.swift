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

  @Test func scriptsTheFallbackFontsCoverGiveNoWarning() throws {
    let folder = try TemporaryFolder()
    let result = runInProcess(["--label", "完成 {percent}% تقدم नमस्ते ⭐", "-o", folder.path("ring.png")])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
  }
}
