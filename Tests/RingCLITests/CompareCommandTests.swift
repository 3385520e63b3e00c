import Foundation
import RingCairo
import RingImageDiff
import RingImageFixtures
import RingKit
import Testing

@testable import RingCLI

/// `ringgen compare`: pixelmatch's counts through the command line, exit statuses and files.
@Suite("ringgen compare")
struct CompareCommandTests {
  /// Rings, blocks and noise: what the plain pixelmatch oracle is checked on.
  static let pairs: [(name: String, make: @Sendable () throws -> (RingRaster, RingRaster))] = [
    (
      "rings",
      {
        let canvas = RingCanvas(size: 90, scale: 2)
        return (try plainRing(value: 50).raster(on: canvas), try ProgressRing(value: 51).raster(on: canvas))
      }
    ),
    (
      "blocks",
      {
        let palette: [RingRaster.Pixel] = [.grey(40), .grey(120), .white, .grey(120, alpha: 128), .clear, .pureRed]
        return (
          blocks(width: 150, height: 90, seed: 21, palette: palette),
          blocks(width: 150, height: 90, seed: 22, palette: palette)
        )
      }
    ),
    (
      "noise",
      {
        let base = noise(width: 120, height: 100, seed: 31)
        return (base, base.overlaid(by: noise(width: 50, height: 40, seed: 32), atX: 30, y: 20))
      }
    ),
  ]

  private func write(_ image: RingRaster, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(PNGFile.bytes(image, layout: .rgba8)).write(to: URL(fileURLWithPath: path))
  }

  private func jsonObjects(_ result: RunResult) throws -> [[String: Any]] {
    try String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
  }

