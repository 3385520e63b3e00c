import RingKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares two images pixel by pixel as a person would see them, pixelmatch's way.
///
/// ```swift
/// let difference = ImageComparator().compare(expected, actual)
/// difference.matches              // false
/// difference.differingPixels      // 23
/// difference.changedRegion        // x 88…97, y 12…20 (10 × 9 px)
/// ```
///
/// For each pixel, the perceived colour difference is pixelmatch's: the squared distance in
/// the YIQ (NTSC) colour space, weighted 0.5053 : 0.299 : 0.1957, on a scale where 35 215 is
/// the largest; a pixel differs when it is over `35215 × threshold²`. A pixel that is not
/// opaque in either image is compared as it would look over black and over white, and the
/// larger difference counts: a ring on a transparent canvas may end up on either, and a
/// change of opacity alone is a change. Fully transparent pixels are equal whatever their
/// colour bytes.
///
/// With ``SnapshotTolerance/ignoresAntialiasing``, a differing pixel is excused when it is
/// anti-aliasing in either image (V. Vyšniauskas, "Anti-aliased pixel and intensity slope
/// detector", 2009, as pixelmatch implements it): at most two of its eight neighbours have its
/// brightness, some are darker and some brighter, and its darkest or its brightest neighbour
/// has three or more identical neighbours itself in both images.
///
/// The comparator works on decoded pixels only; how the images were encoded (PNG filters,
/// compression, metadata) never matters.
public struct ImageComparator: Sendable {
  /// The tolerance images are compared with.
  public var tolerance: SnapshotTolerance
  /// How the diff image is painted.
  public var diffStyle: DiffStyle = .default

  /// A comparator with `tolerance`. A threshold outside 0…1 is taken as the nearest of 0 and
  /// 1 (NaN as 0), a negative pixel allowance as 0: out-of-range settings never loosen a
  /// comparison.
  public init(tolerance: SnapshotTolerance = .default) {
    self.tolerance = tolerance
  }

  /// Measures how `actual` differs from `expected`, leaving out the `ignored` pixels (none
  /// when nil).
  public func compare(
    _ expected: RingRaster, _ actual: RingRaster, ignoring ignored: IgnoredPixels? = nil
  ) -> ImageDifference {
    run(expected, actual, ignored: ignored, drawingDiff: false).difference
  }

  /// Measures how `actual` differs from `expected`, leaving out the `ignored` pixels, and
  /// paints a diff image of the larger width and height in ``diffStyle``: differing pixels
  /// red, excused anti-aliased pixels yellow, ignored pixels dark grey, and the rest the
  /// expected image in grey, faded nearly to white.
  public func compareWithDiffImage(
    _ expected: RingRaster, _ actual: RingRaster, ignoring ignored: IgnoredPixels? = nil
  ) -> (difference: ImageDifference, diffImage: RingRaster) {
    let (difference, diff) = run(expected, actual, ignored: ignored, drawingDiff: true)
    return (difference, diff!)
  }

  /// Measures as ``compare(_:_:ignoring:)`` does and, only when the images do not match,
  /// paints the diff image as ``compareWithDiffImage(_:_:ignoring:)`` does, in the same pass
  /// over the pixels: what a tool that writes diffs of failures wants. Images of equal bytes
  /// are not painted at all.
  public func compareWithDiffImageIfDiffering(
    _ expected: RingRaster, _ actual: RingRaster, ignoring ignored: IgnoredPixels? = nil
  ) -> (difference: ImageDifference, diffImage: RingRaster?) {
    if Self.sameBytes(expected, actual) { return (sameDifference(expected, ignoring: ignored), nil) }
    let (difference, diff) = run(expected, actual, ignored: ignored, drawingDiff: true)
    return (difference, difference.matches ? nil : diff)
  }

  // MARK: - Implementation

  /// The tolerance with out-of-range numbers brought into range, strict side first.
  var effectiveTolerance: SnapshotTolerance {
    var tolerance = tolerance
    tolerance.threshold = tolerance.threshold.isNaN ? 0 : min(max(tolerance.threshold, 0), 1)
    tolerance.allowedDifferingPixels = max(tolerance.allowedDifferingPixels, 0)
    return tolerance
  }

  private func run(
    _ expected: RingRaster, _ actual: RingRaster, ignored: IgnoredPixels?, drawingDiff: Bool
  ) -> (difference: ImageDifference, diff: RingRaster?) {
    let tolerance = effectiveTolerance
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let expectedBytes = Self.padded(expected, width: width, height: height)
    let actualBytes = Self.padded(actual, width: width, height: height)
    let flags = ignored?.flags(width: width, height: height)
    var tally = PixelKernel.Tally()
    var output: [UInt8] = []
    if drawingDiff {
      // Not zeroed first: the kernel paints every pixel, and zeroing a large image's pages
      // costs as much as painting them.
      output = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
        tally = measure(
          expectedBytes, actualBytes, width: width, height: height, tolerance: tolerance, ignored: flags,
          output: UnsafeMutableRawPointer(buffer.baseAddress), drawing: true)
        initialized = buffer.count
      }
    } else {
      tally = measure(
        expectedBytes, actualBytes, width: width, height: height, tolerance: tolerance, ignored: flags, output: nil,
        drawing: false)
    }

