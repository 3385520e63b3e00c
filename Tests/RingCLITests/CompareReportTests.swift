import Foundation
import RingCairo
import RingImageDiff
import RingImageFixtures
import RingKit
import Testing

@testable import RingCLI

/// `ringgen compare --report`: one self-contained page. Chromium checks how it works
/// (`make test-browser`, scripts/report-check); these check what it holds.
@Suite("ringgen compare --report")
struct CompareReportTests {
  private func write(_ image: RingRaster, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(PNGFile.bytes(image, layout: .rgba8)).write(to: URL(fileURLWithPath: path))
  }

  /// The `data:` URLs of the page's `<img class="ROLE">` elements, in order, decoded by
  /// Foundation's base64 (not the writer's).
  private func images(_ page: String, role: String) -> [Data] {
    page.matches(of: try! Regex("<img class=\"\(role)\"[^>]* src=\"data:image/(png|jpeg|webp);base64,([^\"]*)\""))
      .map { Data(base64Encoded: String($0.output[2].substring!))! }
  }

  /// The pixels of an inlined PNG or WebP (told apart by their signatures).
  private func pixels(_ data: Data) throws -> RingRaster {
    data.starts(with: Array("RIFF".utf8)) ? try RingRaster(webpData: data) : try RingRaster(pngData: data)
  }

  @Test func pageHoldsEachPairThatIsNotTheSameWithItsOwnBytes() throws {
    let folder = try TemporaryFolder()
    let white = solidImage(width: 12, height: 10, .white)
    for index in 0..<5 {
      try write(white, folder.path("e/same-\(index).png"))
      try write(white, folder.path("a/same-\(index).png"))
    }
    try write(white, folder.path("e/one.png"))
    try write(white.setting(3, 3, to: .black), folder.path("a/one.png"))
    try write(white, folder.path("e/many.png"))
    try write(
      white.setting(1, 1, to: .black).setting(5, 5, to: .black).setting(7, 2, to: .black), folder.path("a/many.png"))
    try write(white, folder.path("a/new <b>.png"))
    try write(white, folder.path("e/gone.png"))
    let report = folder.path("out/report.html")
    try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
    let result = runInProcess([
      "compare", folder.path("e"), folder.path("a"), "--report", report, "--diff", folder.path("d"),
    ])
    #expect(result.status == 1)
    let page = try String(contentsOfFile: report, encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.contains("default-src 'none'; img-src data:"), "nothing but inlined images may load")
    #expect(!page.contains("http://") && !page.contains("https://"))
    let sections = page.matches(
      of:
        /<section class="pair (\w+)" id="pair-\d+" data-status="\w+">\n<h2><span class="status">\w+<\/span> ([^<]*)<\/h2>/
    )
    .map { "\($0.output.1) \($0.output.2)" }
    #expect(sections == ["differs many.png", "differs one.png", "new new &lt;b&gt;.png", "deleted gone.png"])
    for status in [("same", 5), ("differs", 2), ("size", 0), ("new", 1), ("deleted", 1), ("unreadable", 0)] {
      #expect(page.contains("<span class=\"count\" data-status=\"\(status.0)\">\(status.1)</span>"), "\(status.0)")
    }
    #expect(page.contains("<details class=\"same-pairs\"><summary>5 same</summary>"))
    let file = { (path: String) in try Data(contentsOf: URL(fileURLWithPath: folder.path(path))) }
    // Each image is inlined as its own pixels, in no more bytes than its file: here lossless
    // WebP, which is smaller than these PNGs.
    for (role, paths) in [
      ("expected", ["e/many.png", "e/one.png", "e/gone.png"]),
      ("actual", ["a/many.png", "a/one.png", "a/new <b>.png"]),
      ("diff", ["d/many.diff.png", "d/one.diff.png"]),
    ] {
      let inlined = images(page, role: role)
      #expect(inlined.count == paths.count, "\(role)")
      for (data, path) in zip(inlined, paths) {
        #expect(try pixels(data) == RingRaster(pngData: file(path)), "\(path)")
        #expect(data.count < (try file(path)).count && data.starts(with: Array("RIFF".utf8)), "\(path)")
      }
    }
    #expect(page.components(separatedBy: "src=\"data:image/webp;base64,").count == 9)
    #expect(page.contains("<p class=\"numbers\">3 pixels differ (2.50 %)"))
  }

  @Test func anUnreadableFileIsNamedNotInlined() throws {
    let folder = try TemporaryFolder()
    try write(solidImage(width: 4, height: 4, .white), folder.path("e/x.png"))
    try FileManager.default.createDirectory(atPath: folder.path("a"), withIntermediateDirectories: true)
    try Data("<script>".utf8).write(to: URL(fileURLWithPath: folder.path("a/x.png")))
    let report = folder.path("r.html")
    #expect(runInProcess(["compare", folder.path("e"), folder.path("a"), "--report", report]).status == 64)
    let page = try String(contentsOfFile: report, encoding: .utf8)
    #expect(page.contains("<span class=\"status\">unreadable</span> x.png</h2>"))
    #expect(page.contains("not a PNG, JPEG or WebP file"))
    #expect(!page.contains("<img class=\"actual\"") && !page.contains("<img class=\"expected\""))
  }

  @Test func aReportInAMissingFolderIsRefused() throws {
    let folder = try TemporaryFolder()
    try write(solidImage(width: 4, height: 4, .white), folder.path("e.png"))
    let result = runInProcess([
      "compare", folder.path("e.png"), folder.path("e.png"), "--report", folder.path("x/r.html"),
    ])
    #expect(result.status == 64)
    #expect(result.stderr == "ringgen: error: compare: --report: the folder '\(folder.path("x"))' does not exist\n")
    #expect(try folder.contents() == ["e.png"])
  }

  @Test func jpegPairsAreInlinedAsJPEG() throws {
    let folder = try TemporaryFolder()
    var ppmBytes = Data("P6\n16 16\n255\n".utf8)
    for index in 0..<16 * 16 * 3 { ppmBytes.append(UInt8(index * 5 % 256)) }
    try ppmBytes.write(to: URL(fileURLWithPath: folder.path("n.ppm")))
    let made = try runProcess(
      URL(fileURLWithPath: "/usr/bin/cjpeg"), ["-outfile", folder.path("n.jpg"), folder.path("n.ppm")],
      in: URL(fileURLWithPath: "/"))
    #expect(made.status == 0)
    try write(solidImage(width: 16, height: 16, .white), folder.path("w.png"))
    let report = folder.path("r.html")
    #expect(runInProcess(["compare", folder.path("w.png"), folder.path("n.jpg"), "--report", report]).status == 1)
    let page = try String(contentsOfFile: report, encoding: .utf8)
    #expect(
      page.contains(
        "<img class=\"actual\" alt=\"actual: \(folder.path("n.jpg"))\" title=\"\(folder.path("n.jpg"))\" src=\"data:image/jpeg;base64,"
      ))
  }
}
