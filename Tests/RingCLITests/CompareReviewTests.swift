import Foundation
import RingCairo
import RingImageDiff
import RingImageFixtures
import RingKit
import Testing

@testable import RingCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `ringgen compare` as a review tool: exit statuses, new and deleted files, JUnit, `--update`,
/// ignore regions and masks, pixelmatch's diff options, and JPEG input.
@Suite("ringgen compare: review")
struct CompareReviewTests {
  private func write(_ image: RingRaster, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(PNGFile.bytes(image, layout: .rgba8)).write(to: URL(fileURLWithPath: path))
  }

  private func read(_ path: String) throws -> RingRaster {
    try RingRaster(pngData: Data(contentsOf: URL(fileURLWithPath: path)))
  }

  private func text(_ result: RunResult) -> String { String(decoding: result.stdout, as: UTF8.self) }

  private static let white = solidImage(width: 8, height: 8, .white)

  /// A folder pair with one file of each kind: same, differs, size, new, deleted.
  private func folderPair(_ folder: TemporaryFolder, kinds: Set<String>) throws {
    if kinds.contains("same") {
      try write(Self.white, folder.path("e/same.png"))
      try write(Self.white, folder.path("a/same.png"))
    }
    if kinds.contains("differs") {
      try write(Self.white, folder.path("e/differs.png"))
      try write(Self.white.setting(2, 2, to: .black), folder.path("a/differs.png"))
    }
    if kinds.contains("size") {
      try write(Self.white, folder.path("e/size.png"))
      try write(solidImage(width: 9, height: 8, .white), folder.path("a/size.png"))
    }
    if kinds.contains("new") { try write(Self.white, folder.path("a/new.png")) }
    if kinds.contains("deleted") { try write(Self.white, folder.path("e/deleted.png")) }
  }

  /// A mix of kinds of file, flags, and the exit status help promises for them.
  struct StatusCase: Sendable, CustomTestStringConvertible {
    var kinds: [String]
    var flags: [String]
    var status: Int32
    var testDescription: String { "\(kinds) \(flags) → \(status)" }
  }

  static let statusCases: [StatusCase] = [
    StatusCase(kinds: ["same"], flags: [], status: 0),
    StatusCase(kinds: ["same", "new"], flags: [], status: 0),
    StatusCase(kinds: ["same", "new"], flags: ["--fail-on-new"], status: 1),
    StatusCase(kinds: ["same", "deleted"], flags: [], status: 1),
    StatusCase(kinds: ["same", "deleted"], flags: ["--allow-deleted"], status: 0),
    StatusCase(kinds: ["same", "size"], flags: [], status: 2),
    StatusCase(kinds: ["size", "new"], flags: [], status: 2),
    StatusCase(kinds: ["size", "deleted"], flags: ["--allow-deleted"], status: 2),
    StatusCase(kinds: ["size", "deleted"], flags: [], status: 1),
    StatusCase(kinds: ["size", "differs"], flags: [], status: 1),
    StatusCase(kinds: ["differs"], flags: [], status: 1),
    StatusCase(kinds: ["size", "new"], flags: ["--fail-on-new"], status: 1),
  ]

  /// Every exit status from the table in help, for folder pairs of each mix of kinds.
  @Test(arguments: statusCases)
  func exitStatusSaysWhatFailed(_ test: StatusCase) throws {
    let folder = try TemporaryFolder()
    try folderPair(folder, kinds: Set(test.kinds))
    let result = runInProcess(["compare", folder.path("e"), folder.path("a")] + test.flags)
    #expect(result.status == test.status, "\(text(result)) \(result.stderr)")
    #expect(result.stderr.isEmpty)
  }

