import Foundation
import RingKit
import Testing

@testable import RingCairo

/// The direct writer (`ring_png_direct.c`) promises libpng's bytes for unfiltered images; these
/// hold it to that, with libpng's own writer as the oracle, and check its Adler-32 against the
/// definition.
@Suite("PNG encoder")
struct PNGEncoderTests {
  /// Pixels that compress badly or well, opaque or not: a hash of the byte's index (MurmurHash3's
  /// finaliser), masked by `mask`, with alpha forced to 255 when `opaque`.
  static func raster(width: Int, height: Int, mask: UInt8, opaque: Bool) -> RingRaster {
    let bytes = (0..<width * height * 4).map { index -> UInt8 in
      if opaque && index % 4 == 3 { return 255 }
      return noise(index) & mask
    }
    return RingRaster(width: width, height: height, bytes: bytes)!
  }

  static func noise(_ index: Int) -> UInt8 {
    var hash = UInt32(truncatingIfNeeded: index) &* 0x9E37_79B1
    hash = (hash ^ hash >> 16) &* 0x85EB_CA6B
    hash = (hash ^ hash >> 13) &* 0xC2B2_AE35
    return UInt8(truncatingIfNeeded: hash ^ hash >> 16)
  }

  static func encoders(level: Int32) -> (direct: PNGEncoder, libpng: PNGEncoder) {
    (
      PNGEncoder(compressionLevel: level, filter: .none),
      PNGEncoder(compressionLevel: level, filter: .none, writer: .libpng)
    )
  }

