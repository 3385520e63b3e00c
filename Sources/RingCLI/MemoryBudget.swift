import RingKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much memory a command may plan to hold (`--memory-limit`), and its estimate of what it
/// will hold, checked before any drawing starts.
///
/// The estimate is the largest memory a run holds at once: canvas bytes (4 per pixel) × the
/// canvases each thread holds × threads. A still image holds two (Cairo's surface and the
/// RGBA copy that is encoded); an animation five per thread (the frame being drawn and up to
/// four drawn ahead of the in-order writer); a batch line draws on one thread, and `--jobs`
/// lines draw at once. Encoded output is smaller than the canvases and is left out.
struct MemoryBudget: Sendable, Hashable {
  /// The limit in bytes.
  var limit: Int

  /// Half the physical memory, at most 4 GiB: a render that would take more is almost surely
  /// a mistake (a --size or --scale off by a factor), and failing at once beats swapping.
  static let defaultLimit: Int = {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let pageSize = sysconf(Int32(_SC_PAGESIZE))
    guard pages > 0, pageSize > 0 else { return 4 << 30 }
    return min(pages / 2 * pageSize, 4 << 30)
  }()

  /// The smallest limit accepted: below it not even a default ring fits.
  static let minimumLimit = RenderSpec.Output.minimumMemoryLimit

  /// Reads `512M`, `4G`, `1.5GiB`, `65536K` or a number of bytes; K, M and G are powers of 1024.
  static func parse(_ text: String) -> Int? { RenderSpec.Output.byteCount(parsing: text) }

  /// `bytes` for a message: "512 MiB", "10 GiB", "2.5 GiB".
  static func describe(_ bytes: Int) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift {
      let amount = Double(bytes) / Double(1 << shift)
      return "\(FixedPoint.compact((amount * 10).rounded() / 10)) \(unit)"
    }
    return "\(bytes) bytes"
  }

  /// Refuses (exit 64) a run that would hold `canvases` canvases of `width` × `height` px on
  /// each of `jobs` threads if that is over the limit, naming the estimate and its factors.
  func check(width: Int, height: Int, canvases: Int, jobs: Int, what: String = "this render") throws(CommandError) {
    let (canvasBytes, overflow1) = width.multipliedReportingOverflow(by: height * 4)
    let (held, overflow2) = canvasBytes.multipliedReportingOverflow(by: canvases * max(jobs, 1))
    guard overflow1 || overflow2 || held > limit else { return }
    let threads = jobs > 1 ? " × \(jobs) jobs" : ""
    throw .usage(
      "--memory-limit: \(what) would hold about \(overflow1 || overflow2 ? "more than 8 EiB" : Self.describe(held)) "
        + "(\(width) × \(height) px × 4 bytes × \(canvases) canvases\(threads)), over the limit of \(Self.describe(limit)); "
        + "use a smaller --size or --scale, fewer --jobs, or raise --memory-limit")
  }
}