  @Test func jsonStatusNamesEachKind() throws {
    let folder = try TemporaryFolder()
    try folderPair(folder, kinds: ["same", "differs", "size", "new", "deleted"])
    try Data("not an image".utf8).write(to: URL(fileURLWithPath: folder.path("e/broken.png")))
    try write(Self.white, folder.path("a/broken.png"))
    let result = runInProcess(["compare", folder.path("e"), folder.path("a"), "--json"])
    #expect(result.status == 64)
    let statuses = try text(result).split(separator: "\n").map {
      let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
      return "\(object["path"]!)=\(object["status"]!)"
    }
    #expect(
      statuses == [
        "broken.png=unreadable", "deleted.png=deleted", "differs.png=differs", "new.png=new", "same.png=same",
        "size.png=size",
      ])
  }

  // MARK: - JUnit

  private static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/junit.xsd").path

  /// xmllint (libxml2, from install-deps) checks the file against the JUnit schema.
  private func validate(_ path: String) throws -> RunResult {
    try runProcess(
      URL(fileURLWithPath: "/usr/bin/xmllint"), ["--noout", "--schema", Self.schema, path],
      in: URL(fileURLWithPath: "/"))
  }

  @Test func junitValidatesAndHasATestcasePerPair() throws {
    let folder = try TemporaryFolder()
    try folderPair(folder, kinds: ["same", "differs", "size", "new", "deleted"])
    // A name that needs escaping in XML.
    try write(Self.white, folder.path("e/a&b <\"q\">.png"))
    try write(Self.white.setting(1, 1, to: .black), folder.path("a/a&b <\"q\">.png"))
    let report = folder.path("report.xml")
    let result = runInProcess(["compare", folder.path("e"), folder.path("a"), "--junit", report, "--allow-deleted"])
    #expect(result.status == 1)
    let validation = try validate(report)
    #expect(validation.status == 0, "\(validation.stderr)")
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: report))
    let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
    #expect(suite.attribute(forName: "tests")?.stringValue == "6")
    #expect(suite.attribute(forName: "failures")?.stringValue == "3")
    #expect(suite.attribute(forName: "errors")?.stringValue == "0")
    #expect(suite.attribute(forName: "skipped")?.stringValue == "1")
    let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
    #expect(
      cases.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
        "a&b <\"q\">.png", "deleted.png", "differs.png", "new.png", "same.png", "size.png",
      ])
    let failure = try #require(
      try document.nodes(forXPath: "//testcase[@name='differs.png']/failure").first as? XMLElement)
    #expect(failure.attribute(forName: "type")?.stringValue == "differs")
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "differs: 1 pixel differ (1.56 %), 0 allowed at threshold 0.10; 0 anti-aliased pixels ignored; changed region x 2…2, y 2…2 (1 × 1 px)"
    )
    #expect(failure.stringValue?.hasPrefix("expected: \(folder.path("e"))/differs.png\nactual: ") == true)
    #expect(try document.nodes(forXPath: "//testcase[@name='size.png']/failure[@type='size']").count == 1)
    #expect(try document.nodes(forXPath: "//testcase[@name='deleted.png']/skipped").count == 1)
    #expect(try document.nodes(forXPath: "//testcase[@name='new.png']/failure").isEmpty)
    #expect(try document.nodes(forXPath: "//testcase[@name='same.png']/*").isEmpty)
  }

  /// The schema really checks: a JUnit file without `errors` (reg-cli's shape) is refused.
  @Test func schemaRefusesAReportWithoutErrors() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("bad.xml")
    try """
    <testsuites name="reg-cli tests" tests="1" failures="1"><testsuite name="reg-cli" tests="1" failures="1">\
    <testcase name="a.png"><failure message="failed"/></testcase></testsuite></testsuites>
    """.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try validate(path).status != 0)
  }

  @Test func junitOfAnUnreadableFileIsAnError() throws {
    let folder = try TemporaryFolder()
    try write(Self.white, folder.path("a/x.png"))
    try FileManager.default.createDirectory(atPath: folder.path("e"), withIntermediateDirectories: true)
    try Data("text".utf8).write(to: URL(fileURLWithPath: folder.path("e/x.png")))
    let report = folder.path("report.xml")
    let result = runInProcess(["compare", folder.path("e"), folder.path("a"), "--junit", report])
    #expect(result.status == 64)
    #expect(try validate(report).status == 0)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains("failures=\"0\" errors=\"1\""))
    #expect(
      xml.contains(
        "<error type=\"unreadable\" message=\"unreadable: \(folder.path("e/x.png")): not a PNG, JPEG or WebP file"))
  }

  // MARK: - --update

  @Test func updateLeavesExpectedEqualToActual() throws {
    let folder = try TemporaryFolder()
    try folderPair(folder, kinds: ["same", "differs", "size", "new", "deleted"])
    try write(Self.white, folder.path("a/deep/newer.png"))
    let result = runInProcess(["compare", folder.path("e"), folder.path("a"), "--update"])
    #expect(result.status == 1, "the deleted file is kept, and still fails")
    let (e, a) = (folder.path("e"), folder.path("a"))
    #expect(
      text(result).split(separator: "\n").suffix(4) == [
        "added \(e)/deep/newer.png from \(a)/deep/newer.png",
        "replaced \(e)/differs.png from \(a)/differs.png",
        "added \(e)/new.png from \(a)/new.png",
        "replaced \(e)/size.png from \(a)/size.png",
      ])
    for name in ["differs.png", "size.png", "new.png", "same.png", "deep/newer.png"] {
      #expect(
        FileManager.default.contents(atPath: "\(e)/\(name)") == FileManager.default.contents(atPath: "\(a)/\(name)"))
    }
    #expect(FileManager.default.fileExists(atPath: "\(e)/deleted.png"))
    #expect(runInProcess(["compare", e, a, "--allow-deleted"]).status == 0, "accepted")

    let all = runInProcess(["compare", e, a, "--update=all"])
    #expect(all.status == 0)
    #expect(text(all).hasSuffix("removed \(e)/deleted.png\n"))
    #expect(!FileManager.default.fileExists(atPath: "\(e)/deleted.png"))
    #expect(runInProcess(["compare", e, a]).status == 0)
  }

  @Test func updateOfSingleFilesAndItsBadInput() throws {
    let folder = try TemporaryFolder()
    try write(Self.white, folder.path("e.png"))
    try write(Self.white.setting(0, 0, to: .black), folder.path("a.png"))
    let json = runInProcess(["compare", folder.path("e.png"), folder.path("a.png"), "--update", "--json"])
    #expect(json.status == 0)
    #expect(text(json).contains("\"status\": \"differs\""))
    #expect(text(json).hasSuffix("\"update\": \"replaced\"}\n"))
    #expect(try read(folder.path("e.png")).bytes == read(folder.path("a.png")).bytes)

    let same = runInProcess(["compare", folder.path("e.png"), folder.path("./e.png"), "--update"])
    #expect(same.status == 64)
    #expect(same.stderr == "ringgen: error: compare: --update: EXPECTED and ACTUAL are the same file\n")
    #expect(
      runInProcess(["compare", folder.path("e.png"), folder.path("a.png"), "--update=some"]).stderr
        == "ringgen: error: compare: --update takes no value or =all, not 'some'\n")

    // Nothing is updated when a file cannot be read.
    try folderPair(folder, kinds: ["differs"])
    try Data("text".utf8).write(to: URL(fileURLWithPath: folder.path("a/broken.png")))
    try write(Self.white, folder.path("e/broken.png"))
    let before = FileManager.default.contents(atPath: folder.path("e/differs.png"))
    let refused = runInProcess(["compare", folder.path("e"), folder.path("a"), "--update"])
    #expect(refused.status == 64)
    #expect(refused.stderr.hasSuffix("; nothing was updated\n"))
    #expect(FileManager.default.contents(atPath: folder.path("e/differs.png")) == before)
  }

  @Test func reportsInAMissingFolderAreRefusedBeforeAnythingIsWritten() throws {
    let folder = try TemporaryFolder()
    try write(Self.white, folder.path("e.png"))
    try write(Self.white.setting(0, 0, to: .black), folder.path("a.png"))
    let result = runInProcess([
      "compare", folder.path("e.png"), folder.path("a.png"), "--junit", folder.path("no/such/report.xml"), "--diff",
      folder.path("diffs"),
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr == "ringgen: error: compare: --junit: the folder '\(folder.path("no/such"))' does not exist\n")
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder.path("diffs")))
  }

  // MARK: - What is compared

  /// A pair whose changes are exactly the rectangle, or the mask, is the same; one pixel
  /// fewer left out and it differs by that pixel.
  @Test func ignoredPixelsHidingExactlyTheChangeMakeAPairTheSame() throws {
    let folder = try TemporaryFolder()
    let base = noise(width: 40, height: 30, seed: 7)
    let changed = base.overlaid(by: noise(width: 6, height: 4, seed: 8), atX: 10, y: 5)
    try write(base, folder.path("e.png"))
    try write(changed, folder.path("a.png"))
    let plain = ImageComparator(tolerance: .exact).compare(base, changed)
    #expect(plain.changedRegion == ImageDifference.Region(x: 10...15, y: 5...8), "the patch changes its corners")
    func run(_ flags: [String]) -> RunResult {
      runInProcess(["compare", folder.path("e.png"), folder.path("a.png"), "--threshold", "0", "--include-aa"] + flags)
    }
    #expect(run([]).status == 1)
    #expect(run(["--ignore", "10,5,6,4"]).status == 0)
    #expect(run(["--ignore", "10,5,3,4", "--ignore", "13,5,3,4"]).status == 0, "repeatable")
    let short = run(["--ignore", "10,5,6,3", "--json"])
    #expect(short.status == 1)
    let object = try JSONSerialization.jsonObject(with: short.stdout) as! [String: Any]
    let verdicts = PlainPixelmatch(expected: base, actual: changed, threshold: 0).verdicts()
    let lastRow = (10...15).count { verdicts[8 * 40 + $0] != .alike }
    #expect(object["differingPixels"] as? Int == lastRow)
    #expect(object["ignoredPixels"] as? Int == 18)

    var mask = solidImage(width: 40, height: 30, .clear)
    for y in 5...8 { for x in 10...15 { mask = mask.setting(x, y, to: .grey(0, alpha: 1)) } }
    try write(mask, folder.path("mask.png"))
    #expect(run(["--mask", folder.path("mask.png")]).status == 0)
    try write(mask.setting(15, 8, to: .clear), folder.path("mask2.png"))
    let masked = run(["--mask", folder.path("mask2.png")])
    #expect(verdicts[8 * 40 + 15] != .alike)
    #expect(masked.status == 1)
  }

  @Test func ignoredPixelsAreDimmedInTheDiff() throws {
    let folder = try TemporaryFolder()
    let base = solidImage(width: 10, height: 10, .white)
    try write(base, folder.path("e.png"))
    try write(base.setting(1, 1, to: .black).setting(8, 8, to: .black), folder.path("a.png"))
    let result = runInProcess([
      "compare", folder.path("e.png"), folder.path("a.png"), "--ignore", "0,0,3,3", "--diff", folder.path("d"),
    ])
    #expect(result.status == 1)
    #expect(text(result).contains("1 pixel differ"))
    #expect(text(result).contains("; 9 pixels left out"))
    let diff = try read(folder.path("d/a.diff.png"))
    // White at full strength, darkened to 40 %: 102.
    #expect(diff[1, 1] == .grey(102) && diff[2, 0] == .grey(102))
    #expect(diff[8, 8] == .pureRed && diff[5, 5] == .grey(255))
  }

  @Test func badIgnoreAndMaskInput() throws {
    let folder = try TemporaryFolder()
    try write(solidImage(width: 40, height: 30, .white), folder.path("e.png"))
    try write(solidImage(width: 40, height: 30, .white), folder.path("a.png"))
    try write(solidImage(width: 20, height: 30, .white), folder.path("small.png"))
    let (e, a) = (folder.path("e.png"), folder.path("a.png"))
    let cases: [([String], String)] = [
      (["--ignore", "30,0,11,5"], "compare: \(a): --ignore 30,0,11,5 does not lie inside the 40 × 30 px image"),
      (
        ["--ignore", "0,0,9223372036854775807,1"],
        "compare: \(a): --ignore 0,0,9223372036854775807,1 does not lie inside the 40 × 30 px image"
      ),
      (
        ["--ignore", "1,2,3"],
        "compare: --ignore must be X,Y,W,H: whole numbers, X and Y 0 or more, W and H 1 or more, not '1,2,3'"
      ),
      (
        ["--ignore", "1,2,0,4"],
        "compare: --ignore must be X,Y,W,H: whole numbers, X and Y 0 or more, W and H 1 or more, not '1,2,0,4'"
      ),
      (
        ["--mask", folder.path("small.png")],
        "compare: \(a): the mask \(folder.path("small.png")) is 20 × 30 px, the images 40 × 30 px"
      ),
      (["--mask", folder.path("none.png")], "compare: --mask '\(folder.path("none.png"))' does not exist"),
      (
        ["--diff-color", "255,0"], "compare: --diff-color must be R,G,B: three whole numbers from 0 to 255, not '255,0'"
      ),
      (
        ["--aa-color", "0,0,256"], "compare: --aa-color must be R,G,B: three whole numbers from 0 to 255, not '0,0,256'"
      ),
      (["--alpha", "1.5"], "compare: --alpha must be a number from 0 to 1, not '1.5'"),
      (["--diff-mask=yes"], "compare: --diff-mask takes no value"),
    ]
    for (flags, message) in cases {
      let result = runInProcess(["compare", e, a, "--diff", folder.path("d")] + flags)
      #expect(result.status == 64, "\(flags)")
      #expect(result.stderr == "ringgen: error: \(message)\n", "\(flags)")
      #expect(result.stdout.isEmpty, "\(flags)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("d")))
  }

  /// `--diff-color`, `--aa-color`, `--alpha` and `--diff-mask` paint as pixelmatch 7.2 does:
  /// unchanged pixels `255 + (Y − 255) · alpha · a / 255`, differing in diffColor, and with
  /// diffMask only the differing pixels, on transparency.
  @Test func diffOptionsPaintAsPixelmatch() throws {
    let folder = try TemporaryFolder()
    let canvas = RingCanvas(size: 40, scale: 1)
    let expected = try plainRing(value: 50).raster(on: canvas).setting(0, 0, to: .black)
    let actual = try ProgressRing(value: 60).raster(on: canvas).setting(0, 0, to: .black)
    try write(expected, folder.path("e.png"))
    try write(actual, folder.path("a.png"))
    let verdicts = PlainPixelmatch(expected: expected, actual: actual, threshold: 0.1).verdicts()
    #expect(verdicts.contains(.antialiased) && verdicts.contains(.differing))
    let result = runInProcess([
      "compare", folder.path("e.png"), folder.path("a.png"), "--diff", folder.path("d"), "--diff-color", "0,0,255",
      "--aa-color", "0,255,0", "--alpha", "0.5",
    ])
    #expect(result.status == 1)
    let diff = try read(folder.path("d/a.diff.png"))
    let blue = RingRaster.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
    let green = RingRaster.Pixel(red: 0, green: 255, blue: 0, alpha: 255)
    for y in 0..<40 {
      for x in 0..<40 {
        switch verdicts[y * 40 + x] {
        case .differing: #expect(diff[x, y] == blue, "\(x),\(y)")
        case .antialiased: #expect(diff[x, y] == green, "\(x),\(y)")
        default: break
        }
      }
    }
    #expect(diff[0, 0] == .grey(128), "black faded by alpha 0.5: 255 − 127.5")
    let masked = runInProcess([
      "compare", folder.path("e.png"), folder.path("a.png"), "--diff", folder.path("m"), "--diff-mask",
    ])
    #expect(masked.status == 1)
    let maskDiff = try read(folder.path("m/a.diff.png"))
    for y in 0..<40 {
      for x in 0..<40 {
        #expect(maskDiff[x, y] == (verdicts[y * 40 + x] == .differing ? .pureRed : .clear), "\(x),\(y)")
      }
    }
  }

  // MARK: - JPEG

  private func runTool(_ name: String, _ arguments: [String]) throws -> RunResult {
    try runProcess(URL(fileURLWithPath: "/usr/bin/\(name)"), arguments, in: URL(fileURLWithPath: "/"))
  }

  /// Binary PPM (P6) as djpeg writes it.
  private func ppm(_ data: Data) throws -> RingRaster {
    let bytes = [UInt8](data)
    var fields: [String] = []
    var index = 0
    while fields.count < 4 {
      while bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
      let start = index
      while bytes[index] != 0x20 && bytes[index] != 0x0A { index += 1 }
      fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
    }
    index += 1
    #expect(fields[0] == "P6" && fields[3] == "255")
    let (width, height) = (Int(fields[1])!, Int(fields[2])!)
    var rgba: [UInt8] = []
    for pixel in 0..<width * height {
      rgba += bytes[index + pixel * 3..<index + pixel * 3 + 3] + [255]
    }
    return RingRaster(width: width, height: height, bytes: rgba)!
  }

  /// A JPEG made by libjpeg-turbo's cjpeg decodes to the pixels its djpeg gives (4:2:0 and
  /// 4:4:4), and compares as the same as the PNG of those pixels at threshold 0.
  @Test(arguments: ["2x2", "1x1"])
  func jpegDecodesToThePixelsOfItsPNG(sampling: String) throws {
    let folder = try TemporaryFolder()
    let ring = try ProgressRing(value: 37).raster(on: RingCanvas(size: 64, scale: 1))
    var ppmBytes = Data("P6\n64 64\n255\n".utf8)
    for pixel in stride(from: 0, to: ring.bytes.count, by: 4) {
      let alpha = Int(ring.bytes[pixel + 3])
      // Over white, as a JPEG has no transparency.
      for channel in 0..<3 {
        ppmBytes.append(UInt8((Int(ring.bytes[pixel + channel]) * alpha + 255 * (255 - alpha) + 127) / 255))
      }
    }
    try ppmBytes.write(to: URL(fileURLWithPath: folder.path("ring.ppm")))
    let encoded = try runTool(
      "cjpeg", ["-quality", "85", "-sample", sampling, "-outfile", folder.path("ring.jpg"), folder.path("ring.ppm")])
    #expect(encoded.status == 0, "\(encoded.stderr)")
    let decoded = try runTool("djpeg", ["-pnm", folder.path("ring.jpg")])
    let oracle = try ppm(decoded.stdout)
    let ours = try RingRaster(jpegData: Data(contentsOf: URL(fileURLWithPath: folder.path("ring.jpg"))))
    #expect(ours.width == 64 && ours.height == 64)
    #expect(ours.bytes == oracle.bytes)
    try write(oracle, folder.path("ring.png"))
    let result = runInProcess([
      "compare", folder.path("ring.png"), folder.path("ring.jpg"), "--threshold", "0", "--include-aa",
    ])
    #expect(result.status == 0, "\(text(result))")
    // Folder mode pairs .jpg files too.
    try FileManager.default.createDirectory(atPath: folder.path("e"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.path("a"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: folder.path("ring.jpg"), toPath: folder.path("e/ring.jpg"))
    try write(oracle.setting(0, 0, to: .black), folder.path("a/ring.jpg.png"))
    try Data(contentsOf: URL(fileURLWithPath: folder.path("ring.jpg"))).write(
      to: URL(fileURLWithPath: folder.path("a/ring.jpg")))
    let folders = runInProcess(["compare", folder.path("e"), folder.path("a")])
    #expect(text(folders).hasPrefix("same ring.jpg: 0 pixels differ"))
    #expect(text(folders).contains("\nnew ring.jpg.png: only in ACTUAL"))
  }

  @Test func truncatedAndCorruptJPEGsAreRefused() throws {
    let folder = try TemporaryFolder()
    var ppmBytes = Data("P6\n64 64\n255\n".utf8)
    for index in 0..<64 * 64 * 3 { ppmBytes.append(UInt8(index * 7 % 256)) }
    try ppmBytes.write(to: URL(fileURLWithPath: folder.path("n.ppm")))
    #expect(try runTool("cjpeg", ["-outfile", folder.path("n.jpg"), folder.path("n.ppm")]).status == 0)
    let jpeg = try Data(contentsOf: URL(fileURLWithPath: folder.path("n.jpg")))
    // The headers and most of the scan: the decoder runs out of data, which TurboJPEG calls a warning.
    try jpeg.prefix(jpeg.count - 200).write(to: URL(fileURLWithPath: folder.path("truncated.jpg")))
    try Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]).write(to: URL(fileURLWithPath: folder.path("garbage.jpg")))
    try write(solidImage(width: 64, height: 64, .white), folder.path("white.png"))
    for (name, reason) in [
      ("truncated.jpg", "not a readable JPEG: cannot read JPEG: Premature end of JPEG file"),
      ("garbage.jpg", "not a readable JPEG: cannot read JPEG: "),
    ] {
      let result = runInProcess(["compare", folder.path("white.png"), folder.path(name)])
      #expect(result.status == 64, "\(name)")
      #expect(result.stderr.hasPrefix("ringgen: error: compare: \(folder.path(name)): \(reason)"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }
}
