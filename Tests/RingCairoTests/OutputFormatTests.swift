import Foundation
import RingCairo
import RingKit
import Testing

@Suite("Output formats")
struct OutputFormatTests {
  private let ring = ProgressRing(value: 15, maxValue: 30)

  @Test func pngDecodesToTheSamePixels() throws {
    let canvas = RingCanvas(size: 120)
    let png = try ring.pngData(on: canvas)
    #expect(try RingRaster(pngData: png) == ring.raster(on: canvas))
  }

  @Test(arguments: [(1.0, 2835), (2.0, 5669)])
  func pngCarriesResolutionAndAltText(scale: Double, pixelsPerMetre: Int) throws {
    let png = try ring.pngData(on: RingCanvas(size: 64, scale: scale))
    let chunks = try pngChunks(png)
    #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
    let header = try #require(chunks.first?.data)
    #expect(bigEndian(header, 0) == Int(64 * scale) && bigEndian(header, 4) == Int(64 * scale))
    #expect(header[8] == 8 && header[9] == 6, "8-bit RGBA")
    let phys = try #require(chunks.first { $0.type == "pHYs" }?.data)
    #expect(bigEndian(phys, 0) == pixelsPerMetre && bigEndian(phys, 4) == pixelsPerMetre && phys[8] == 1)
    let texts = chunks.filter { $0.type == "tEXt" }.map { String(decoding: $0.data, as: UTF8.self) }
    #expect(texts == ["Description\u{0}Progress 15 of 30 (50%)", "Software\u{0}RingKit \(PackageVersion.number)"])
  }

  /// A scale that makes no sense as a resolution leaves pHYs out instead of trapping. (Without
  /// a description the one tEXt chunk is the `Software` every PNG carries.)
  @Test(arguments: [Double.nan, .infinity, 0, -2, 1e-12])
  func pngWithoutAResolution(scale: Double) throws {
    let raster = try ring.raster(on: RingCanvas(size: 16))
    let chunks = try pngChunks(raster.pngData(scale: scale))
    #expect(chunks.map(\.type) == ["IHDR", "tEXt", "IDAT", "IEND"], "\(scale)")
    #expect(try RingRaster(pngData: raster.pngData(scale: scale)) == raster)
  }

  @Test func rastersRoundTripThroughPNG() throws {
    let raster = try ring.raster(on: RingCanvas(size: 40, scale: 1.5))
    #expect(try RingRaster(pngData: raster.pngData(scale: 1.5)) == raster)
  }

  @Test func opaquePNGsDropTheAlphaChannel() throws {
    let canvas = RingCanvas(size: 64, background: RingColor("#fafafa"))
    let png = try ring.pngData(on: canvas)
    let header = try #require(try pngChunks(png).first?.data)
    #expect(header[9] == 2, "8-bit RGB")
    #expect(try RingRaster(pngData: png) == ring.raster(on: canvas))
  }

  @Test func corruptPNGsFailCleanly() throws {
    var png = try ring.pngData(on: RingCanvas(size: 32))
    #expect(throws: RenderError.self) { try RingRaster(pngData: png.prefix(40)) }
    png[60] ^= 0xFF
    #expect(throws: RenderError.self) { try RingRaster(pngData: png) }
    #expect(throws: RenderError.self) { try RingRaster(pngData: Data("not a png".utf8)) }
  }

  @Test func svgIsADocumentOfTheCanvasSize() throws {
    let svg = try ring.svg(on: RingCanvas(width: 300, height: 200))
    #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200""#))
    #expect(svg.contains("<path") && svg.hasSuffix("</svg>\n"))
  }

  @Test func pdfIsOnePageTitledWithTheAltText() throws {
    let pdf = try ring.pdfData(on: RingCanvas(size: 256))
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.hasPrefix("%PDF-"))
    // Cairo writes the title as UTF-16BE in hex, after a byte-order mark.
    let title =
      "FEFF"
      + "Progress 15 of 30 (50%)".utf16.map { code in
        let digits = String(code, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
      }.joined()
    #expect(text.contains("/Title <\(title)>"))
    #expect(text.contains("/MediaBox [ 0 0 256 256 ]"))
  }

