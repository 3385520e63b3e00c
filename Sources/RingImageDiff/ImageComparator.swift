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
    var output = drawingDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
    let flags = ignored?.flags(width: width, height: height)

    let tally = expectedBytes.withUnsafeBytes { expectedBuffer in
      actualBytes.withUnsafeBytes { actualBuffer in
        output.withUnsafeMutableBytes { outputBuffer in
          Self.withOptionalPointer(flags) { ignoredFlags in
            let kernel = PixelKernel(
              expected: PixelImage(base: expectedBuffer.baseAddress!, width: width, height: height),
              actual: PixelImage(base: actualBuffer.baseAddress!, width: width, height: height),
              maxDelta: PixelKernel.maxYIQDelta * tolerance.threshold * tolerance.threshold,
              ignoresAntialiasing: tolerance.ignoresAntialiasing,
              output: drawingDiff ? outputBuffer.baseAddress : nil, ignored: ignoredFlags, style: diffStyle)
            if !drawingDiff
              && memcmp(expectedBuffer.baseAddress!, actualBuffer.baseAddress!, expectedBuffer.count) == 0
            {
              return PixelKernel.Tally()
            }
            return kernel.runInBands()
          }
        }
      }
    }

    let difference = ImageDifference(
      expectedSize: .init(width: expected.width, height: expected.height),
      actualSize: .init(width: actual.width, height: actual.height),
      tolerance: tolerance,
      differingPixels: tally.differing,
      antialiasedPixels: tally.antialiased,
      ignoredPixels: flags?.count { $0 != 0 } ?? 0,
      largestDifference: (tally.largestDelta / PixelKernel.maxYIQDelta).squareRoot(),
      largestChannelDifference: tally.largestChannel,
      changedRegion: tally.differing > 0 ? .init(x: tally.minX...tally.maxX, y: tally.minY...tally.maxY) : nil)
    return (difference, drawingDiff ? RingRaster(width: width, height: height, bytes: output) : nil)
  }

  /// Calls `body` with the array's base address, or nil for no array.
  private static func withOptionalPointer<Result>(
    _ array: [UInt8]?, _ body: (UnsafePointer<UInt8>?) -> Result
  ) -> Result {
    guard let array else { return body(nil) }
    return array.withUnsafeBufferPointer { body($0.baseAddress) }
  }

  /// The raster's bytes on a transparent canvas of `width` × `height`, top-left aligned.
  private static func padded(_ raster: RingRaster, width: Int, height: Int) -> [UInt8] {
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