  @Test(arguments: [(0.1, false), (0.05, false), (0.2, true)])
  func countsEqualPlainPixelmatch(threshold: Double, includeAA: Bool) throws {
    let folder = try TemporaryFolder()
    var expectedCounts: [String: Int] = [:]
    for (name, make) in Self.pairs {
      let (expected, actual) = try make()
      try write(expected, folder.path("expected/\(name).png"))
      try write(actual, folder.path("actual/\(name).png"))
      let verdicts = PlainPixelmatch(expected: expected, actual: actual, threshold: threshold).verdicts()
      let differing = verdicts.count { $0 == .differing }
      let antialiased = verdicts.count { $0 == .antialiased }
      expectedCounts["\(name).png"] = includeAA ? differing + antialiased : differing
      #expect(differing > 0, "\(name) must differ")
      if name != "noise" { #expect(antialiased > 0, "\(name) must exercise the anti-aliasing test") }
    }
    let options = ["--threshold", "\(threshold)", "--json"] + (includeAA ? ["--include-aa"] : [])
    // Folder mode, every pair at once on every core, and each pair on its own.
    let whole = runInProcess(["compare", folder.path("expected"), folder.path("actual")] + options)
    #expect(whole.status == 1, "\(whole.stderr)")
    let objects = try jsonObjects(whole)
    #expect(objects.count == Self.pairs.count)
    for object in objects {
      let path = object["path"] as! String
      #expect(object["differingPixels"] as? Int == expectedCounts[path], "\(path)")
      #expect(object["status"] as? String == "differs")
      if includeAA { #expect(object["antialiasedPixels"] as? Int == 0) }
    }
    for (name, _) in Self.pairs {
      let single = runInProcess(
        ["compare", folder.path("expected/\(name).png"), folder.path("actual/\(name).png")] + options)
      #expect(try jsonObjects(single).first?["differingPixels"] as? Int == expectedCounts["\(name).png"])
    }
  }

  @Test func budgetsDecideTheExitStatus() throws {
    let folder = try TemporaryFolder()
    let (expected, actual) = try Self.pairs[0].make()
    try write(expected, folder.path("a.png"))
    try write(actual, folder.path("b.png"))
    let count = ImageComparator().compare(expected, actual).differingPixels
    let total = expected.width * expected.height
    func status(_ options: [String]) -> Int32 {
      runInProcess(["compare", folder.path("a.png"), folder.path("b.png")] + options).status
    }
    #expect(status([]) == 1)
    #expect(status(["--max-diff-pixels", "\(count)"]) == 0)
    #expect(status(["--max-diff-pixels", "\(count - 1)"]) == 1)
    #expect(status(["--max-diff-ratio", "\(Double(count) / Double(total))"]) == 0)
    #expect(status(["--max-diff-ratio", "\(Double(count - 1) / Double(total))"]) == 1)
    // Both given: the smaller budget wins.
    #expect(status(["--max-diff-pixels", "\(count)", "--max-diff-ratio", "\(Double(count - 1) / Double(total))"]) == 1)
    #expect(status(["--threshold", "1"]) == 0)
    #expect(runInProcess(["compare", folder.path("a.png"), folder.path("a.png")]).status == 0)
  }

  @Test func textLineNamesCountRatioAndRegion() throws {
    let folder = try TemporaryFolder()
    let base = solidImage(width: 40, height: 30, .white)
    let changed = base.setting(5, 7, to: .black).setting(9, 12, to: .black)
    try write(base, folder.path("a.png"))
    try write(changed, folder.path("b.png"))
    let result = runInProcess(["compare", folder.path("a.png"), folder.path("b.png")])
    #expect(result.status == 1)
    #expect(
      String(decoding: result.stdout, as: UTF8.self)
        == "differs \(folder.path("b.png")): 2 pixels differ (0.17 %), 0 allowed at threshold 0.10; 0 anti-aliased pixels ignored; changed region x 5…9, y 7…12 (5 × 6 px)\n"
    )
    #expect(result.stderr.isEmpty)
  }

  @Test func sizeMismatchIsADifferenceWithADiffImage() throws {
    let folder = try TemporaryFolder()
    try write(solidImage(width: 20, height: 10, .white), folder.path("a.png"))
    try write(solidImage(width: 10, height: 20, .white), folder.path("b.png"))
    let result = runInProcess(["compare", folder.path("a.png"), folder.path("b.png"), "--diff", folder.path("diffs")])
    #expect(result.status == 2, "sizes that differ, and nothing else, exit 2")
    let line = String(decoding: result.stdout, as: UTF8.self)
    #expect(
      line.hasPrefix("size \(folder.path("b.png")): sizes differ: expected 20 × 10 px, actual 10 × 20 px"), "\(line)")
    let diff = try RingRaster(pngData: Data(contentsOf: URL(fileURLWithPath: folder.path("diffs/b.diff.png"))))
    #expect(diff.width == 20 && diff.height == 20)
    #expect(diff[15, 5] == .pureRed && diff[5, 15] == .pureRed && diff[5, 5] != .pureRed)
  }

