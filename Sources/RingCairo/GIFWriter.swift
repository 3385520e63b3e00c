import CGif
import FoundationEssentials

/// Writes a GIF animation with giflib, frame by frame, into memory that the caller empties
/// with ``takeBytes()`` after each frame, so that it never holds the whole file.
///
/// All frames share one global palette (see ``ColorQuantizer``). Each frame after the first
/// stores only the rectangle that changed since the previous one and leaves the rest in place
/// (disposal "do not dispose"), which keeps ring animations small. giflib reports errors by
/// return value, so Swift can call it directly.
final class GIFWriter {
  private let file: UnsafeMutablePointer<GifFileType>
  private let sink = ByteSink()
  private let width: Int
  private let height: Int
  private var previous: [UInt8]?
  private var closed = false

  /// Starts a GIF of `width` × `height` pixels with `palette` (`0xRRGGBB`, at most 256) that
  /// plays `playCount` times (0: forever), with `comment` (ASCII) as a comment extension.
  init(width: Int, height: Int, palette: [UInt32], playCount: Int, comment: String? = nil) throws(RenderError) {
    var error: Int32 = 0
    guard let file = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), Self.write, &error) else {
      throw .gifEncoding(message: Self.message(error))
    }
    self.file = file
    self.width = width
    self.height = height
    EGifSetGifVersion(file, true)

    // giflib wants a power of two from 2 to 256 colours; pad with black.
    var size = 2
    while size < palette.count { size *= 2 }
    let colors = (0..<size).map { index -> GifColorType in
      let rgb = index < palette.count ? palette[index] : 0
      return GifColorType(Red: UInt8(rgb >> 16 & 0xFF), Green: UInt8(rgb >> 8 & 0xFF), Blue: UInt8(rgb & 0xFF))
    }
    guard let map = GifMakeMapObject(Int32(size), colors) else { throw .gifEncoding(message: "out of memory") }
    defer { GifFreeMapObject(map) }
    try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
    // The NETSCAPE2.0 extension counts repeats after the first play; without it a GIF plays once.
    if playCount != 1 {
      let repeats = playCount == 0 ? 0 : min(playCount - 1, 65_535)
      try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
      try check(EGifPutExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)))
      try check(EGifPutExtensionBlock(file, 3, [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]))
      try check(EGifPutExtensionTrailer(file))
    }
    if let comment, comment.unicodeScalars.allSatisfy(\.isASCII) {
      try check(EGifPutComment(file, comment))
    }
  }

  deinit {
    if !closed { EGifCloseFile(file, nil) }
  }

  /// Adds a frame: one palette index per pixel, row by row, shown for `centiseconds`.
  func append(indices: [UInt8], centiseconds: Int) throws(RenderError) {
    var control = GraphicsControlBlock(
      DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(max(centiseconds, 0), 65_535)),
      TransparentColor: NO_TRANSPARENT_COLOR)
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    _ = EGifGCBToExtension(&control, &extensionBytes)
    try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, extensionBytes))

    let (left, top, right, bottom) = changedRectangle(indices)
    try check(EGifPutImageDesc(file, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top), false, nil))
    var row = [UInt8](repeating: 0, count: right - left)
    for y in top..<bottom {
      row.replaceSubrange(0..<row.count, with: indices[(y * width + left)..<(y * width + right)])
      try check(EGifPutLine(file, &row, Int32(row.count)))
    }
    previous = indices
  }

  /// The bytes giflib has written since the last call (the header and palette, then frames).
  func takeBytes() -> [UInt8] { sink.takeBytes() }

  /// Ends the file and returns the bytes that ``takeBytes()`` has not yet given.
  func finish() throws(RenderError) -> [UInt8] {
    var error: Int32 = 0
    closed = true
    guard EGifCloseFile(file, &error) == GIF_OK else { throw .gifEncoding(message: Self.message(error)) }
    return sink.takeBytes()
  }

  /// The bounding box of the pixels that differ from the previous frame (left, top, right,
  /// bottom, exclusive); the whole frame for the first, one pixel when nothing changed.
  private func changedRectangle(_ indices: [UInt8]) -> (Int, Int, Int, Int) {
    guard let previous else { return (0, 0, width, height) }
    var left = width, top = height, right = 0, bottom = 0
    for y in 0..<height {
      let row = y * width
      for x in 0..<width where indices[row + x] != previous[row + x] {
        left = min(left, x)
        right = max(right, x + 1)
        top = min(top, y)
        bottom = max(bottom, y + 1)
      }
    }
    return right > left ? (left, top, right, bottom) : (0, 0, 1, 1)
  }

  private func check(_ status: Int32) throws(RenderError) {
    guard status == GIF_OK else { throw .gifEncoding(message: Self.message(file.pointee.Error)) }
  }

  private static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
  }

  /// giflib's output function: append to the sink in the file's user data.
  private static let write: OutputFunc = { file, bytes, count in
    guard let file, let bytes, count >= 0, let user = file.pointee.UserData else { return 0 }
    Unmanaged<ByteSink>.fromOpaque(user).takeUnretainedValue().append(
      UnsafeBufferPointer(start: bytes, count: Int(count)))
    return count
  }
}
