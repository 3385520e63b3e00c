import Dispatch
import FoundationEssentials

// Bands share the kernel's pointers: the images are only read, and each band writes only its
// own rows of the diff image and its own tally.
extension PixelKernel: @unchecked Sendable {}

/// Where the bands put their tallies, one slot each.
private struct BandTallies: @unchecked Sendable {
  let base: UnsafeMutablePointer<PixelKernel.Tally>
}

extension PixelKernel {
  /// Below this many pixels, one thread does all the work; starting others costs more.
  static let pixelsPerBand = 65_536

  /// Runs bands of rows on all processors and adds up their tallies. Each band writes only
  /// its own rows of the diff image.
  func runInBands() -> Tally {
    let height = expected.height
    let pixels = expected.width * height
    let bands = min(ProcessInfo.processInfo.activeProcessorCount * 4, pixels / Self.pixelsPerBand, height)
    guard bands > 1 else { return run() }
    let tallies = UnsafeMutableBufferPointer<Tally>.allocate(capacity: bands)
    defer { tallies.deallocate() }
    let slots = BandTallies(base: tallies.baseAddress!)
    let rowsPerBand = (height + bands - 1) / bands
    DispatchQueue.concurrentPerform(iterations: bands) { band in
      let rows = min(band * rowsPerBand, height)..<min((band + 1) * rowsPerBand, height)
      (slots.base + band).initialize(to: run(rows: rows))
    }
    return Tally(adding: tallies)
  }
}

extension PixelKernel.Tally {
  /// The tally of several bands of one image.
  init(adding bands: some Sequence<Self>) {
    self = bands.reduce(into: Self()) { total, band in
      total.differing += band.differing
      total.antialiased += band.antialiased
      total.ignored += band.ignored
      total.largestDelta = max(total.largestDelta, band.largestDelta)
      total.largestChannel = max(total.largestChannel, band.largestChannel)
      total.minX = min(total.minX, band.minX)
      total.minY = min(total.minY, band.minY)
      total.maxX = max(total.maxX, band.maxX)
      total.maxY = max(total.maxY, band.maxY)
    }
  }
}