  @Test func invalidInputIsReportedNotDrawn() {
    #expect(
      throws: RenderError.invalid(
        RingValidationError(property: "width", keys: [.size], reason: "must be above 0 and at most 16384 points, not 0")
      )
    ) {
      try ring.pngData(on: RingCanvas(size: 0))
    }
    var bad = ring
    bad.value = .nan
    #expect(throws: RenderError.self) { try bad.svgData(on: RingCanvas(size: 10)) }
  }
}

/// WebP, decoded by libwebp's own tools (dwebp, webpmux), not by ringgen.
@Suite("WebP output")
struct WebPOutputTests {
  private let ring = ProgressRing(value: 15, maxValue: 30)

  /// Lossless and exact: every pixel, transparent ones included, is the PNG's.
  @Test(arguments: [
    RingCanvas(size: 256), RingCanvas(size: 90, scale: 2), RingCanvas(size: 64, background: RingColor("#fafafa")),
  ])
  func webpDecodesToThePNGsPixels(canvas: RingCanvas) throws {
    let decoded = try dwebp(ring.webpData(on: canvas))
    #expect(decoded == (try RingRaster(pngData: ring.pngData(on: canvas))))
  }

  /// A translucent gradient and a shadow: partly transparent pixels of every alpha survive.
  @Test func translucentPixelsSurvive() throws {
    var ring = ring
    ring.progressColor = RingColor("rgba(220,38,38,0.4)")!
    ring.shadow = RingShadow(offset: Point(x: 2, y: 4), blur: 8)
    let canvas = RingCanvas(size: 128)
    let raster = try ring.raster(on: canvas)
    #expect(Set(stride(from: 3, to: raster.bytes.count, by: 4).map { raster.bytes[$0] }).count > 50)
    #expect(try dwebp(ring.webpData(on: canvas)) == raster)
  }

  /// The file is a RIFF WebP with a VP8X header, a lossless VP8L image and an XMP chunk holding
  /// the alt text and the software.
  @Test func webpIsLosslessWithAltTextInXMP() throws {
    let webp = [UInt8](try ring.webpData(on: RingCanvas(size: 64)))
    #expect(
      String(decoding: webp[0..<4], as: UTF8.self) == "RIFF" && String(decoding: webp[8..<12], as: UTF8.self) == "WEBP")
    let size = Int(webp[4]) | Int(webp[5]) << 8 | Int(webp[6]) << 16 | Int(webp[7]) << 24
    #expect(size + 8 == webp.count)
    let text = String(decoding: webp, as: UTF8.self)
    #expect(text.contains("VP8X") && text.contains("VP8L") && !text.contains("VP8 "))
    #expect(text.contains("<rdf:li xml:lang=\"x-default\">Progress 15 of 30 (50%)</rdf:li>"))
    #expect(text.contains("<xmp:CreatorTool>RingKit \(PackageVersion.number)</xmp:CreatorTool>"))
  }

  /// Every frame a viewer composes is the frame of the ring at its time, steady or the final
  /// still, as APNG's are; delays and loops as APNG's.
  @Test func animatedWebPFramesAreTheStills() throws {
    let animation = RingAnimation(ring: ProgressRing(value: 80), from: 0, duration: 0.5)
    let canvas = RingCanvas(size: 96)
    let webp = try animation.webpData(on: canvas, fps: 10, loopCount: 3, jobs: 2)
    let (loop, durations, frames) = try composedWebPFrames(webp)
    let times = try animation.frameTimes(fps: 10)
    #expect(loop == 3 && durations == [100, 100, 100, 100, 100, 100] && frames.count == times.count)
    for (frame, time) in zip(frames, times) {
      try expectAnimationFrame(frame, of: animation, at: time, on: canvas)
    }
    #expect(String(decoding: webp, as: UTF8.self).contains("Progress 80 of 100 (80%)"))
  }

  @Test func invalidCanvasIsReportedNotEncoded() {
    #expect(throws: RenderError.self) { try ring.webpData(on: RingCanvas(size: 0)) }
  }
}
