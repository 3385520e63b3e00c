import CLibPNG
import CRingPNG
import FoundationEssentials
import RingKit

extension RingRaster {
  /// Decodes a PNG file's bytes into straight RGBA8 pixels, whatever its colour type or depth.
  ///
  /// Uses libpng's simplified reading API, which reports errors by return value (it keeps its
  /// longjmp to itself), so it is safe to call from Swift; 8-bit RGB and RGBA with nothing to
  /// convert go through a faster reader first, which gives the same pixels. Chunk CRCs are
  /// checked, zlib's Adler-32 of the image data is not (the CRCs cover the same bytes).
  ///
  /// - Throws: ``RenderError/pngDecoding(message:)`` with libpng's reason for corrupt,
  ///   truncated or non-PNG data.
  public init(pngData: Data) throws(RenderError) {
    switch Self.decodedDirectly(pngData) {
    case .decoded(let raster):
      self = raster
      return
    case .refused(let error):
      throw error
    case .notDecoded:
      break
    }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let opened = pngData.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard opened != 0 else { throw .pngDecoding(message: Self.message(of: &image)) }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    // Without this, libpng takes 16-bit samples with no gAMA or sRGB chunk as linear light and
    // brightens them on the way to 8 bits; every other decoder (and every image editor) reads
    // them as sRGB, so 0x8080 is 0x80.
    image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
    let width = Int(image.width)
    let height = Int(image.height)
    do throws(RenderError) {
      try Self.checkSize(width: width, height: height, fileSize: pngData.count)
    } catch {
      png_image_free(&image)
      throw error
    }
    // libpng writes every byte of the buffer, so it is not zeroed first: zeroing is a pass of
    // its own over 4 MiB for a 1024 × 1024 image. On failure the buffer is discarded empty.
    var finished: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      finished = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
      count = finished != 0 ? buffer.count : 0
    }
    guard finished != 0 else {
      let message = Self.message(of: &image)
      png_image_free(&image)
      throw .pngDecoding(message: message)
    }
    guard let raster = RingRaster(width: width, height: height, bytes: bytes) else {
      throw .pngDecoding(message: "the image is empty")
    }
    self = raster
  }

  /// Refuses a size before width × height × 4 bytes are allocated for it: larger than a canvas
  /// can be, or more image data than the file can hold. The image data, at least one filter
  /// byte and one bit per pixel a row, cannot be more than deflate's 1032:1 from the file's
  /// size, so a 69-byte file claiming 16384 × 16384 px is refused rather than given 1 GiB.
  private static func checkSize(width: Int, height: Int, fileSize: Int) throws(RenderError) {
    guard width <= RingCanvas.maxPixelsPerSide, height <= RingCanvas.maxPixelsPerSide else {
      throw .pngDecoding(message: "\(width) × \(height) px is larger than \(RingCanvas.maxPixelsPerSide) px a side")
    }
    let leastImageBytes = height * (1 + (width + 7) / 8)
    guard leastImageBytes <= fileSize * deflateMaximumRatio else {
      throw .pngDecoding(
        message:
          "the header declares \(width) × \(height) px, at least \(leastImageBytes) bytes of image data, more than \(fileSize) bytes of PNG can hold"
      )
    }
  }

  /// What the direct reader made of a PNG.
  private enum DirectDecoding {
    case decoded(RingRaster)
    /// A size ``checkSize(width:height:fileSize:)`` refuses, found before anything was allocated.
    case refused(RenderError)
    /// Not a PNG the reader takes, or a failure the simplified API will word.
    case notDecoded
  }

  /// 8-bit RGB and RGBA without a colour space to convert, the PNGs most tools write, through
  /// libpng's full API without zlib's redundant Adler-32 check (see ring_png_read.h): the same
  /// pixels as the simplified API, in about half the time.
  private static func decodedDirectly(_ pngData: Data) -> DirectDecoding {
    pngData.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return .notDecoded }
      var width: UInt32 = 0
      var height: UInt32 = 0
      guard let reader = ring_png_reader_open(base, bytes.count, &width, &height) else { return .notDecoded }
      let (columns, rows) = (Int(width), Int(height))
      do throws(RenderError) {
        try checkSize(width: columns, height: rows, fileSize: bytes.count)
      } catch {
        ring_png_reader_close(reader)
        return .refused(error)
      }
      var status: Int32 = -1
      // The buffer holds the image data too, inflated at its end: one byte a row more.
      let capacity = ring_png_reader_capacity(width, height)
      let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        status = ring_png_reader_read(reader, buffer.baseAddress, capacity)
        count = status == 0 ? columns * rows * 4 : 0
      }
      guard status == 0, let raster = RingRaster(width: columns, height: rows, bytes: pixels) else {
        return .notDecoded
      }
      return .decoded(raster)
    }
  }

  /// The most deflate expands: 258 bytes from a match of about 2 bits, so ~1032 to 1.
  private static let deflateMaximumRatio = 1032

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
