import Foundation
import RingCairo
import RingKit
import Testing

@testable import RingCLI

/// `ringgen badge` and `/badge.svg`: the library's bytes, bad input refused, the same over HTTP.
@Suite("ringgen badge")
struct BadgeCommandTests {
  @Test func writesTheLibrarysBytes() throws {
    let folder = try TemporaryFolder()
    for (name, style) in [("b.svg", Badge.Style.flat), ("b.png", .flatSquare), ("b.webp", .forTheBadge)] {
      let result = runInProcess(["badge", "tasks", "7/10", "--style", style.rawValue, "-o", folder.path(name)])
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      let badge = try Badge(label: "tasks", value: 7, maxValue: 10, style: style)
      let expected: Data =
        name.hasSuffix(".svg")
        ? Data(try badge.svg().utf8) : name.hasSuffix(".png") ? try badge.pngData() : try badge.webpData()
      #expect(try Data(contentsOf: folder.url.appendingPathComponent(name)) == expected, "\(name)")
    }
    let scaled = runInProcess([
      "badge", "coverage", "87", "--thresholds", "50:#0000ff", "--scale", "2", "-o", "-", "--format", "png",
    ])
    let raster = try RingRaster(pngData: scaled.stdout)
    #expect(raster.height == 40 && raster[raster.width - 3, 20]?.blue ?? 0 > 200)
  }

  @Test(arguments: [
    (["badge", "", "87", "-o", "b.svg"], "badge: LABEL: the label is empty; a badge needs one, such as coverage"),
    (["badge", "coverage", "lots", "-o", "b.svg"], "badge: VALUE: 'lots' is not a number, or NUMBER/MAX such as 7/10"),
    (["badge", "coverage", "3/0", "-o", "b.svg"], "badge: MAX: 0 is not a number above 0"),
    (["badge", "coverage", "-4", "-o", "b.svg"], "badge: VALUE: -4 is not a number 0 or more"),
    (
      ["badge", "coverage", "-o", "b.svg"], "badge needs LABEL and VALUE[/MAX], got 1 arguments (\(BadgeOptions.usage))"
    ),
    (
      ["badge", "coverage", "87", "--style", "plastic", "-o", "b.svg"],
      "badge: --style: expected flat|flat-square|for-the-badge, got 'plastic'"
    ),
    (
      ["badge", "coverage", "87", "--thresholds", "120:red", "-o", "b.svg"],
      "badge: --thresholds: threshold 1: 120% is outside 0…100%"
    ),
    (
      ["badge", "coverage", "87", "-o", "b.pdf"],
      "badge: cannot tell the format of 'b.pdf'; name it .svg, .png or .webp, or use --format svg|png|webp"
    ),
    (
      ["badge", "coverage", "87", "--scale", "0", "-o", "b.png"],
      "badge: --scale: expected a number above 0 and at most 16, got '0'"
    ),
    (
      ["badge", "coverage", "87"],
      "badge: no output file: add -o FILE (.svg, .png or .webp), or -o - for standard output"
    ),
    (["badge", "coverage", "87", "--colour", "red"], "badge: unknown option '--colour'; see ringgen badge --help"),
  ])
  func badInputIsRefused(arguments: [String], message: String) throws {
    try expectRejected(arguments.map { $0.hasPrefix("b.") ? "@/" + $0 : $0 }, message: message)
  }

  @Test func servedAsTheCommandLineWritesIt() throws {
    let server = try ServeProcess()
    defer { server.stop() }
    for format in ["svg", "png", "webp"] {
      let answer = try server.client.send("GET", "/badge.\(format)?label=coverage&value=87&style=flat-square")
      let cli = runInProcess(["badge", "coverage", "87", "--style", "flat-square", "--format", format, "-o", "-"])
      #expect(answer.status == 200 && answer.body == Array(cli.stdout), "\(format)")
      #expect(answer.header("Content-Type") == ImageFormat(rawValue: format)?.mediaType)
      #expect(answer.header("ETag") != nil)
    }
    let again = try server.client.send("GET", "/badge.svg?label=coverage&value=87&style=flat-square")
    let cached = try server.client.send(
      "GET", "/badge.svg?label=coverage&value=87&style=flat-square",
      headers: [("If-None-Match", again.header("ETag") ?? "")])
    #expect(cached.status == 304)
    for (query, message) in [
      ("label=&value=87", "badge: LABEL: the label is empty; a badge needs one, such as coverage"),
      ("label=coverage&value=abc", "badge: VALUE: 'abc' is not a number, or NUMBER/MAX such as 7/10"),
      ("label=coverage", "query: /badge needs value=NUMBER or NUMBER/MAX"),
      ("label=coverage&value=3&colour=red", "query: /badge takes label, value, style, thresholds, scale, not 'colour'"),
    ] {
      let refused = try server.client.send("GET", "/badge.svg?" + query)
      #expect(refused.status == 400 && refused.text == "ringgen: error: \(message)\n", "\(query): \(refused.text)")
    }
  }
}
