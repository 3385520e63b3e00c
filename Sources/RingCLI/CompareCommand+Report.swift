import Dispatch
import FoundationEssentials
import RingCairo
import RingImageDiff
import RingKit
import Synchronization

/// `ringgen compare --report FILE.html`: the pairs as the review page.
extension CompareCommand {
  /// The page for the pairs: expected and actual read again (so that only the pairs that are
  /// not the same are held), each PNG as lossless WebP when that is smaller, and the diff image
  /// each kept.
  static func report(_ results: [ImagePairResult], title: String) -> ComparisonReport {
    // Encoding the WebPs is most of the page's time, so the pairs are made on every core.
    let made = Mutex<[Int: ComparisonReport.Entry]>([:])
    DispatchQueue.concurrentPerform(iterations: results.count) { index in
      let entry = Self.entry(results[index])
      made.withLock { $0[index] = entry }
    }
    let entries = made.withLock { made in results.indices.map { made[$0]! } }
    return ComparisonReport(title: title, entries: entries)
  }

  /// One pair's part of the page.
  private static func entry(_ result: ImagePairResult) -> ComparisonReport.Entry {
    // An unreadable file is named, not inlined: it may not be an image at all.
    let shown = result.status != .same && result.status != .unreadable
    func image(_ path: String) -> ComparisonReport.Image? {
      guard shown, let bytes = try? FileSystem.contents(of: path, limit: fileLimit) else { return nil }
      guard bytes.starts(with: pngSignature), let raster = try? RingRaster(pngData: Data(bytes)) else {
        return ComparisonReport.Image(bytes: bytes)
      }
      return ComparisonReport.Image(bytes: smallest(raster, orThe: bytes))
    }
    var differing = 0
    if case .compared(let difference) = result.outcome { differing = difference.differingPixels }
    return ComparisonReport.Entry(
      name: result.label, status: result.status.rawValue, detail: result.detail, differingPixels: differing,
      expectedPath: result.expectedPath, actualPath: result.actualPath,
      expected: result.status == .new ? nil : image(result.expectedPath),
      actual: result.status == .deleted ? nil : image(result.actualPath),
      diff: result.diffPNG.map(ComparisonReport.Image.init(bytes:)))
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The fewest bytes that give exactly `raster`'s pixels in a browser: its lossless WebP (exact
  /// under transparency, no metadata; Chromium, Firefox and Safari show it) or `png`, whichever
  /// is smaller. Inlined images are base64, a third larger than their bytes, so the page is
  /// about the images' size only when they are made smaller first.
  static func smallest(_ raster: RingRaster, orThe png: [UInt8]) -> [UInt8] {
    guard let webp = try? WebPWriter.encode(raster, description: nil, level: reportWebPLevel, metadata: false),
      webp.count < png.count
    else { return png }
    return Array(webp)
  }

  /// libwebp's lossless level for the report's images: level 3 is about 14 % smaller than level
  /// 1 on rings, which the page's size target needs, at about 10 ms a 256-px ring
  /// (Benchmarks/README.md).
  static let reportWebPLevel: Int32 = 3
}
