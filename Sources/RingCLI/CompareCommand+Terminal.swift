import FoundationEssentials
import RingCairo
import RingImageDiff
import RingKit
import RingTerminal

/// `ringgen compare` on a kitty-protocol terminal: each differing pair's triptych (expected |
/// actual | diff) shown inline under its line.
extension CompareCommand {
  /// The widest a triptych is sent, in pixels: a larger one is averaged down by a whole factor
  /// first, so that a 3446 × 10728 pair does not send 100 million pixels to show 80 columns.
  static let inlineWidthLimit = 2048

  /// The kitty bytes to write after each pair's line, by the pair's index: only when standard
  /// output is a kitty-protocol terminal (`ringgen`'s usual detection, see
  /// `RingGen.detectGraphics`), outside tmux, no `--diff`, `--report` or `--json` was given, and a
  /// pair's pixels or size differ. The pair's files are decoded again here, so that a comparison
  /// that shows nothing keeps no image.
  func inlineTriptychs(_ results: [ImagePairResult], options: CompareOptions, mask: RingRaster?) -> [Int: [UInt8]] {
    let differing = results.indices.filter { [.differs, .size].contains(results[$0].status) }
    let environment = console.terminal.environment
    guard !differing.isEmpty, console.outputIsTerminal, options.diffFolder == nil, options.reportPath == nil,
      !options.json, (environment["TMUX"] ?? "").isEmpty, RingGen.detectGraphics(console) == .kitty
    else { return [:] }
    let window = console.terminal.windowSize()
    let cell = window?.cellPixels ?? TerminalSize.fallbackCellPixels
    let columns = window?.columns ?? TerminalSize.fallback.columns
    var shown: [Int: [UInt8]] = [:]
    for index in differing {
      let result = results[index]
      guard case .decoded(let expected) = Self.decode(result.expectedPath),
        case .decoded(let actual) = Self.decode(result.actualPath),
        let bytes = Self.kittyTriptych(
          expected, actual, options: options, mask: mask, columns: columns, cell: cell,
          imageID: TerminalGraphics.kittyImageID + 1 + index)
      else { continue }
      shown[index] = bytes
    }
    return shown
  }

  /// The kitty bytes that show `expected | actual | diff` over at most `columns` cells, its
  /// rows from its aspect ratio and the cell's size in pixels; nil when it cannot be encoded.
  static func kittyTriptych(
    _ expected: RingRaster, _ actual: RingRaster, options: CompareOptions, mask: RingRaster?, columns: Int,
    cell: (width: Int, height: Int), imageID: Int
  ) -> [UInt8]? {
    let (width, height) = (max(expected.width, actual.width), max(expected.height, actual.height))
    guard case .success(let ignored) = ignoredPixels(width: width, height: height, options: options, mask: mask)
    else { return nil }
    var comparator = ImageComparator(tolerance: options.tolerance(comparedPixels: width * height))
    comparator.diffStyle = options.diffStyle
    let diff = comparator.compareWithDiffImage(expected, actual, ignoring: ignored).diffImage
    var image = triptych(expected, actual, diff)
    let factor = (image.width + inlineWidthLimit - 1) / inlineWidthLimit
    if factor > 1 { image = shrunk(image, by: factor) }
    guard let png = try? image.pngData() else { return nil }
    let shownColumns = max(1, min(columns, (image.width + cell.width - 1) / cell.width))
    let shownRows = max(
      1, (shownColumns * cell.width * image.height + image.width * cell.height / 2) / (image.width * cell.height))
    return TerminalGraphics.kitty.encode(png: png, columns: shownColumns, rows: shownRows, imageID: imageID)
  }

  /// `image` averaged over `factor` × `factor` blocks, weighted by alpha (so transparent
  /// pixels lend no colour); a block cut by the edge averages what it covers.
  static func shrunk(_ image: RingRaster, by factor: Int) -> RingRaster {
    let width = (image.width + factor - 1) / factor
    let height = (image.height + factor - 1) / factor
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    image.bytes.withUnsafeBufferPointer { source in
      for y in 0..<height {
        for x in 0..<width {
          var sums = (0, 0, 0, 0)
          var count = 0
          for row in y * factor..<min((y + 1) * factor, image.height) {
            for column in x * factor..<min((x + 1) * factor, image.width) {
              let offset = (row * image.width + column) * 4
              let alpha = Int(source[offset + 3])
              sums.0 += Int(source[offset]) * alpha
              sums.1 += Int(source[offset + 1]) * alpha
              sums.2 += Int(source[offset + 2]) * alpha
              sums.3 += alpha
              count += 1
            }
          }
          let target = (y * width + x) * 4
          if sums.3 > 0 {
            bytes[target] = UInt8((sums.0 + sums.3 / 2) / sums.3)
            bytes[target + 1] = UInt8((sums.1 + sums.3 / 2) / sums.3)
            bytes[target + 2] = UInt8((sums.2 + sums.3 / 2) / sums.3)
          }
          bytes[target + 3] = UInt8((sums.3 + count / 2) / count)
        }
      }
    }
    return RingRaster(width: width, height: height, bytes: bytes)!
  }
}
