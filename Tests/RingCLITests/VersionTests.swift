import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingCLI

/// The version lives in VERSION; everything that shows it must show the same one.
@Suite("One version everywhere")
struct VersionTests {
  /// VERSION's contents, without the newline.
  private let version: String = {
    let text = (try? String(contentsOf: packageRoot.appendingPathComponent("VERSION"), encoding: .utf8)) ?? ""
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }()

  @Test func versionIsSemantic() {
    #expect(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?/) != nil, "VERSION: '\(version)'")
  }

  @Test func swiftConstantIsGeneratedFromVERSION() {
    #expect(PackageVersion.number == version, "run make version after editing VERSION")
    #expect(PackageVersion.software == "RingKit \(version)")
  }

  @Test func ringgenPrintsIt() throws {
    let result = try runBinary(["--version"], in: FileManager.default.temporaryDirectory)
    #expect(result.status == 0)
    #expect(String(decoding: result.stdout, as: UTF8.self) == "ringgen \(version)\n")
  }

  @Test func filesNameTheSoftware() throws {
    let ring = ProgressRing(value: 15, maxValue: 30)
    let canvas = RingCanvas(size: 32)
    let png = try ring.pngData(on: canvas)
    #expect(png.range(of: Data("tEXtSoftware\u{0}RingKit \(version)".utf8)) != nil, "PNG tEXt Software")
    let svg = String(decoding: try ring.svgData(on: canvas), as: UTF8.self)
    #expect(svg.contains("<!-- Software: RingKit \(version) -->"), "SVG comment")
    let pdf = try ring.pdfData(on: canvas)
    #expect(pdf.range(of: Data("/Creator (RingKit \(version))".utf8)) != nil, "PDF Creator")
  }

  @Test func manualPagesCarryIt() {
    let roff = ManualText.render(.roff, version: RingGen.version)
    #expect(roff.hasPrefix(".TH RINGGEN 1 \"\" \"ringgen \(version)\""))
    #expect(ManualText.render(.markdown, version: RingGen.version).contains("`ringgen` \(version)"))
  }

  @Test func changelogHasAnEntryForIt() throws {
    let changelog = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
    #expect(headings.first == "## [Unreleased]")
    #expect(headings.dropFirst().first?.hasPrefix("## [\(version)] - ") == true, "the newest release is VERSION")
  }

  /// `make docs` gives docc the version from VERSION, and no catalogue overrides it with an
  /// Info.plist of its own.
  @Test func documentationIsBuiltWithIt() throws {
    let script = try String(contentsOf: packageRoot.appendingPathComponent("scripts/build-docs"), encoding: .utf8)
    #expect(script.contains("version=$(cat VERSION)\n"))
    #expect(script.contains("--fallback-bundle-version \"$version\""))
    for module in ["RingKit", "RingCairo", "RingTerminal", "RingSnapshotTesting"] {
      let catalogue = packageRoot.appendingPathComponent("Sources/\(module)/\(module).docc")
      #expect(FileManager.default.fileExists(atPath: catalogue.path), "\(module).docc")
      #expect(!FileManager.default.fileExists(atPath: catalogue.appendingPathComponent("Info.plist").path))
    }
  }
}
