import CRingPNG
import FoundationEssentials

/// Builds an animated PNG from frames that ringgen's PNG encoder made, one at a time.
///
/// Every image is a complete PNG of the same colour type. The default image — what viewers
/// without APNG support show — comes first: its IHDR, `pHYs` and `tEXt` chunks (resolution,
/// alt text) become the file's, an `acTL` chunk gives the frame and loop counts, and its IDAT
/// chunks follow without an `fcTL`, so it is not one of the animation's frames. Each frame
/// then gets an `fcTL` with its delay, and its image data as `fdAT` chunks. A frame's image
/// may be a rectangle of the canvas, at an offset: its pixels replace that rectangle of the
/// frame before (dispose none, blend source) or are composed over it (blend over), and the
/// rest stays; the first frame covers the
/// whole canvas, as APNG requires. `fcTL` and `fdAT` share one sequence number, starting at 0.
///
/// The assembler keeps no file: each step returns the bytes that come next, for the caller to
/// write out at once, so that memory holds one frame whatever the number of frames. The frame
/// count is known before the first frame (it goes in `acTL`), so nothing is patched afterwards.
struct APNGAssembler {
  /// How a frame's image meets the frame before it in its rectangle (`fcTL`'s blend_op).
  enum Blend: UInt8 {
    /// Its pixels replace the rectangle's.
    case source = 0
    /// It is composed over the rectangle: used only when every pixel is either fully
    /// transparent (the one before stays) or opaque (it replaces it), which every decoder
    /// composes exactly, as it would not a translucent pixel over another.
    case over = 1
  }

  private var bytes: [UInt8] = []
  private var sequence: UInt32 = 0
  private var frameIndex = 0
  private let header: [UInt8]
  private let frameCount: Int

  /// Starts the file with its default image; ``takeBytes()`` then gives the signature, the
  /// header chunks and the default image.
  ///
  /// - Parameters:
  ///   - defaultImage: The PNG that viewers without APNG support show.
  ///   - frameCount: How many frames ``append(png:delay:)`` will get.
  ///   - loopCount: How many times to play; 0 plays forever. Counts outside 0…2³²−1 are
  ///     clamped into it.
  init(defaultImage: Data, frameCount: Int, loopCount: Int) throws(RenderError) {
    let chunks = try Self.chunks(of: [UInt8](defaultImage))
    guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data, ihdr.count == 13 else {
      throw .pngEncoding(message: "the default image has no IHDR chunk")
    }
    header = ihdr
    self.frameCount = frameCount
    bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    appendChunk("IHDR", ihdr)
    appendChunk("acTL", Self.bigEndian(UInt32(frameCount)) + Self.bigEndian(UInt32(clamping: loopCount)))
    for chunk in chunks where chunk.type == "pHYs" || chunk.type == "tEXt" || chunk.type == "IDAT" {
      appendChunk(chunk.type, chunk.data)
    }
  }

  /// Adds the next frame, shown for `delay` (numerator, denominator) seconds: `png` replaces
  /// (or, with `blend` ``Blend/over``, is composed over) the rectangle of its size at (`x`, `y`)
  /// pixels of the frame before, or of the whole canvas for the first frame, which must cover
  /// it. Its chunks wait in ``takeBytes()``.
  mutating func append(
    png: Data, x: Int = 0, y: Int = 0, blend: Blend = .source, delay: (numerator: UInt16, denominator: UInt16)
  ) throws(RenderError) {
    let chunks = try Self.chunks(of: [UInt8](png))
    guard let frameHeader = chunks.first(where: { $0.type == "IHDR" })?.data, frameHeader.count == 13,
      frameHeader[8...] == header[8...]
    else {
      throw .pngEncoding(message: "frame \(frameIndex) differs in colour type from the default image")
    }
    let (width, height) = (Self.number(frameHeader[0..<4]), Self.number(frameHeader[4..<8]))
    let (canvasWidth, canvasHeight) = (Self.number(header[0..<4]), Self.number(header[4..<8]))
    let covers = x == 0 && y == 0 && width == canvasWidth && height == canvasHeight
    guard x >= 0, y >= 0, x + width <= canvasWidth, y + height <= canvasHeight, frameIndex > 0 || covers else {
      throw .pngEncoding(
        message: "frame \(frameIndex), \(width) × \(height) px at (\(x), \(y)), is not inside the canvas"
          + (frameIndex == 0 ? " or does not cover it" : ""))
    }
    var control = Self.bigEndian(sequence)
    control += frameHeader[0..<8]  // width and height
    control += Self.bigEndian(UInt32(x)) + Self.bigEndian(UInt32(y))
    control += Self.bigEndian(delay.numerator) + Self.bigEndian(delay.denominator)
    control += [0, blend.rawValue]  // dispose: none (the next frame starts from this one)
    appendChunk("fcTL", control)
    sequence += 1
    for chunk in chunks where chunk.type == "IDAT" {
      appendChunk("fdAT", Self.bigEndian(sequence) + chunk.data)
      sequence += 1
    }
    frameIndex += 1
  }

  /// The bytes made since the last call, in file order, which the assembler then forgets.
  mutating func takeBytes() -> [UInt8] {
    defer { bytes = [] }
    return bytes
  }

  /// The end of the file (whatever ``takeBytes()`` still held, then `IEND`), once every frame
  /// has been added.
  mutating func finish() throws(RenderError) -> [UInt8] {
    guard frameIndex == frameCount else {
      throw .pngEncoding(message: "\(frameIndex) frames were added, not \(frameCount)")
    }
    appendChunk("IEND", [])
    return takeBytes()
  }

  private mutating func appendChunk(_ type: String, _ data: [UInt8]) {
    let typeBytes = Array(type.utf8)
    let crc = ring_png_crc32(ring_png_crc32(0, typeBytes, typeBytes.count), data, data.count)
    bytes += Self.bigEndian(UInt32(data.count)) + typeBytes + data + Self.bigEndian(crc)
  }

  /// A big-endian 32-bit field.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  private static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    (0..<T.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  /// The chunks of a PNG file, in order.
  static func chunks(of bytes: [UInt8]) throws(RenderError) -> [(type: String, data: [UInt8])] {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw .pngEncoding(message: "a frame is not a PNG")
    }
    var chunks: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { throw .pngEncoding(message: "a frame's chunk is truncated") }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return chunks
  }
}
