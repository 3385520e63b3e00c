import Foundation
import RingCairo
import RingImageDiff
import RingImageFixtures
import RingKit
import Testing

@testable import RingCLI

/// `ringgen compare`'s WebP inputs, checked against libwebp's own command-line tools (cwebp
/// encodes, dwebp decodes, img2webp makes an animation), not against our encoder.
@Suite("ringgen compare: WebP input")
struct CompareWebPTests {
  private func tool(_ name: String, _ arguments: [String]) throws -> RunResult {
    let result = try runProcess(URL(fileURLWithPath: "/usr/bin/\(name)"), arguments, in: URL(fileURLWithPath: "/"))
    #expect(result.status == 0, "\(name) \(arguments): \(result.stderr)")
    return result
  }

  private func write(_ image: RingRaster, _ path: String) throws {
    try Data(PNGFile.bytes(image, layout: .rgba8)).write(to: URL(fileURLWithPath: path))
  }

  /// A PAM (P7) file as `dwebp -pam` writes it: RGB_ALPHA, 8 bits.
  private func pam(_ path: String) throws -> RingRaster {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let end = bytes.indices.first { index in bytes[index...].starts(with: Array("ENDHDR\n".utf8)) }!
    let header = String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\n")
    func field(_ name: String) -> Int { Int(header.first { $0.hasPrefix(name + " ") }!.dropFirst(name.count + 1))! }
    #expect(header.contains("TUPLTYPE RGB_ALPHA") && field("MAXVAL") == 255 && field("DEPTH") == 4)
    return RingRaster(width: field("WIDTH"), height: field("HEIGHT"), bytes: Array(bytes[(end + 7)...]))!
  }

  /// A ring with transparency, and a colour under a transparent pixel that only an exact
  /// lossless file keeps.
  private static let ring: RingRaster = {
    var ring = try! ProgressRing(value: 37).raster(on: RingCanvas(size: 64, scale: 1))
    ring = ring.setting(0, 0, to: RingRaster.Pixel(red: 10, green: 200, blue: 30, alpha: 0))
    return ring
  }()

  /// cwebp's lossless `-exact` file decodes to exactly the PNG's pixels, so the pair is the same
  /// at threshold 0 with anti-aliasing counted; a lossy one decodes to dwebp's pixels.
  @Test func webpDecodesToThePixelsOfItsPNG() throws {
    let folder = try TemporaryFolder()
    try write(Self.ring, folder.path("ring.png"))
    _ = try tool("cwebp", ["-quiet", "-lossless", "-exact", folder.path("ring.png"), "-o", folder.path("ring.webp")])
    let lossless = try RingRaster(webpData: Data(contentsOf: URL(fileURLWithPath: folder.path("ring.webp"))))
    #expect(lossless.width == 64 && lossless.height == 64)
    #expect(lossless.bytes == Self.ring.bytes)
    let result = runInProcess([
      "compare", folder.path("ring.png"), folder.path("ring.webp"), "--threshold", "0", "--include-aa",
    ])
    #expect(result.status == 0, "\(String(decoding: result.stdout, as: UTF8.self)) \(result.stderr)")

    _ = try tool("cwebp", ["-quiet", "-q", "70", folder.path("ring.png"), "-o", folder.path("lossy.webp")])
    _ = try tool("dwebp", ["-quiet", folder.path("lossy.webp"), "-pam", "-o", folder.path("lossy.pam")])
    let lossy = try RingRaster(webpData: Data(contentsOf: URL(fileURLWithPath: folder.path("lossy.webp"))))
    #expect(lossy.bytes == (try pam(folder.path("lossy.pam"))).bytes)
    #expect(lossy.bytes != Self.ring.bytes)
  }

