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
        RingValidationError(property: "width", reason: "must be above 0 and at most 16384 points, not 0"))
    ) {
      try ring.pngData(on: RingCanvas(size: 0))
    }
    var bad = ring
    bad.value = .nan
    #expect(throws: RenderError.self) { try bad.svgData(on: RingCanvas(size: 10)) }
  }
}
