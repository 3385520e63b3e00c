import Foundation
import RingKit
import Testing

@testable import RingCairo

/// Images deflated in strips (``PNGEncoder/stripBytes``) are one valid zlib stream of the same
/// pixels: the reader inflates the whole stream at once and checks its Adler-32, so a strip that
/// ended the stream early, a lost sync flush or a wrong combined checksum fails to decode.
@Suite("PNG encoder, strips")
struct PNGEncoderStripTests {
  static func encoder(stripBytes: Int?, level: Int32 = 3) -> PNGEncoder {
    PNGEncoder(compressionLevel: level, filter: .none, stripBytes: stripBytes)
  }

  /// Noise (which fills whole deflate blocks) and flat images, RGB and RGBA, in strips of a
  /// few rows to one row, at the levels from stored blocks to the best.
  @Test(arguments: [(300, 260), (181, 181), (64, 7), (5, 40)])
  func stripsDecodeToTheSamePixels(width: Int, height: Int) throws {
    for (mask, opaque) in [(UInt8(0xFF), false), (0x81, false), (0xFF, true), (0, true)] {
      let image = PNGEncoderTests.raster(width: width, height: height, mask: mask, opaque: opaque)
      for stripBytes in [1, 3 * width * 4 + 1, 10_000] {
        for level: Int32 in [0, 1, 3, 9] {
          let striped = try Self.encoder(stripBytes: stripBytes, level: level).encode(
            image, scale: 2, description: "A ring")
          let label = "\(width)×\(height), mask \(mask), opaque \(opaque), strips of \(stripBytes) B, level \(level)"
          #expect(try RingRaster(pngData: striped) == image, "\(label)")
        }
      }
    }
  }

  /// The chunks are the standard writer's, only the image data differs: the same IHDR, pHYs
  /// and text, IDAT chunks of 64 KiB but the last.
  @Test func stripsKeepTheChunksAroundTheData() throws {
    let image = PNGEncoderTests.raster(width: 300, height: 260, mask: 0xFF, opaque: false)
    let striped = try pngChunks(try Self.encoder(stripBytes: 20_000).encode(image, scale: 2, description: "d"))
    let standard = try pngChunks(try PNGEncoder.standard.encode(image, scale: 2, description: "d"))
    #expect(striped.map(\.type).filter { $0 != "IDAT" } == standard.map(\.type).filter { $0 != "IDAT" })
    #expect(striped.filter { $0.type != "IDAT" }.map(\.data) == standard.filter { $0.type != "IDAT" }.map(\.data))
    let sizes = striped.filter { $0.type == "IDAT" }.map(\.data.count)
    #expect(sizes.dropLast().allSatisfy { $0 == 65536 } && sizes.last! <= 65536, "\(sizes)")
    #expect(striped.filter { $0.type == "IDAT" }.map(\.data) != standard.filter { $0.type == "IDAT" }.map(\.data))
  }

  /// An image of one strip is written as one stream: zlib's, libpng's bytes, as without strips.
  /// So is a small diff image under ``PNGEncoder/inStrips``.
  @Test func oneStripIsOneZlibStream() throws {
    let zlib = PNGEncoder.libpngEquivalent
    let ring = try ProgressRing(value: 37, maxValue: 100).raster(on: RingCanvas(size: 256))
    let whole = try zlib.encode(ring, scale: 1, description: nil)
    #expect(try PNGEncoder.inStrips.encode(ring, scale: 1, description: nil) == whole)
    #expect(try ring.pngDataInStrips() == whole)
    let oneRow = PNGEncoderTests.raster(width: 40, height: 1, mask: 0xFF, opaque: false)
    #expect(
      try Self.encoder(stripBytes: 1).encode(oneRow, scale: 1, description: nil)
        == zlib.encode(oneRow, scale: 1, description: nil))
  }

  /// A writer takes whole strips only, each once, and makes no file until every strip is in.
  @Test func theWriterRefusesWhatIsNotItsStrips() throws {
    let image = PNGEncoderTests.raster(width: 50, height: 30, mask: 0xFF, opaque: false)
    let encoder = Self.encoder(stripBytes: 2000)
    #expect(PNGStripWriter(width: 50, height: 30, pixels: .rgba, encoder: .standard) == nil)
    #expect(PNGStripWriter(width: 50, height: 1, pixels: .rgba, encoder: encoder) == nil)
    let writer = try #require(PNGStripWriter(width: 50, height: 30, pixels: .rgba, encoder: encoder))
    let misaligned = try #require(PNGStripWriter(width: 50, height: 30, pixels: .rgba, encoder: encoder))
    #expect(writer.rowsPerStrip == 9)
    func give(_ rows: Range<Int>, to writer: PNGStripWriter) {
      image.bytes.withUnsafeBytes {
        writer.deflate(
          rows: rows, pixels: UnsafeRawBufferPointer(rebasing: $0[rows.lowerBound * 200..<rows.upperBound * 200]))
      }
    }
    give(0..<9, to: writer)
    #expect(throws: RenderError.pngEncoding(message: "3 of 4 strips were not deflated")) { try writer.png() }
    for start in [18, 27, 9] { give(start..<min(start + 9, 30), to: writer) }
    #expect(try RingRaster(pngData: writer.png()) == image)
    #expect(try writer.png() == encoder.encode(image, scale: 1, description: nil))
    give(3..<12, to: misaligned)
    #expect(throws: RenderError.pngEncoding(message: "rows 3..<12 are not a strip of the image")) {
      try misaligned.png()
    }
    let twice = try #require(PNGStripWriter(width: 50, height: 30, pixels: .rgba, encoder: encoder))
    for start in [0, 9, 9, 18] { give(start..<start + 9, to: twice) }
    #expect(throws: RenderError.pngEncoding(message: "rows 9..<18 were given twice")) { try twice.png() }
  }

  @Test func badLevelsAreRefusedWithAMessage() {
    let image = PNGEncoderTests.raster(width: 4, height: 4, mask: 0xFF, opaque: false)
    for level: Int32 in [-1, 10] {
      #expect(throws: RenderError.pngEncoding(message: "invalid zlib compression level")) {
        try Self.encoder(stripBytes: 1, level: level).encode(image, scale: 1, description: nil)
      }
    }
  }
}
