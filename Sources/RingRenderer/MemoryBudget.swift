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
/// canvases each thread holds × threads. A still PNG holds one: it is encoded from Cairo's
/// surface row by row, with no straight RGBA copy of the whole image. An animation holds five
/// per thread (the frame being drawn and up to four drawn ahead of the in-order writer); a
/// batch line draws on one thread, and `--jobs` lines draw at once. A ring with a shadow or a
/// glow also holds, while it draws one, an 8-bit mask of up to the canvas's size and the blur's
/// copy of it: 2 bytes per pixel more on each thread. Encoded output is smaller than the
/// canvases and is left out; an APNG or GIF is written out frame by frame, so no count of frames
/// enters the estimate. (A PDF's blur mask is at most 8192 px a side, 128 MiB with its copy, and
/// is left out too.)
package struct MemoryBudget: Sendable, Hashable {
  /// The limit in bytes.
  package var limit: Int

  /// A budget of `limit` bytes.
  package init(limit: Int) {
    self.limit = limit
  }

  /// Half the physical memory, at most 4 GiB: a render that would take more is almost surely
  /// a mistake (a --size or --scale off by a factor), and failing at once beats swapping.
  package static let defaultLimit: Int = {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let pageSize = sysconf(Int32(_SC_PAGESIZE))
    guard pages > 0, pageSize > 0 else { return 4 << 30 }
    return min(pages / 2 * pageSize, 4 << 30)
  }()

  /// The smallest limit accepted: below it not even a default ring fits.
  package static let minimumLimit = RenderSpec.Output.minimumMemoryLimit

  /// Reads `512M`, `4G`, `1.5GiB`, `65536K` or a number of bytes; K, M and G are powers of 1024.
  package static func parse(_ text: String) -> Int? { RenderSpec.Output.byteCount(parsing: text) }

  /// `bytes` for a message: "512 MiB", "10 GiB", "2.5 GiB".
  package static func describe(_ bytes: Int) -> String {
    for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where bytes >= 1 << shift {
      let amount = Double(bytes) / Double(1 << shift)
      return "\(FixedPoint.compact((amount * 10).rounded() / 10)) \(unit)"
    }
    return "\(bytes) bytes"
  }

  /// Bytes per pixel of the blur mask and the blur's copy of it (see ``check(width:height:canvases:jobs:blurs:what:)``).
  package static let blurMaskBytesPerPixel = 2

  /// Whether drawing `ring` draws a blurred silhouette (a shadow or a glow, its own or a
  /// concentric ring's), which holds a mask of up to the canvas's size while it is drawn.
  package static func drawsBlurs(_ ring: ProgressRing) -> Bool {
    ring.shadow != nil || ring.glow != nil || ring.rings.contains(where: drawsBlurs)
  }

  /// Refuses (exit 64) a run that would hold `canvases` canvases of `width` × `height` px on
  /// each of `jobs` threads, and a blur mask on each when `blurs`, if that is over the limit,
  /// naming the estimate and its factors.
  package func check(
    width: Int, height: Int, canvases: Int, jobs: Int, blurs: Bool = false, what: String = "this render"
  ) throws(SpecError) {
    let bytesPerPixel = 4 * canvases + (blurs ? Self.blurMaskBytesPerPixel : 0)
    let (pixels, overflow1) = width.multipliedReportingOverflow(by: height)
    let (perThread, overflow2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
    let (held, overflow3) = perThread.multipliedReportingOverflow(by: max(jobs, 1))
    let overflow = overflow1 || overflow2 || overflow3
    guard overflow || held > limit else { return }
    let threads = jobs > 1 ? " × \(jobs) jobs" : ""
    let canvasCount = canvases == 1 ? "1 canvas" : "\(canvases) canvases"
    let perPixel =
      blurs
      ? "(4 bytes × \(canvasCount) + \(Self.blurMaskBytesPerPixel) bytes of blur mask)"
      : "4 bytes × \(canvasCount)"
    throw SpecError(
      "--memory-limit: \(what) would hold about \(overflow ? "more than 8 EiB" : Self.describe(held)) "
        + "(\(width) × \(height) px × \(perPixel)\(threads)), over the limit of \(Self.describe(limit)); "
        + "use a smaller --size or --scale, fewer --jobs, or raise --memory-limit")
  }
}