    let difference = difference(of: expected, actual, tally: tally, ignored: flags, tolerance: tolerance)
    return (difference, drawingDiff ? RingRaster(width: width, height: height, bytes: output) : nil)
  }

  /// Runs the kernel over two images of `width` × `height`, painting into `output` when
  /// `drawing`; without drawing, equal bytes are equal images and need no kernel.
  private func measure(
    _ expectedBytes: [UInt8], _ actualBytes: [UInt8], width: Int, height: Int, tolerance: SnapshotTolerance,
    ignored flags: [UInt8]?, output: UnsafeMutableRawPointer?, drawing: Bool
  ) -> PixelKernel.Tally {
    withKernel(expectedBytes, actualBytes, width: width, height: height, tolerance: tolerance, ignored: flags) {
      kernel in
      if !drawing && memcmp(kernel.expected.base, kernel.actual.base, width * height * 4) == 0 {
        return PixelKernel.Tally()
      }
      var kernel = kernel
      kernel.output = drawing ? output : nil
      return kernel.runInBands()
    }
  }

  /// Calls `body` with a kernel over the two images' bytes (of `width` × `height`), painting
  /// nowhere until `body` says where.
  func withKernel<Result>(
    _ expectedBytes: [UInt8], _ actualBytes: [UInt8], width: Int, height: Int, tolerance: SnapshotTolerance,
    ignored flags: [UInt8]?, _ body: (PixelKernel) -> Result
  ) -> Result {
    expectedBytes.withUnsafeBytes { expectedBuffer in
      actualBytes.withUnsafeBytes { actualBuffer in
        Self.withOptionalPointer(flags) { ignoredFlags in
          body(
            PixelKernel(
              expected: PixelImage(base: expectedBuffer.baseAddress!, width: width, height: height),
              actual: PixelImage(base: actualBuffer.baseAddress!, width: width, height: height),
              maxDelta: PixelKernel.maxYIQDelta * tolerance.threshold * tolerance.threshold,
              ignoresAntialiasing: tolerance.ignoresAntialiasing, output: nil, ignored: ignoredFlags,
              style: diffStyle))
        }
      }
    }
  }

  /// The numbers of a comparison, from the kernel's tally.
  func difference(
    of expected: RingRaster, _ actual: RingRaster, tally: PixelKernel.Tally, ignored flags: [UInt8]?,
    tolerance: SnapshotTolerance
  ) -> ImageDifference {
    ImageDifference(
      expectedSize: .init(width: expected.width, height: expected.height),
      actualSize: .init(width: actual.width, height: actual.height),
      tolerance: tolerance,
      differingPixels: tally.differing,
      antialiasedPixels: tally.antialiased,
      ignoredPixels: flags?.count { $0 != 0 } ?? 0,
      largestDifference: (tally.largestDelta / PixelKernel.maxYIQDelta).squareRoot(),
      largestChannelDifference: tally.largestChannel,
      changedRegion: tally.differing > 0 ? .init(x: tally.minX...tally.maxX, y: tally.minY...tally.maxY) : nil)
  }

  /// The difference of an image from an image of the same bytes: nothing differs.
  func sameDifference(_ image: RingRaster, ignoring ignored: IgnoredPixels?) -> ImageDifference {
    difference(
      of: image, image, tally: PixelKernel.Tally(), ignored: ignored?.flags(width: image.width, height: image.height),
      tolerance: effectiveTolerance)
  }

  /// Whether the two rasters have the same size and bytes (memcmp's speed).
  static func sameBytes(_ a: RingRaster, _ b: RingRaster) -> Bool {
    guard a.width == b.width, a.height == b.height, a.bytes.count == b.bytes.count else { return false }
    return a.bytes.withUnsafeBytes { left in
      b.bytes.withUnsafeBytes { right in
        left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
      }
    }
  }

  /// Calls `body` with the array's base address, or nil for no array.
  static func withOptionalPointer<Result>(
    _ array: [UInt8]?, _ body: (UnsafePointer<UInt8>?) -> Result
  ) -> Result {
    guard let array else { return body(nil) }
    return array.withUnsafeBufferPointer { body($0.baseAddress) }
  }

  /// The raster's bytes on a transparent canvas of `width` × `height`, top-left aligned.
  static func padded(_ raster: RingRaster, width: Int, height: Int) -> [UInt8] {
    guard raster.width != width || raster.height != height else { return raster.bytes }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<raster.height {
      let source = row * raster.width * 4
      let target = row * width * 4
      bytes.replaceSubrange(target..<target + raster.width * 4, with: raster.bytes[source..<source + raster.width * 4])
    }
    return bytes
  }
}
