import Foundation
import RingKit
import Testing

@testable import RingCLI

/// docs/reference.md is what `ringgen manual reference` writes (`make reference`); a key added
/// to the table without regenerating it fails here.
@Suite("docs/reference.md")
struct ReferenceDocumentTests {
  @Test func theCommittedFileIsWhatTheBinaryWrites() throws {
    let committed = try Data(contentsOf: packageRoot.appendingPathComponent("docs/reference.md"))
    let written = try runBinary(["manual", "reference"], in: packageRoot)
    #expect(written.status == 0, "\(written.stderr)")
    #expect(
      committed == written.stdout,
      "docs/reference.md differs from `ringgen manual reference`: run make reference and commit it")
  }

  @Test func everyKeyHasItsRowWithEveryColumn() {
    let rows = ReferenceText.markdown().split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(rows.count == RenderSpec.Key.allCases.count)
    for key in RenderSpec.Key.allCases {
      let descriptor = key.descriptor
      let row = rows.first { $0.hasPrefix("| `\(descriptor.jsonName)` |") }
      #expect(row != nil, "\(key)")
      // Seven columns: the pipes that separate cells, not the escaped ones inside them.
      let separators = row.map { $0.replacing("\\|", with: "").filter { $0 == "|" }.count } ?? 0
      #expect(separators == 8, "\(key): \(row ?? "")")
      #expect(row?.contains("`\(descriptor.flag)") == true, "\(key)")
    }
  }

  @Test func typesAndRangesComeFromTheRow() {
    #expect(ReferenceText.typeText(of: RenderSpec.Key.countdown.descriptor) == "boolean")
    #expect(ReferenceText.typeText(of: RenderSpec.Key.progressCapType.descriptor) == "choice")
    #expect(ReferenceText.typeText(of: RenderSpec.Key.progressColor.descriptor) == "colour")
    #expect(ReferenceText.typeText(of: RenderSpec.Key.progressLineWidth.descriptor) == "number or `auto`")
    // The range comes from the row's value form, the one OpenAPI and the designer read.
    #expect(ReferenceText.rangeText(of: RenderSpec.Key.decimalPlaces.descriptor) == "whole, 0…20")
    #expect(
      ReferenceText.rangeText(of: RenderSpec.Key.progressCapType.descriptor)
        == "`butt`, `round`, `square`, or its index")
    #expect(ReferenceText.rangeText(of: RenderSpec.Key.fps.descriptor) == "0.1…240")
    #expect(ReferenceText.rangeText(of: RenderSpec.Key.duration.descriptor) == "≥ 0")
    #expect(ReferenceText.rangeText(of: RenderSpec.Key.progressStrokeColor.descriptor) == "a CSS colour, or `fill`")
    #expect(ReferenceText.rangeText(of: RenderSpec.Key.progressLineWidth.descriptor) == "±16384 pt, or `auto`")
    // A free number whose description states a range (drawn clamped) shows it.
    #expect(ReferenceText.rangeText(of: RenderSpec.Key.progressAngle.descriptor) == "0…100")
  }
}
