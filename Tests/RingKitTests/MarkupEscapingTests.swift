import Testing

@testable import RingKit

/// One escaper for every writer: the markup characters always, the apostrophe and the
/// characters a document cannot carry as each writer needs.
@Suite("Markup escaping")
struct MarkupEscapingTests {
  static let input = "a&<>\"'\t\n\r\u{1}\u{7F}\u{85}\u{9F}\u{FFFE}z"

  @Test func svgKeepsTheApostropheAndDropsWhatXMLForbids() {
    #expect(MarkupEscaping.svg.escape(Self.input) == "a&amp;&lt;&gt;&quot;'\t\n\r\u{7F}\u{85}\u{9F}z")
  }

  @Test func htmlWritesTheApostropheAsANumberAndKeepsTheRest() {
    #expect(
      MarkupEscaping.html.escape(Self.input) == "a&amp;&lt;&gt;&quot;&#39;\t\n\r\u{1}\u{7F}\u{85}\u{9F}\u{FFFE}z")
    #expect("<b title='x'>".htmlEscaped == "&lt;b title=&#39;x&#39;&gt;")
  }

  @Test func junitShowsWhatXMLForbidsOrDiscouragesAsReplacementCharacters() {
    #expect(
      MarkupEscaping.junit.escape(Self.input)
        == "a&amp;&lt;&gt;&quot;&apos;\t\n\r\u{FFFD}\u{FFFD}\u{85}\u{FFFD}\u{FFFD}z")
  }

  @Test func anErrorLineDropsEveryControl() {
    #expect(MarkupEscaping.errorLine.escape(Self.input) == "a&amp;&lt;&gt;&quot;&apos;\u{FFFE}z")
  }

  @Test func plainTextIsUnchanged() {
    for escaping in [MarkupEscaping.svg, .html, .junit, .errorLine] {
      #expect(escaping.escape("Progress 15 of 30 (50 %) — 进度 🚀") == "Progress 15 of 30 (50 %) — 进度 🚀")
    }
  }
}