  /// A diff of more than one 2-MiB strip is deflated as it is painted; it is the same picture
  /// as the whole diff image: indexed when its colours fit a palette, RGB when they do not
  /// (alpha 1: 256 greys), RGBA with --diff-mask.
  @Test func aLargeDiffIsWrittenInStripsWithTheSamePixels() throws {
    let folder = try TemporaryFolder()
    let canvas = RingCanvas(width: 1800, height: 1700)
    let expected = try plainRing(value: 40).raster(on: canvas)
    let actual = try plainRing(value: 43).raster(on: canvas)
    try write(expected, folder.path("a.png"))
    try write(actual, folder.path("b.png"))
    #expect(
      PNGStripWriter(width: 1800, height: 1700, pixels: .indexed(palette: [0, 0, 0])) != nil, "more than one strip")
    let cases: [([String], DiffStyle, UInt8)] = [
      ([], .default, 3), (["--diff-mask"], DiffStyle(diffMask: true), 6), (["--alpha", "1"], DiffStyle(alpha: 1), 2),
    ]
    for (flags, style, colourType) in cases {
      let result = runInProcess(
        ["compare", folder.path("a.png"), folder.path("b.png"), "--diff", folder.path("d")] + flags)
      #expect(result.status == 1, "\(result.stderr)")
      var comparator = ImageComparator()
      comparator.diffStyle = style
      let whole = comparator.compareWithDiffImage(expected, actual).diffImage
      let png = try Data(contentsOf: URL(fileURLWithPath: folder.path("d/b.diff.png")))
      #expect(try RingRaster(pngData: png) == whole, "\(flags)")
      #expect(png[25] == colourType, "\(flags): colour type")
    }
  }

  @Test func foldersReportMissingCounterpartsPerFileAndWriteTriptychs() throws {
    let folder = try TemporaryFolder()
    let white = solidImage(width: 8, height: 8, .white)
    try write(white, folder.path("e/same.png"))
    try write(white, folder.path("a/same.png"))
    try write(white, folder.path("e/only-expected.png"))
    try write(white, folder.path("a/deep/only-actual.png"))
    try write(white, folder.path("e/deep/changed.png"))
    try write(white.setting(3, 3, to: .black), folder.path("a/deep/changed.png"))
    try "not an image".write(toFile: folder.path("e/notes.txt"), atomically: true, encoding: .utf8)
    let result = runInProcess([
      "compare", folder.path("e"), folder.path("a") + "/", "--diff", folder.path("d"), "--triptych",
    ])
    #expect(result.status == 1)
    let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(lines.count == 5, "\(lines)")
    #expect(lines[0].hasPrefix("differs deep/changed.png: 1 pixel differ"))
    #expect(lines[0].hasSuffix("; diff \(folder.path("d"))/deep/changed.diff.png"))
    #expect(
      lines[1] == "new deep/only-actual.png: only in ACTUAL (\(folder.path("e"))/deep/only-actual.png does not exist)")
    #expect(
      lines[2] == "deleted only-expected.png: only in EXPECTED (\(folder.path("a"))/only-expected.png does not exist)")
    #expect(lines[3].hasPrefix("same same.png: 0 pixels differ"))
    #expect(lines[4] == "4 pairs: 1 same, 1 differs, 1 new, 1 deleted")
    let triptych = try RingRaster(
      pngData: Data(contentsOf: URL(fileURLWithPath: folder.path("d/deep/changed.diff.png"))))
    #expect(triptych.width == 24 && triptych.height == 8)
    #expect(triptych[8 + 3, 3] == .black && triptych[16 + 3, 3] == .pureRed)
    #expect(!FileManager.default.fileExists(atPath: folder.path("d/same.diff.png")))
  }

  /// A file against a folder names every format compare reads, not PNG alone.
  @Test func aFileAgainstAFolderNamesWhatCompareReads() throws {
    let folder = try TemporaryFolder()
    try write(solidImage(width: 4, height: 4, .white), folder.path("a.png"))
    try FileManager.default.createDirectory(atPath: folder.path("dir"), withIntermediateDirectories: true)
    let result = runInProcess(["compare", folder.path("a.png"), folder.path("dir")])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "ringgen: error: compare: EXPECTED and ACTUAL must both be images (PNG, JPEG or WebP) or both folders; '\(folder.path("dir"))' is a folder\n"
    )
  }

  @Test func badInputIsExit64NamingTheFile() throws {
    let folder = try TemporaryFolder()
    let good = folder.path("good.png")
    try write(solidImage(width: 4, height: 4, .white), good)
    let png = PNGFile.bytes(solidImage(width: 4, height: 4, .white), layout: .rgba8)
    try Data("hello".utf8).write(to: URL(fileURLWithPath: folder.path("text.png")))
    try Data(png.prefix(png.count - 20)).write(to: URL(fileURLWithPath: folder.path("truncated.png")))
    var corrupt = png
    corrupt[40] ^= 0xFF  // inside IDAT: the CRC no longer matches
    try Data(corrupt).write(to: URL(fileURLWithPath: folder.path("corrupt.png")))
    var huge = png
    huge.replaceSubrange(16..<24, with: [0, 0, 0x40, 0x01, 0, 0, 0x40, 0])  // 16 385 × 16 384 px
    try Data(huge).write(to: URL(fileURLWithPath: folder.path("huge.png")))

    let cases: [(String, String)] = [
      ("missing.png", "compare: ACTUAL '\(folder.path("missing.png"))' does not exist"),
      (
        "text.png",
        "compare: \(folder.path("text.png")): not a PNG, JPEG or WebP file (it starts with none of their signatures)"
      ),
      ("truncated.png", "compare: \(folder.path("truncated.png")): not a readable PNG: "),
      ("corrupt.png", "compare: \(folder.path("corrupt.png")): not a readable PNG: "),
      ("huge.png", "compare: \(folder.path("huge.png")): 16385 × 16384 px is more than 2²⁸ pixels"),
    ]
    for (name, message) in cases {
      let result = runInProcess(["compare", good, folder.path(name)])
      #expect(result.status == 64, "\(name)")
      #expect(result.stderr.hasPrefix("ringgen: error: \(message)"), "\(name): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(name)")
    }
    #expect(runInProcess(["compare", good]).stderr.hasPrefix("ringgen: error: compare needs two paths"))
    #expect(runInProcess(["compare", good, folder.url.path]).status == 64)
    #expect(runInProcess(["compare", good, good, "--threshold", "2"]).status == 64)
    #expect(runInProcess(["compare", good, good, "--max-diff-pixels", "-1"]).status == 64)
    #expect(runInProcess(["compare", good, good, "--triptych"]).status == 64)
    #expect(runInProcess(["compare", good, good, "--bogus"]).status == 64)
    #expect(
      runInProcess(["compare", good, good, "--treshold", "0.2"]).stderr
        == "ringgen: error: compare: unknown option '--treshold' (did you mean --threshold?); see ringgen compare --help\n"
    )
  }

  /// 16-bit, grey, palette and interlaced PNGs decode to the same pixels as 8-bit RGBA.
  @Test(arguments: PNGFile.Layout.allCases)
  func everyPNGLayoutDecodesToTheSamePixels(layout: PNGFile.Layout) throws {
    let folder = try TemporaryFolder()
    let palette: [RingRaster.Pixel] =
      switch layout {
      case .grey8: [.grey(0), .grey(77), .grey(200), .grey(255)]
      case .greyAlpha16: [.grey(0), .grey(77), .grey(128, alpha: 90), .grey(255), .clear]
      default: [.white, .pureRed, .grey(128, alpha: 90), .clear, .black]
      }
    let image = blocks(width: 23, height: 17, seed: 42, palette: palette)
    try write(image, folder.path("reference.png"))
    try Data(PNGFile.bytes(image, layout: layout)).write(to: URL(fileURLWithPath: folder.path("other.png")))
    #expect(try RingRaster(pngData: Data(PNGFile.bytes(image, layout: layout))).bytes == image.bytes, "\(layout)")
    let result = runInProcess([
      "compare", folder.path("reference.png"), folder.path("other.png"), "--threshold", "0", "--include-aa",
    ])
    #expect(result.status == 0, "\(layout): \(String(decoding: result.stdout, as: UTF8.self))")
  }

  /// The help is generated as every command's is, and lists every flag the parser takes.
  @Test func helpIsTheGeneratedLayout() {
    let result = runInProcess(["compare", "--help"])
    #expect(result.status == 0)
    let help = String(decoding: result.stdout, as: UTF8.self)
    #expect(help == HelpText.render(.compare, version: RingGen.version))
    #expect(help.hasPrefix("USAGE: ringgen compare EXPECTED ACTUAL [OPTIONS]\n\n"))
    for name in Command.compare.ownFlags.map(\.name) {
      #expect(help.contains(try! Regex("\n  (-h, )?\(name)[ ,\n]")), "\(name)")
    }
  }
}
