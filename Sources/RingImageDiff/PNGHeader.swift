/// What a PNG file's first chunk says about the image, read before anything is decoded, so
/// that an image too large to hold in memory is refused from its 33 first bytes.
///
/// ```swift
/// let header = try PNGHeader(bytes)   // 96 × 96 px, 8 bits, colour type 6
/// ```
public struct PNGHeader: Sendable, Hashable {
  /// The most pixels an image may have to be decoded: 2²⁸, a 16 384 × 16 384 image, 1 GiB
  /// of RGBA8.
  public static let maxPixels = 1 << 28

  /// Width and height in pixels, each 1 or more.
  public var width: Int
  public var height: Int
  /// Bits per channel (or per palette index): 1, 2, 4, 8 or 16.
  public var bitDepth: Int
  /// 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
  public var colorType: Int
  /// Whether rows are stored in Adam7's seven passes.
  public var isInterlaced: Bool

  /// Why bytes are not a PNG that can be decoded.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Reads the signature and the IHDR chunk.
  ///
  /// - Throws: ``Problem`` when the bytes do not start like a PNG, the header is cut short or
  ///   malformed, or the image has more than ``maxPixels`` pixels.
  public init(_ bytes: some Collection<UInt8>) throws(Problem) {
    let head = Array(bytes.prefix(33))
    guard head.count >= 8, Array(head[0..<8]) == Self.signature else {
      throw Problem(description: "not a PNG file (it does not start with the PNG signature)")
    }
    guard head.count == 33, Array(head[12..<16]) == Array("IHDR".utf8) else {
      throw Problem(description: "a truncated or corrupt PNG file (no image header after the signature)")
    }
    func word(_ offset: Int) -> Int {
      head[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    width = word(16)
    height = word(20)
    bitDepth = Int(head[24])
    colorType = Int(head[25])
    isInterlaced = head[28] == 1
    guard width > 0, height > 0, [1, 2, 4, 8, 16].contains(bitDepth), [0, 2, 3, 4, 6].contains(colorType) else {
      throw Problem(
        description:
          "a corrupt PNG header (\(width) × \(height) px, \(bitDepth) bits, colour type \(colorType))")
    }
    guard width.multipliedReportingOverflow(by: height).partialValue <= Self.maxPixels else {
      throw Problem(
        description:
          "\(width) × \(height) px is more than 2²⁸ pixels (\(Self.maxPixels)); refusing to decode it")
    }
  }
}
