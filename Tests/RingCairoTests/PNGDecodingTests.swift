import Foundation
import RingCairo
import RingKit
import Testing

@Suite("PNG decoding")
struct PNGDecodingTests {
  /// A PNG of `header` (IHDR's body) and one IDAT holding `imageData`, CRCs right.
  private func png(width: UInt32, height: UInt32, imageData: [UInt8]) -> Data {
    func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typeAndBody = Array(type.utf8) + body
      return be32(UInt32(body.count)) + typeAndBody + be32(crc32(typeAndBody))
    }
    let header = be32(width) + be32(height) + [8, 6, 0, 0, 0]  // 8-bit RGBA, not interlaced
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", imageData)
        + chunk("IEND", []))
  }

  /// A 69-byte file that claims 16384 × 16384 px used to get 1 GiB allocated before libpng
  /// found the data missing; now the size is checked against the file first.
  @Test func aTinyFileClaimingAHugeImageIsRefusedBeforeAllocating() {
    // An empty zlib stream: no image data at all.
    let data = png(
      width: 16_384, height: 16_384, imageData: [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01, 0, 0, 0, 0])
    #expect(data.count == 69)
    #expect(
      throws: RenderError.pngDecoding(
        message:
          "the header declares 16384 × 16384 px, at least 33570816 bytes of image data, more than 69 bytes of PNG can hold"
      )
    ) { try RingRaster(pngData: data) }
  }

  /// The bound is deflate's own, far from what real files reach: a 1024 px ring, mostly
  /// transparent, still decodes to what was drawn.
  @Test func aRealImageStillDecodes() throws {
    let ring = ProgressRing(value: 1, maxValue: 100)
    let canvas = RingCanvas(size: 1024)
    #expect(try RingRaster(pngData: ring.render(as: .png, on: canvas)) == ring.raster(on: canvas))
  }
}
