import Foundation
import RingCairo
import RingKit
import Testing

@Suite("PNG decoding")
struct PNGDecodingTests {
  /// A PNG of `header` (IHDR's body) and one IDAT holding `imageData`, CRCs right.
  private func png(
    width: UInt32, height: UInt32, colorType: UInt8 = 6, chunks: [(String, [UInt8])] = [], imageData: [UInt8]
  ) -> Data {
    func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typeAndBody = Array(type.utf8) + body
      return be32(UInt32(body.count)) + typeAndBody + be32(crc32(typeAndBody))
    }
    let header = be32(width) + be32(height) + [8, colorType, 0, 0, 0]  // 8-bit (RGBA by default), not interlaced
    return Data(
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        + chunks.flatMap { chunk($0.0, $0.1) } + chunk("IDAT", imageData) + chunk("IEND", []))
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

  /// `rows` (each a filter byte and the samples) as a zlib stream of stored blocks, ending in
  /// Adler-32 plus `adlerError`.
  private func zlibStored(_ rows: [UInt8], adlerError: UInt32 = 0) -> [UInt8] {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in rows { (a, b) = ((a + UInt32(byte)) % 65_521, (b + (a + UInt32(byte)) % 65_521) % 65_521) }
    let adler = (b << 16 | a) &+ adlerError
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65_535, rows.count)
      let length = UInt16(end - start)
      stream += [end == rows.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF)]
      stream += [UInt8(~length >> 8)] + rows[start..<end]
      start = end
    } while start < rows.count
    return stream + [24, 16, 8, 0].map { UInt8(adler >> $0 & 0xFF) }
  }

  /// 8-bit RGB and RGBA go through the direct reader, which skips zlib's Adler-32 (each IDAT's
  /// CRC covers the same bytes); other PNGs through libpng's simplified API, which checks it.
  /// Either way a corrupt IDAT is refused by its CRC.
  @Test func theAdlerChecksumIsSkippedOnlyWhereTheCRCAlreadyGuards() throws {
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 9, 8, 7, 6]
    let rows = [0] + pixels[0..<8] + [0] + pixels[8..<16]
    let good = png(width: 2, height: 2, imageData: zlibStored(rows))
    #expect(try RingRaster(pngData: good).bytes == pixels)
    let badAdler = png(width: 2, height: 2, imageData: zlibStored(rows, adlerError: 1))
    #expect(try RingRaster(pngData: badAdler).bytes == pixels)

    // Grey takes the simplified API, which refuses the same wrong checksum.
    let grey = png(width: 2, height: 2, colorType: 0, imageData: zlibStored([0, 10, 20, 0, 30, 40], adlerError: 1))
    #expect(throws: RenderError.self) { try RingRaster(pngData: grey) }

    // A byte of image data changed after the CRC was made.
    var corrupt = [UInt8](good)
    let idat = corrupt.indices.first { corrupt[$0..<$0 + 4].elementsEqual("IDAT".utf8) }!
    corrupt[idat + 4 + 7 + 2] ^= 0x40  // inside the first row's samples
    #expect(throws: RenderError.self) { try RingRaster(pngData: Data(corrupt)) }
  }

  /// ImageMagick writes gAMA 1/2.2 and a cHRM of sRGB's primaries into every PNG: nothing to
  /// convert, so the direct reader takes it (a wrong Adler-32 passes, as above) and gives the
  /// samples; a cHRM of other primaries goes to the simplified API, which refuses it.
  @Test func sRGBPrimariesTakeTheDirectReader() throws {
    func be32(_ values: [UInt32]) -> [UInt8] {
      values.flatMap { value in [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
    }
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128]
    let data = zlibStored([0] + pixels, adlerError: 1)
    let gamma = ("gAMA", be32([45455]))
    let sRGB = ("cHRM", be32([31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]))
    let adobe = ("cHRM", be32([31270, 32900, 64000, 33000, 21000, 71000, 15000, 6000]))
    #expect(try RingRaster(pngData: png(width: 2, height: 1, chunks: [gamma, sRGB], imageData: data)).bytes == pixels)
    #expect(throws: RenderError.self) {
      try RingRaster(pngData: png(width: 2, height: 1, chunks: [gamma, adobe], imageData: data))
    }
  }

  /// Opaque RGB gets alpha 255, as from the simplified API.
  @Test func rgbDecodesOpaque() throws {
    let good = png(width: 1, height: 2, colorType: 2, imageData: zlibStored([0, 1, 2, 3, 0, 4, 5, 6]))
    #expect(try RingRaster(pngData: good).bytes == [1, 2, 3, 255, 4, 5, 6, 255])
  }

  /// The bound is deflate's own, far from what real files reach: a 1024 px ring, mostly
  /// transparent, still decodes to what was drawn.
  @Test func aRealImageStillDecodes() throws {
    let ring = ProgressRing(value: 1, maxValue: 100)
    let canvas = RingCanvas(size: 1024)
    #expect(try RingRaster(pngData: ring.pngData(on: canvas)) == ring.raster(on: canvas))
  }

  /// `pixels` (rows of `width` × `channels` bytes) filtered as the PNG specification's §7.3
  /// says, each row with the filter `filterOf(row)`: filter byte, then the filtered samples.
  private func filtered(_ pixels: [UInt8], width: Int, channels: Int, filterOf: (Int) -> UInt8) -> [UInt8] {
    let stride = width * channels
    let height = pixels.count / stride
    var rows: [UInt8] = []
    for y in 0..<height {
      let filter = filterOf(y)
      rows.append(filter)
      for i in 0..<stride {
        let x = Int(pixels[y * stride + i])
        let a = i >= channels ? Int(pixels[y * stride + i - channels]) : 0
        let b = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
        let c = y > 0 && i >= channels ? Int(pixels[(y - 1) * stride + i - channels]) : 0
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        let paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        let predicted = [0, a, b, (a + b) / 2, paeth][Int(filter)]
        rows.append(UInt8((x - predicted) & 0xFF))
      }
    }
    return rows
  }

  /// The whole-stream reader (libdeflate and the filters undone a pixel at a time, into the
  /// output's own buffer) against the filters as the specification defines them: every filter,
  /// RGB and RGBA, widths that do and do not fill a 16-byte vector, random samples, and the
  /// image data split over several IDAT chunks.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 16, 17, 31, 64])
  func everyFilterDecodesAsTheSpecificationSays(width: Int) throws {
    var generator = SystemRandomNumberGenerator()
    for channels in [3, 4] {
      let height = 11
      let samples = (0..<width * height * channels).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let rows = filtered(samples, width: width, channels: channels) { UInt8(($0 * 7 + width) % 5) }
      let stream = [UInt8](zlibStored(rows))
      let expected =
        channels == 4
        ? samples : stride(from: 0, to: samples.count, by: 3).flatMap { samples[$0..<$0 + 3] + [255] }
      let colorType: UInt8 = channels == 4 ? 6 : 2
      let whole = png(width: UInt32(width), height: UInt32(height), colorType: colorType, imageData: stream)
      #expect(try RingRaster(pngData: whole).bytes == expected, "\(channels) channels, one IDAT")
      // The same stream in IDAT chunks of 5 bytes.
      let pieces = stride(from: 0, to: stream.count - 5, by: 5).map { ("IDAT", Array(stream[$0..<$0 + 5])) }
      let split = png(
        width: UInt32(width), height: UInt32(height), colorType: colorType, chunks: pieces,
        imageData: Array(stream[(pieces.count * 5)...]))
      #expect(try RingRaster(pngData: split).bytes == expected, "\(channels) channels, IDAT in pieces")
    }
  }

  /// A filter type the specification does not define is refused, as libpng refuses it.
  @Test func anUnknownFilterTypeIsRefused() {
    let data = png(width: 1, height: 1, colorType: 2, imageData: zlibStored([5, 1, 2, 3]))
    #expect(throws: RenderError.self) { try RingRaster(pngData: data) }
  }

  /// A drawn ring, its rows filtered every way in turn as other encoders mix filters (ImageMagick
  /// writes up and Paeth, mostly), decodes to the pixels drawn: anti-aliased edges, transparency
  /// and long runs, over stored blocks larger than one.
  @Test func aRingFilteredEveryWayDecodesAsDrawn() throws {
    let ring = ProgressRing(value: 40, maxValue: 100)
    let canvas = RingCanvas(size: 200)
    let drawn = try ring.raster(on: canvas)
    // Filtered rows of the drawn ring with every filter in turn, as other encoders mix them.
    let rows = filtered(drawn.bytes, width: drawn.width, channels: 4) { UInt8($0 % 5) }
    let data = png(width: UInt32(drawn.width), height: UInt32(drawn.height), imageData: zlibStored(rows))
    #expect(try RingRaster(pngData: data) == drawn)
  }
}