  /// Folder mode pairs `.webp` files, and the report inlines them as `image/webp`.
  @Test func foldersPairWebPFiles() throws {
    let folder = try TemporaryFolder()
    for side in ["e", "a"] {
      try FileManager.default.createDirectory(atPath: folder.path(side), withIntermediateDirectories: true)
    }
    try write(Self.ring, folder.path("ring.png"))
    try write(Self.ring.setting(30, 30, to: .black), folder.path("changed.png"))
    _ = try tool("cwebp", ["-quiet", "-lossless", "-exact", folder.path("ring.png"), "-o", folder.path("e/ring.webp")])
    _ = try tool(
      "cwebp", ["-quiet", "-lossless", "-exact", folder.path("changed.png"), "-o", folder.path("a/ring.webp")])
    let result = runInProcess([
      "compare", folder.path("e"), folder.path("a"), "--report", folder.path("report.html"),
    ])
    #expect(result.status == 1)
    #expect(String(decoding: result.stdout, as: UTF8.self).hasPrefix("differs ring.webp: 1 pixel differ"))
    let page = try String(contentsOfFile: folder.path("report.html"), encoding: .utf8)
    #expect(page.contains("alt=\"actual: \(folder.path("a/ring.webp"))\""))
    #expect(page.contains("src=\"data:image/webp;base64,"))
  }

  /// A truncated, corrupt or animated WebP is a clear line and exit 64 for a pair of files,
  /// `unreadable` in a folder, and never a crash.
  @Test func truncatedCorruptAndAnimatedWebPsAreRefused() throws {
    let folder = try TemporaryFolder()
    try write(Self.ring, folder.path("ring.png"))
    try write(Self.ring.setting(30, 30, to: .black), folder.path("changed.png"))
    _ = try tool("cwebp", ["-quiet", "-lossless", folder.path("ring.png"), "-o", folder.path("ring.webp")])
    _ = try tool("cwebp", ["-quiet", "-q", "70", folder.path("ring.png"), "-o", folder.path("lossy.webp")])
    _ = try tool(
      "img2webp", ["-lossless", folder.path("ring.png"), folder.path("changed.png"), "-o", folder.path("anim.webp")])
    let lossless = try Data(contentsOf: URL(fileURLWithPath: folder.path("ring.webp")))
    let lossy = try Data(contentsOf: URL(fileURLWithPath: folder.path("lossy.webp")))
    try lossless.prefix(lossless.count / 2).write(to: URL(fileURLWithPath: folder.path("truncated.webp")))
    try lossy.prefix(lossy.count - 40).write(to: URL(fileURLWithPath: folder.path("truncated-lossy.webp")))
    var corrupt = lossless
    for index in 40..<min(corrupt.count, 200) { corrupt[index] ^= 0x5A }
    try corrupt.write(to: URL(fileURLWithPath: folder.path("corrupt.webp")))
    try Data("RIFF\u{4}\0\0\0WEBPVP8 ".utf8).write(to: URL(fileURLWithPath: folder.path("header.webp")))
    for (name, reason) in [
      ("truncated.webp", "not a readable WebP: cannot read WebP: the file is truncated"),
      ("truncated-lossy.webp", "not a readable WebP: cannot read WebP: the file is truncated"),
      ("corrupt.webp", "not a readable WebP: cannot read WebP: "),
      ("header.webp", "not a readable WebP: cannot read WebP: "),
      (
        "anim.webp",
        "not a readable WebP: cannot read WebP: an animated WebP (compare reads still images: compare its frames one by one)"
      ),
    ] {
      let result = runInProcess(["compare", folder.path("ring.png"), folder.path(name)])
      #expect(result.status == 64, "\(name)")
      #expect(result.stderr.hasPrefix("ringgen: error: compare: \(folder.path(name)): \(reason)"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    // In a folder the file is `unreadable`, and the run still ends with exit 64.
    for side in ["e", "a"] {
      try FileManager.default.createDirectory(atPath: folder.path(side), withIntermediateDirectories: true)
    }
    try lossless.write(to: URL(fileURLWithPath: folder.path("e/x.webp")))
    try lossless.prefix(lossless.count / 2).write(to: URL(fileURLWithPath: folder.path("a/x.webp")))
    let result = runInProcess(["compare", folder.path("e"), folder.path("a")])
    #expect(result.status == 64)
    #expect(String(decoding: result.stdout, as: UTF8.self).hasPrefix("unreadable x.webp:"))
  }
}
