import RingKit

/// Writes PNG files of every colour type, bit depth and interlacing, byte by byte, so tests can
/// make the inputs a decoder must handle without committing opaque binaries. Compression uses
/// deflate's stored blocks: valid zlib that any decoder reads, with no compressor needed.
public enum PNGFile {
  /// How the pixels are stored.
  public enum Layout: Sendable, CaseIterable, CustomStringConvertible {
    /// 8-bit RGBA.
    case rgba8
    /// 16-bit RGBA, each channel `v × 257` (so it reads back as `v` in 8 bits).
    case rgba16
    /// 8-bit grey (the image must be opaque grey).
    case grey8
    /// 16-bit grey and alpha.
    case greyAlpha16
    /// A palette with transparency (tRNS), 8-bit indices.
    case palette8
    /// 8-bit RGBA in Adam7's seven passes.
    case interlacedRGBA8

    public var description: String {
      switch self {
      case .rgba8: "8-bit RGBA"
      case .rgba16: "16-bit RGBA"
      case .grey8: "8-bit grey"
      case .greyAlpha16: "16-bit grey and alpha"
      case .palette8: "palette with tRNS"
      case .interlacedRGBA8: "interlaced 8-bit RGBA"
      }
    }

    /// Whether an image of grey pixels is needed.
    public var isGrey: Bool { self == .grey8 || self == .greyAlpha16 }
  }

  /// The PNG bytes of `image` in `layout`. Grey layouts take the red channel.
  public static func bytes(_ image: RingRaster, layout: Layout) -> [UInt8] {
    let (colorType, bitDepth): (UInt8, UInt8) =
      switch layout {
      case .rgba8, .interlacedRGBA8: (6, 8)
      case .rgba16: (6, 16)
      case .grey8: (0, 8)
      case .greyAlpha16: (4, 16)
      case .palette8: (3, 8)
      }
    var palette: [RingRaster.Pixel] = []
    var paletteIndex: [UInt32: UInt8] = [:]
    func sample(_ pixel: RingRaster.Pixel) -> [UInt8] {
      switch layout {
      case .rgba8, .interlacedRGBA8: return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
      case .rgba16:
        return [pixel.red, pixel.red, pixel.green, pixel.green, pixel.blue, pixel.blue, pixel.alpha, pixel.alpha]
      case .grey8: return [pixel.red]
      case .greyAlpha16: return [pixel.red, pixel.red, pixel.alpha, pixel.alpha]
      case .palette8:
        let key = UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | UInt32(pixel.alpha) << 24
        if let index = paletteIndex[key] { return [index] }
        precondition(palette.count < 256, "more than 256 colours for a palette image")
        paletteIndex[key] = UInt8(palette.count)
        palette.append(pixel)
        return [UInt8(palette.count - 1)]
      }
    }
    func rows(xs: StrideTo<Int>, ys: StrideTo<Int>) -> [UInt8] {
      var data: [UInt8] = []
      for y in ys {
        data.append(0)  // filter: none
        for x in xs { data += sample(image[x, y]!) }
      }
      return data
    }

    var raw: [UInt8] = []
    if layout == .interlacedRGBA8 {
      // Adam7: (x start, y start, x step, y step) of each pass.
      let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
      for (x0, y0, dx, dy) in passes where x0 < image.width && y0 < image.height {
        raw += rows(
          xs: stride(from: x0, to: image.width, by: dx), ys: stride(from: y0, to: image.height, by: dy))
      }
    } else {
      raw = rows(xs: stride(from: 0, to: image.width, by: 1), ys: stride(from: 0, to: image.height, by: 1))
    }

    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk(
      "IHDR",
      bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        + [bitDepth, colorType, 0, 0, layout == .interlacedRGBA8 ? 1 : 0])
    if layout == .palette8 {
      file += chunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] })
      file += chunk("tRNS", palette.map(\.alpha))
    }
    file += chunk("IDAT", zlibStored(raw))
    file += chunk("IEND", [])
    return file
  }

  /// A chunk: length, type, data and CRC.
  public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// zlib data made of deflate's stored (uncompressed) blocks.
  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var output: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let last: UInt8 = offset + count == data.count ? 1 : 0
      output += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
      output += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return output + bigEndian(b << 16 | a)
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}
