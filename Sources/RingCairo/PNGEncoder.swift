import CRingPNG
import Dispatch
import FoundationEssentials
import RingKit

/// Encodes a ``RingRaster``, or Cairo's pixels, as PNG, tuned for rings.
///
/// Rings are mostly flat colour and transparency, which deflate compresses well without row
/// filters. Measured on the 256 × 256 default ring (`make bench`, Benchmarks/README.md): no
/// filter at zlib level 3 takes about a third of the time of libpng's adaptive filters at level
/// 6 (what `cairo_surface_write_to_png` uses) for files 14 % smaller, and ISA-L's level 1
/// (``standard``) deflates the same rows in about a fifth of zlib's time, to the same size.
///
/// Unfiltered images go through CRingPNG's own chunk writer around ISA-L, zlib (``Writer/direct``,
/// libpng's bytes) or libdeflate; filtered ones through libpng.
package struct PNGEncoder: Sendable {
  /// Who writes the file.
  package enum Writer: Sendable, CaseIterable {
    /// libpng's write path: every filter.
    case libpng
    /// zlib's raw deflate inside chunks written by CRingPNG, byte for byte what libpng writes
    /// without a filter but with a faster Adler-32 (`ring_png_direct.c`); a filtered image
    /// still goes through libpng.
    case direct
    /// The chunks of ``direct`` around libdeflate, which compresses the whole unfiltered image
    /// at once, at levels 0…12: smaller than zlib's best at its top levels, for more time and
    /// the memory of one image; what APNG frames are written with. A filtered image still goes
    /// through libpng.
    case libdeflate
    /// The chunks of ``direct`` around ISA-L's deflate (levels 0…3), a row at a time: about a
    /// fifth of zlib's time on a ring, for files of about zlib's size; what ringgen writes.
    /// A filtered image still goes through libpng.
    case isal
  }

  /// Row filters, as libpng offers them.
  package enum Filter: Sendable, CaseIterable {
    case none, sub, up, paeth, adaptive
  }

  /// zlib level, 0…9 (libdeflate's, 0…12, for ``Writer/libdeflate``; ISA-L's, 0…3, for
  /// ``Writer/isal``).
  package var compressionLevel: Int32
  /// Row filter.
  package var filter: Filter
  /// The tEXt `Software` chunk (ASCII), or nil for none: the package and its version.
  package var software: String? = PackageVersion.software
  /// Who writes the file.
  package var writer: Writer

  /// Image data per strip (filtered bytes, whole rows) when the rows are deflated in strips
  /// on all processors at once by zlib, or nil for one stream. An image of one strip is
  /// written as one stream, and so is one that zlib does not deflate row by row (``Writer/libpng``,
  /// ``Writer/libdeflate``, ``Writer/isal``, a filter).
  /// How many strips an image has depends on its size and opacity alone, so the bytes are the
  /// same on every machine.
  package var stripBytes: Int?

  /// The settings ringgen uses: ISA-L at its level 1, no filter.
  package static let standard = PNGEncoder(compressionLevel: 1, filter: .none, writer: .isal)

  /// zlib at level 3 without a filter, byte for byte what libpng writes with those settings:
  /// `make bench`'s yardstick for ``standard``'s time and size.
  package static let libpngEquivalent = PNGEncoder(compressionLevel: 3, filter: .none)

  /// zlib at level 3 in 2-MiB strips, for large images that are not rings: `compare`'s
  /// diff images, deflated on every core at once as their strips are painted. Small strips keep
  /// the buffers being painted small (fresh pages cost more than painting on the machines we
  /// measured); the 3446 × 10728 diff of Benchmarks/compare-big.sh, as RGB in 54 strips, is 0.2 % smaller
  /// than as one stream.
  package static let inStrips = PNGEncoder(compressionLevel: 3, filter: .none, stripBytes: 2 << 20)

  /// The settings of APNG frames, the animation's default image included: a file holds dozens
  /// of images, so its size counts for more than a still's. On the default 1-s animation
  /// (`make bench`, "APNG bytes"), libdeflate's level 7 makes the file 13 % smaller than zlib's
  /// level 3 for about 1.3 × the export's time; levels 9 to 12 take 4 to 40 × the time for at
  /// most 5 % more, and row filters make these images larger at every level.
  package static let animationFrames = PNGEncoder(compressionLevel: 7, filter: .none, writer: .libdeflate)

  package init(compressionLevel: Int32, filter: Filter, writer: Writer = .direct, stripBytes: Int? = nil) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.writer = writer
    self.stripBytes = stripBytes
  }

  /// Encodes `raster`, recording `scale` as pHYs (72 dpi × scale), `description` as a
  /// tEXt `Description` and ``software`` as a tEXt `Software`. Fully opaque rasters are written
  /// as RGB, without the alpha channel, unless `keepAlpha` is set (frames of one animation must
  /// share a colour type).
  package func encode(
    _ raster: RingRaster, scale: Double, description: String?, keepAlpha: Bool = false
  ) throws(RenderError) -> Data {
    let (width, height) = (UInt32(raster.width), UInt32(raster.height))
    let direct = writesDirectly
    let dropAlpha = !keepAlpha && raster.isOpaque
    if stripBytes != nil,
      let png = try encodeInStrips(raster, scale: scale, description: description, dropAlpha: dropAlpha)
    {
      return png
    }
    return try encode(scale: scale, description: description, dropAlpha: dropAlpha) {
      options, buffer, message, messageSize in
      raster.bytes.withUnsafeBufferPointer { pixels in
        (direct ? ring_png_encode_unfiltered : ring_png_encode)(
          pixels.baseAddress, width, height, options, buffer, message, messageSize)
      }
    }
  }

  /// Encodes Cairo's pixels as ``encode(_:scale:description:keepAlpha:)`` encodes their
  /// ``RingRaster``, to the same bytes; unfiltered, each row is made straight as the writer
  /// reaches it, so that no straight copy of the whole image is made.
  func encode(
    _ pixels: PremultipliedPixels, scale: Double, description: String?, keepAlpha: Bool = false
  ) throws(RenderError) -> Data {
    guard writesDirectly, let base = pixels.bytes.baseAddress else {
      return try encode(CairoSurface.raster(of: pixels), scale: scale, description: description, keepAlpha: keepAlpha)
    }
    let (width, height) = (UInt32(pixels.width), UInt32(pixels.height))
    let dropAlpha = !keepAlpha && pixels.isOpaque
    return try encode(scale: scale, description: description, dropAlpha: dropAlpha) {
      options, buffer, message, messageSize in
      CairoSurface.alphaReciprocals.withUnsafeBufferPointer { reciprocals in
        var source = PremultipliedRows(
          base: base, bytesPerRow: pixels.bytesPerRow, width: pixels.width, reciprocals: reciprocals)
        return withUnsafePointer(to: &source) { source in
          var rows = ring_png_rows(fill: PremultipliedRows.fill, context: source)
          return ring_png_encode_rows(&rows, width, height, options, buffer, message, messageSize)
        }
      }
    }
  }

  /// Whether ``Writer/direct`` or ``Writer/libdeflate`` writes this encoder's files.
  private var writesDirectly: Bool { writer != .libpng && filter == .none }

  /// Adler-32 (as zlib's `adler32`) of `bytes`, continuing from `adler` (1 to start): the
  /// checksum the direct writer puts after the image data.
  package static func adler32(_ bytes: UnsafeRawBufferPointer, from adler: UInt32 = 1) -> UInt32 {
    ring_png_adler32(adler, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
  }

  /// Sets up the options and the text, runs `write` (one of CRingPNG's encoders, given the
  /// options, the output buffer, a message buffer and its size), and takes the bytes it wrote.
  func encode(
    scale: Double, description: String?, dropAlpha: Bool, palette: [UInt8] = [],
    write: (
      UnsafePointer<ring_png_options>, UnsafeMutablePointer<ring_png_buffer>, UnsafeMutablePointer<CChar>, Int
    ) -> Int32
  ) throws(RenderError) -> Data {
    var options = ring_png_options()
    options.compression_level = compressionLevel
    options.filter = cFilter
    // 72 dpi × scale; a scale that is not a positive finite number writes no pHYs.
    let pixelsPerMetre = (72 * scale / 0.0254).rounded()
    options.pixels_per_metre =
      pixelsPerMetre.isFinite && pixelsPerMetre >= 1 ? UInt32(min(pixelsPerMetre, Double(UInt32.max))) : 0
    options.drop_alpha = dropAlpha ? 1 : 0
    options.palette_entries = palette.count / 3
    options.deflater =
      switch writer {
      case .libdeflate where filter == .none: RING_PNG_DEFLATER_LIBDEFLATE
      case .isal where filter == .none: RING_PNG_DEFLATER_ISAL
      case .libpng, .direct, .libdeflate, .isal: RING_PNG_DEFLATER_ZLIB
      }
    var buffer = ring_png_buffer()
    let messageSize = 256
    var message = [CChar](repeating: 0, count: messageSize)
    // tEXt is Latin-1; the description is ASCII, and anything else is left out rather than mangled.
    let text = description.flatMap { $0.unicodeScalars.allSatisfy(\.isASCII) ? $0 : nil }
    let softwareText = software.flatMap { $0.unicodeScalars.allSatisfy(\.isASCII) ? $0 : nil }
    let status = "Description".withCString { key in
      (text ?? "").withCString { value in
        (softwareText ?? "").withCString { softwareValue in
          options.text_key = text == nil ? nil : key
          options.text_value = text == nil ? nil : value
          options.software = softwareText == nil ? nil : softwareValue
          return palette.withUnsafeBufferPointer { entries in
            options.palette = entries.baseAddress
            return write(&options, &buffer, &message, messageSize)
          }
        }
      }
    }
    defer { ring_png_buffer_free(&buffer) }
    guard status == 0, let start = buffer.data else {
      throw .pngEncoding(
        message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return Data(bytes: start, count: buffer.size)
  }

  private var cFilter: ring_png_filter {
    switch filter {
    case .none: RING_PNG_FILTER_NONE
    case .sub: RING_PNG_FILTER_SUB
    case .up: RING_PNG_FILTER_UP
    case .paeth: RING_PNG_FILTER_PAETH
    case .adaptive: RING_PNG_FILTER_ADAPTIVE
    }
  }
}
