import Dispatch
import RingKit
import Synchronization

/// Strip buffers painted and handed over; one at a time each.
private struct StripBuffers: @unchecked Sendable {
  var spare: [UnsafeMutableRawBufferPointer] = []
}

extension ImageComparator {
  /// Measures as ``compare(_:_:ignoring:)`` does and paints the diff image of
  /// ``compareWithDiffImage(_:_:ignoring:)`` a strip of `rowsPerStrip` rows at a time, handing
  /// each strip to `diffStrip` as soon as it is painted: its rows, and their RGBA8 pixels, row
  /// after row. Only the strips being painted exist at once, so a large image's diff never
  /// takes its own size in memory (on a machine whose fresh pages are slow to get, that is
  /// most of the time a diff costs).
  ///
  /// Strips are painted on all processors at once: `diffStrip` is called concurrently, once
  /// for each strip, in no set order. Images of equal bytes are not painted: no strip is handed
  /// over. A `rowsPerStrip` below 1 is taken as 1, one above the height as the height.
  ///
  /// The strips' pixels are in `layout`, as the PNG that stores them takes them: RGBA8, or,
  /// for a style that paints only opaque pixels (``paintsOpaquePixels``), RGB8, or indices in
  /// ``diffPalette(ignoring:)`` when it has one. A layout the comparison cannot take is RGBA8.
  public func compare(
    _ expected: RingRaster, _ actual: RingRaster, ignoring ignored: IgnoredPixels? = nil,
    diffRowsPerStrip rowsPerStrip: Int, layout: DiffStripLayout = .rgba,
    diffStrip: @Sendable (_ rows: Range<Int>, _ pixels: UnsafeRawBufferPointer) -> Void
  ) -> ImageDifference {
    if Self.sameBytes(expected, actual) { return sameDifference(expected, ignoring: ignored) }
    let tolerance = effectiveTolerance
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let flags = ignored?.flags(width: width, height: height)
    let tally = withKernel(
      Self.padded(expected, width: width, height: height), Self.padded(actual, width: width, height: height),
      width: width, height: height, tolerance: tolerance, ignored: flags
    ) { kernel in
      var kernel = kernel
      let rows = min(max(rowsPerStrip, 1), max(height, 1))
      switch layout {
      case .rgba: break
      case .rgb: if paintsOpaquePixels { kernel.paintRGB() }
      case .indexed:
        if let palette = diffPalette(ignoring: ignored) {
          return palette.greyIndices.withUnsafeBufferPointer { greys in
            kernel.paintIndexed(
              greys: greys.baseAddress!, differingIndex: palette.differingIndex,
              antialiasedIndex: palette.antialiasedIndex)
            return Self.paintInStrips(kernel, width: width, height: height, rowsPerStrip: rows, diffStrip)
          }
        }
      }
      return Self.paintInStrips(kernel, width: width, height: height, rowsPerStrip: rows, diffStrip)
    }
    return difference(of: expected, actual, tally: tally, ignored: flags, tolerance: tolerance)
  }

  /// Whether every pixel the diff style paints is opaque: all but ``DiffStyle/diffMask``'s.
  public var paintsOpaquePixels: Bool { !diffStyle.diffMask }

  /// The palette of every colour a diff of this style can hold when pixels are `ignored` (or
  /// none), or nil when it leaves pixels transparent or needs more than 256 colours.
  public func diffPalette(ignoring ignored: IgnoredPixels?) -> DiffPalette? {
    DiffPalette(style: diffStyle, ignoringPixels: ignored.map { $0.count > 0 } ?? false)
  }

  /// Runs `kernel` a strip at a time on all processors, painting each strip into a buffer
  /// that is reused once its strip is handed over.
  private static func paintInStrips(
    _ kernel: PixelKernel, width: Int, height: Int, rowsPerStrip: Int,
    _ diffStrip: @Sendable (Range<Int>, UnsafeRawBufferPointer) -> Void
  ) -> PixelKernel.Tally {
    let count = (height + rowsPerStrip - 1) / rowsPerStrip
    let pixelBytes = kernel.outputPixelBytes
    // One byte to spare for an RGB strip (see PixelKernel.paint).
    let stripBytes = rowsPerStrip * width * pixelBytes + 1
    let tallies = Mutex<[PixelKernel.Tally]>([])
    let buffers = Mutex(StripBuffers())
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let rows = index * rowsPerStrip..<min((index + 1) * rowsPerStrip, height)
      let buffer =
        buffers.withLock { $0.spare.popLast() }
        ?? UnsafeMutableRawBufferPointer.allocate(byteCount: stripBytes, alignment: 16)
      var strip = kernel
      strip.output = buffer.baseAddress
      strip.outputFirstIndex = rows.lowerBound * width
      let tally = strip.run(rows: rows)
      diffStrip(rows, UnsafeRawBufferPointer(rebasing: buffer[0..<rows.count * width * pixelBytes]))
      tallies.withLock { $0.append(tally) }
      buffers.withLock { $0.spare.append(buffer) }
    }
    buffers.withLock { buffers in for buffer in buffers.spare { buffer.deallocate() } }
    return PixelKernel.Tally(adding: tallies.withLock { $0 })
  }
}