  /// Sizes from one pixel (a 3-bit zlib window) to noise whose image data fills several 64-KiB
  /// IDAT chunks; every zlib level; RGB and RGBA.
  @Test(arguments: [
    (1, 1), (2, 3), (7, 5), (16, 16), (31, 33), (64, 64), (100, 37), (64, 128), (181, 181), (300, 37), (300, 260),
  ])
  func directWriterWritesLibpngsBytes(width: Int, height: Int) throws {
    for (mask, opaque) in [(UInt8(0xFF), false), (0x81, false), (0xFF, true), (0, true)] {
      let image = Self.raster(width: width, height: height, mask: mask, opaque: opaque)
      for level: Int32 in 0...9 {
        let (direct, libpng) = Self.encoders(level: level)
        let ours = try direct.encode(image, scale: 2, description: "A ring, 50 %")
        #expect(
          ours == (try libpng.encode(image, scale: 2, description: "A ring, 50 %")),
          "\(width)×\(height), mask \(mask), opaque \(opaque), level \(level)")
        #expect(try RingRaster(pngData: ours) == image)
      }
    }
  }

  @Test func noiseSpansSeveralIDATChunksAsLibpngSplitsThem() throws {
    let image = Self.raster(width: 300, height: 260, mask: 0xFF, opaque: false)
    let chunks = try pngChunks(try PNGEncoder.standard.encode(image, scale: 1, description: nil))
    let sizes = chunks.filter { $0.type == "IDAT" }.map(\.data.count)
    #expect(sizes.count >= 5 && sizes.dropLast().allSatisfy { $0 == 65536 } && sizes.last! <= 65536, "\(sizes)")
  }

  /// Without pHYs, tEXt or Software, with alpha kept on an opaque image, and a real ring.
  @Test func everyOptionMatchesLibpng() throws {
    let ring = try ProgressRing(value: 37, maxValue: 100).raster(on: RingCanvas(size: 96))
    let opaque = Self.raster(width: 40, height: 30, mask: 0xF0, opaque: true)
    for image in [ring, opaque] {
      for keepAlpha in [false, true] {
        for scale in [Double.nan, 1, 3] {
          for description: String? in [nil, "Progress: 37 of 100"] {
            var (direct, libpng) = Self.encoders(level: 3)
            for software: String? in [nil, "ringgen 9.9.9"] {
              direct.software = software
              libpng.software = software
              let ours = try direct.encode(image, scale: scale, description: description, keepAlpha: keepAlpha)
              #expect(ours == (try libpng.encode(image, scale: scale, description: description, keepAlpha: keepAlpha)))
            }
          }
        }
      }
    }
  }

  /// Rows made straight as the writer reaches them give the bytes of the straight raster's PNG:
  /// translucent, opaque (RGB) and opaque with alpha kept, at widths that are not whole 16-pixel
  /// chunks, and through libpng when a filter is asked for.
  @Test func cairoRowsEncodeAsTheirRaster() throws {
    let canvases = [
      RingCanvas(size: 37), RingCanvas(width: 90, height: 41, scale: 2, background: .white),
      RingCanvas(size: 64, background: RingColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)),
    ]
    let ring = ProgressRing(value: 61, maxValue: 100)
    for canvas in canvases {
      let surface = try ring.drawRaster(on: canvas).surface
      let raster = try surface.raster()
      for keepAlpha in [false, true] {
        let expected = try raster.pngData(scale: canvas.scale, description: "d", keepAlpha: keepAlpha)
        #expect(try surface.pngData(scale: canvas.scale, description: "d", keepAlpha: keepAlpha) == expected)
      }
      let paeth = PNGEncoder(compressionLevel: 3, filter: .paeth)
      let viaPixels = try surface.withPixels { pixels throws(RenderError) in
        try paeth.encode(pixels, scale: 1, description: nil)
      }
      #expect(viaPixels == (try paeth.encode(raster, scale: 1, description: nil)))
    }
  }

  /// Opacity read from premultiplied words agrees with the straight raster's, down to one
  /// translucent pixel in the last column of the last row.
  @Test func opacityOfCairoPixels() throws {
    for (width, height) in [(37, 5), (16, 1), (1, 9)] {
      for translucentAlpha: UInt32 in [0xFF, 0xFE, 0x80, 0] {
        var words = [UInt32](repeating: 0xFF10_2030, count: width * height)
        words[words.count - 1] = translucentAlpha << 24
        let expected = translucentAlpha == 0xFF
        func pixels(_ bytes: UnsafeRawBufferPointer) -> PremultipliedPixels {
          PremultipliedPixels(width: width, height: height, bytesPerRow: width * 4, bytes: bytes)
        }
        let opaque = words.withUnsafeBytes { pixels($0).isOpaque }
        let raster = try words.withUnsafeBytes { bytes throws(RenderError) in try CairoSurface.raster(of: pixels(bytes))
        }
        #expect(opaque == expected, "\(width)×\(height), alpha \(translucentAlpha)")
        #expect(raster.isOpaque == expected)
      }
    }
  }

  /// Filtered images are libpng's whoever is asked.
  @Test func filteredImagesGoThroughLibpng() throws {
    let image = Self.raster(width: 50, height: 20, mask: 0x3F, opaque: false)
    for filter in PNGEncoder.Filter.allCases where filter != .none {
      let direct = PNGEncoder(compressionLevel: 6, filter: filter)
      let libpng = PNGEncoder(compressionLevel: 6, filter: filter, writer: .libpng)
      #expect(try direct.encode(image, scale: 1, description: nil) == libpng.encode(image, scale: 1, description: nil))
    }
  }

  @Test func badLevelsAreRefusedWithAMessage() {
    let image = Self.raster(width: 4, height: 4, mask: 0xFF, opaque: false)
    for level: Int32 in [-1, 10] {
      #expect(throws: RenderError.pngEncoding(message: "invalid zlib compression level")) {
        try PNGEncoder(compressionLevel: level, filter: .none).encode(image, scale: 1, description: nil)
      }
    }
    for level: Int32 in [-1, 13] {
      #expect(throws: RenderError.pngEncoding(message: "invalid libdeflate compression level")) {
        try PNGEncoder(compressionLevel: level, filter: .none, writer: .libdeflate)
          .encode(image, scale: 1, description: nil)
      }
    }
    for level: Int32 in [-1, 4] {
      #expect(throws: RenderError.pngEncoding(message: "invalid ISA-L compression level")) {
        try PNGEncoder(compressionLevel: level, filter: .none, writer: .isal).encode(image, scale: 1, description: nil)
      }
    }
  }

  /// ISA-L's writer, ringgen's own, fuzzed: one pixel, one row, one column, and 40 seeded random
  /// sizes up to more than one 64-KiB IDAT, each as noise, masked noise, opaque noise (written as
  /// RGB) and one flat colour, at every level, decode through libpng and zlib to exactly the
  /// image; the chunks
  /// before the image data are zlib's writer's, and the image data is split at 64 KiB.
  @Test func isalWriterDecodesToTheImage() throws {
    var state: UInt64 = 0x4953_414C
    func next() -> UInt64 {
      // SplitMix64: a seeded sequence, the same on every run.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ z >> 30) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ z >> 27) &* 0x94D0_49BB_1331_11EB
      return z ^ z >> 31
    }
    let sizes = [(1, 1), (1, 37), (37, 1)] + (0..<40).map { _ in (Int(next() % 300) + 1, Int(next() % 260) + 1) }
    for (width, height) in sizes {
      for (mask, opaque) in [(UInt8(0xFF), false), (0x81, false), (0xFF, true), (0, false)] {
        let image = Self.raster(width: width, height: height, mask: mask, opaque: opaque)
        let zlibChunks = try pngChunks(PNGEncoder.libpngEquivalent.encode(image, scale: 2, description: "A ring"))
        for level: Int32 in 0...3 {
          let png = try PNGEncoder(compressionLevel: level, filter: .none, writer: .isal)
            .encode(image, scale: 2, description: "A ring")
          #expect(try RingRaster(pngData: png) == image, "\(width)×\(height), mask \(mask), level \(level)")
          let chunks = try pngChunks(png)
          #expect(
            chunks.prefix { $0.type != "IDAT" }.map(\.data) == zlibChunks.prefix { $0.type != "IDAT" }.map(\.data))
          let sizes = chunks.filter { $0.type == "IDAT" }.map(\.data.count)
          #expect(sizes.dropLast().allSatisfy { $0 == 65536 } && sizes.last! <= 65536, "\(sizes)")
        }
      }
    }
  }

  /// libdeflate's writer (APNG frames) decodes to the image at every level, RGB and RGBA, from
  /// one pixel to noise over several IDAT chunks, split at 64 KiB like the other writers'; its
  /// chunks before the image data are theirs.
  @Test(arguments: [(1, 1), (7, 5), (100, 37), (300, 260)])
  func libdeflateWriterDecodesToTheImage(width: Int, height: Int) throws {
    for (mask, opaque) in [(UInt8(0xFF), false), (0x81, false), (0xFF, true), (0, true)] {
      let image = Self.raster(width: width, height: height, mask: mask, opaque: opaque)
      let zlib = try PNGEncoder.libpngEquivalent.encode(image, scale: 2, description: "A ring, 50 %")
      for level: Int32 in 0...12 {
        let encoder = PNGEncoder(compressionLevel: level, filter: .none, writer: .libdeflate)
        let ours = try encoder.encode(image, scale: 2, description: "A ring, 50 %")
        #expect(try RingRaster(pngData: ours) == image, "\(width)×\(height), mask \(mask), level \(level)")
        let (chunks, zlibChunks) = (try pngChunks(ours), try pngChunks(zlib))
        #expect(chunks.prefix { $0.type != "IDAT" }.map(\.data) == zlibChunks.prefix { $0.type != "IDAT" }.map(\.data))
        let sizes = chunks.filter { $0.type == "IDAT" }.map(\.data.count)
        #expect(sizes.dropLast().allSatisfy { $0 == 65536 } && sizes.last! <= 65536, "\(sizes)")
      }
    }
  }

  /// At the level APNG frames use, a ring's frame is smaller than ringgen's still of it.
  @Test func animationFramesAreSmallerThanStills() throws {
    let surface = try ProgressRing(value: 61, maxValue: 100).drawRaster(on: RingCanvas(size: 256)).surface
    let still = try surface.pngData(scale: 1, description: nil)
    let frame = try surface.pngData(scale: 1, description: nil, encoder: .animationFrames)
    #expect(try RingRaster(pngData: frame) == surface.raster())
    #expect(frame.count < still.count * 9 / 10, "\(frame.count) B against \(still.count) B")
  }

  /// Adler-32 by its definition, one byte at a time.
  static func adler32(_ bytes: some Sequence<UInt8>, from start: UInt32 = 1) -> UInt32 {
    var (sum, weighted) = (start & 0xFFFF, start >> 16)
    for byte in bytes {
      sum = (sum + UInt32(byte)) % 65521
      weighted = (weighted + sum) % 65521
    }
    return weighted << 16 | sum
  }

  /// Lengths around the 32-byte blocks and the 5552-byte runs between reductions, all-0xFF
  /// bytes (the largest sums), unaligned starts, and a running checksum continued.
  @Test func adler32MatchesItsDefinition() {
    let noise = (0..<20_000).map(Self.noise)
    let full = [UInt8](repeating: 0xFF, count: 20_000)
    var mismatches: [String] = []
    for (name, bytes) in [("noise", noise), ("0xFF", full)] {
      for count in [0, 1, 31, 32, 33, 63, 64, 5535, 5536, 5537, 5552, 5553, 11_104, 16_700, 19_997] {
        for offset in [0, 1, 3] where offset + count <= bytes.count {
          let slice = bytes[offset..<offset + count]
          let ours = slice.withUnsafeBytes { PNGEncoder.adler32($0) }
          if ours != Self.adler32(slice) { mismatches.append("\(name) \(count) at \(offset)") }
        }
      }
      let running = bytes.withUnsafeBytes { whole in
        let start = PNGEncoder.adler32(UnsafeRawBufferPointer(rebasing: whole[..<7000]))
        return PNGEncoder.adler32(UnsafeRawBufferPointer(rebasing: whole[7000...]), from: start)
      }
      if running != Self.adler32(bytes) { mismatches.append("\(name) continued") }
      // Sums that start just under the modulus, where a reduction left out first overflows.
      let high = bytes.withUnsafeBytes { PNGEncoder.adler32($0, from: 0xFFF0_FFF0) }
      if high != Self.adler32(bytes, from: 0xFFF0_FFF0) { mismatches.append("\(name) from 0xFFF0FFF0") }
    }
    #expect(mismatches.isEmpty)
  }
}
