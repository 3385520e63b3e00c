import Foundation
import RingCairo
import RingImageFixtures
import RingKit
import Testing

@testable import RingSnapshotTesting

/// The strategies the library ships, each recorded, passed and failed.
@Suite("Built-in strategies")
struct BuiltInStrategyTests {
  private let half = plainRing(value: 50)
  private let more = plainRing(value: 51)

  @Test func imageStrategiesAreTheRingConveniences() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: half, as: .image(size: 40, scale: 2, background: .white), named: "a")
      #expect(verifySnapshot(of: half, size: 40, scale: 2, background: .white, named: "a") == nil)
      #expect(
        verifySnapshot(of: half, as: .image(on: RingCanvas(size: 40, scale: 2, background: .white)), named: "a") == nil)
      let raster = try half.raster(on: RingCanvas(size: 40, scale: 2, background: .white))
      #expect(verifySnapshot(of: raster, as: .raster, named: "a") == nil)
      #expect(verifySnapshot(of: try raster.pngData(), as: .png, named: "a") == nil)
      #expect(
        verifySnapshot(of: more, as: .image(size: 40, scale: 2, background: .white), named: "a")?.reason == .mismatch)
    }
  }

  @Test func svgIsComparedByStructureToThreeDecimals() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference(
        "svgIsComparedByStructureToThreeDecimals", "ring", file: "BuiltInStrategyTests", ext: "svg")
      let recorded = try #require(verifySnapshot(of: half, as: .svg(size: 64), named: "ring"))
      #expect(recorded.recordedPaths == [path])
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      #expect(svg == (try half.svg(width: 64, height: 64)))
      #expect(verifySnapshot(of: half, as: .svg(size: 64), named: "ring") == nil)

      // Numbers a hair apart and other white space between elements still match …
      let decimals = try #require(svg.firstMatch(of: /[0-9]+\.[0-9]+/))
      let nudged = svg.replacingCharacters(in: decimals.range, with: String(decimals.output) + "0004")
      try nudged.replacingOccurrences(of: "><", with: ">\n  <").write(toFile: path, atomically: true, encoding: .utf8)
      #expect(verifySnapshot(of: half, as: .svg(size: 64), named: "ring") == nil)
      #expect(SVGNormalizer.rounded("12.34567") == "12.346" && SVGNormalizer.rounded("-0.0001") == "0")
      #expect(SVGNormalizer.rounded("1.500") == "1.5")

      // … a different ring does not, and the diff is of the normalised documents.
      let failure = try #require(verifySnapshot(of: more, as: .svg(size: 64), named: "ring"))
      #expect(failure.reason == .mismatch)
      #expect(failure.message.contains("diff (- expected, + actual):"))
      #expect(failure.artifacts.expected?.hasSuffix(".ring.expected.svg") == true)
      #expect(failure.artifacts.diff?.hasSuffix(".ring.diff.txt") == true)
    }
  }

  @Test func pdfIsComparedAsRenderedPages() throws {
    try Sandbox.run { sandbox in
      let path = sandbox.reference("pdfIsComparedAsRenderedPages", "ring", file: "BuiltInStrategyTests", ext: "pdf")
      _ = verifySnapshot(of: half, as: .pdf(size: 64), named: "ring")
      let bytes = try sandbox.read(path)
      #expect(bytes.starts(with: Data("%PDF".utf8)))
      // Other bytes (another creation date, say), the same page: a match.
      var edited = bytes
      edited.append(contentsOf: Array("\n% a comment after %%EOF\n".utf8))
      try sandbox.write(edited, to: path)
      #expect(verifySnapshot(of: half, as: .pdf(size: 64), named: "ring") == nil)

      let failure = try #require(verifySnapshot(of: more, as: .pdf(size: 64), named: "ring"))
      #expect(failure.reason == .mismatch)
      #expect(failure.message.contains("  page 1 of 1, rendered at 72 dpi by pdftoppm:"))
      #expect((failure.difference?.differingPixels ?? 0) > 0)
      let diff = try RingRaster(pngData: sandbox.read(try #require(failure.artifacts.diff)))
      #expect(diff.width == 64 && diff.height == 64)

      try sandbox.write(Data("%PDF-1.5 but nothing else".utf8), to: path)
      let broken = try #require(verifySnapshot(of: half, as: .pdf(size: 64), named: "ring"))
      #expect(broken.message.contains("cannot be compared with its reference at \(path): pdftoppm cannot render it"))
    }
  }

  @Test func dumpIsSortedKeyJSON() throws {
    struct Report: Encodable {
      var title: String
      var rings: [Double]
      var owner: [String: Int]
    }
    try Sandbox.run { sandbox in
      let report = Report(title: "Q3", rings: [0.5, 1], owner: ["zed": 1, "amy": 2])
      let path = sandbox.reference("dumpIsSortedKeyJSON", "report", file: "BuiltInStrategyTests", ext: "json")
      _ = verifySnapshot(of: report, as: .dump, named: "report")
      #expect(
        try String(contentsOfFile: path, encoding: .utf8)
          == "{\n  \"owner\" : {\n    \"amy\" : 2,\n    \"zed\" : 1\n  },\n  \"rings\" : [\n    0.5,\n    1\n  ],\n  \"title\" : \"Q3\"\n}\n"
      )
      #expect(verifySnapshot(of: report, as: .dump, named: "report") == nil)
      var changed = report
      changed.title = "Q4"
      let failure = try #require(verifySnapshot(of: changed, as: .dump, named: "report"))
      #expect(failure.message.contains("\n    -   \"title\" : \"Q3\"\n    +   \"title\" : \"Q4\"\n"))
    }
  }

  @Test func linesAndANSIStrategies() throws {
    try Sandbox.run { sandbox in
      _ = verifySnapshot(of: "a\nb\n", as: .lines, named: "t")
      #expect(verifySnapshot(of: "a\nb\n", as: .text, named: "t") == nil, "the same file as .text")
      #expect(verifySnapshot(of: "a\nc\n", as: .lines, named: "t")?.reason == .mismatch)

      let ring = ProgressRing(value: 50)
      let recorded = try #require(verifySnapshot(of: ring, as: .ansi(columns: 12, colorMode: .none), named: "r"))
      let ans = sandbox.reference("linesAndANSIStrategies", "r", file: "BuiltInStrategyTests", ext: "ans")
      let txt = sandbox.reference("linesAndANSIStrategies", "r", file: "BuiltInStrategyTests", ext: "txt")
      #expect(recorded.recordedPaths == [ans, txt])
      let text = String(
        decoding: try ring.ansiData(on: RingCanvas(size: 256), style: .init(columns: 12, colorMode: .none)),
        as: UTF8.self)
      #expect(try String(contentsOfFile: ans, encoding: .utf8) == text)
      #expect(verifySnapshot(of: text, as: .ansi, named: "r") == nil)
      #expect(verifySnapshot(of: ProgressRing(value: 90), as: .ansi(columns: 12, colorMode: .none), named: "r") != nil)
    }
  }
}
