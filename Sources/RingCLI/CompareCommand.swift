import Dispatch
import FoundationEssentials
import RingCairo
import RingImageDiff
import RingKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ringgen compare EXPECTED ACTUAL`: pixelmatch's comparison of two PNG files, or of every
/// PNG in two folders matched by relative path, for tests written in any language.
///
/// Prints one line (or, with `--json`, one JSON object) per pair: its status (same, differs,
/// size, new, deleted, unreadable), the differing pixels, their share, the anti-aliased pixels
/// excused and the changed region. Exit 0 when every pair is within the tolerance (new files
/// included, unless `--fail-on-new`), 1 when one differs in pixels or is deleted (unless
/// `--allow-deleted`), 2 when the only failures are sizes that differ, 64 on bad input (a path
/// that does not exist, a file that is not a PNG).
struct CompareCommand {
  let console: Console

  static let usage =
    "ringgen compare EXPECTED ACTUAL [--threshold T] [--include-aa] [--max-diff-pixels N] [--max-diff-ratio R] [--ignore X,Y,W,H]... [--mask MASK.png] [--diff DIR [--triptych]] [--diff-color R,G,B] [--aa-color R,G,B] [--alpha A] [--diff-mask] [--json] [--report FILE.html] [--junit FILE] [--fail-on-new] [--allow-deleted] [--update[=all]]"

  /// The largest PNG file read, in bytes.
  static let fileLimit = 1 << 30

  /// Runs the comparison and returns the exit status (0, 1 or 2); bad input throws.
  func run(_ arguments: [String]) throws(CommandError) -> Int32 {
    let options: CompareOptions
    switch try CompareOptions.parse(arguments) {
    case .help:
      try console.writeOutput(Array(HelpText.render(.compare, version: RingGen.version).utf8))
      return 0
    case .compare(let parsed): options = parsed
    }
    let expectedIsFolder = try Self.kind(of: options.expected, role: "EXPECTED")
    let actualIsFolder = try Self.kind(of: options.actual, role: "ACTUAL")
    guard expectedIsFolder == actualIsFolder else {
      throw .usage(
        "compare: EXPECTED and ACTUAL must both be images (\(DecodableFormat.names)) or both folders; '\(expectedIsFolder ? options.expected : options.actual)' is a folder"
      )
    }

    try Self.checkDestinations(options, foldersCompared: expectedIsFolder)
    let mask = try Self.mask(options)

    var results: [ImagePairResult]
    if expectedIsFolder {
      let pairs = Self.pairs(options.expected, options.actual)
      guard !pairs.isEmpty else {
        throw .usage("compare: no PNG files in '\(options.expected)' or '\(options.actual)'")
      }
      results = Self.compareAll(pairs, options: options, mask: mask)
    } else {
      let label = options.actual
      let result = Self.compare(
        Pair(label: label, expected: options.expected, actual: options.actual, diffName: Self.baseName(label)),
        options: options, mask: mask)
      if case .unreadable(let path, let reason) = result.outcome { throw .usage("compare: \(path): \(reason)") }
      results = [result]
    }
    let unreadable = results.contains { $0.status == .unreadable }
    // Made before --update replaces EXPECTED's files, so that it shows what was accepted.
    let report = options.reportPath.map { _ in
      Self.report(results, title: "ringgen compare \(options.expected) \(options.actual)").html()
    }
    var changes: [String] = []
    if let mode = options.update, !unreadable {
      changes = try Self.accept(&results, mode: mode)
    }

    let inline = inlineTriptychs(results, options: options, mask: mask)
    var output = ""
    var outputBytes: [UInt8] = []
    for (index, result) in results.enumerated() {
      output += (options.json ? result.jsonLine : result.textLine) + "\n"
      if let image = inline[index] {
        outputBytes += Array(output.utf8) + image
        output = ""
      }
    }
    if expectedIsFolder && !options.json {
      let counts = ImagePairResult.Status.allCases.compactMap { status -> String? in
        let count = results.count { $0.status == status }
        return count == 0 ? nil : "\(count) \(status)"
      }
      output += "\(results.count) pair\(results.count == 1 ? "" : "s"): \(counts.joined(separator: ", "))\n"
    }
    if !options.json { output += changes.map { $0 + "\n" }.joined() }
    if let junitPath = options.junitPath {
      try FileSystem.writeAtomically(Array(JUnitReport.xml(results, options: options).utf8), to: junitPath)
    }
    if let reportPath = options.reportPath, let report {
      try FileSystem.writeAtomically(Array(report.utf8), to: reportPath)
    }
    try console.writeOutput(outputBytes + Array(output.utf8))
    if unreadable {
      throw .usage(
        "compare: some files are not readable PNGs (see above)\(options.update == nil ? "" : "; nothing was updated")")
    }
    return options.exitStatus(results)
  }

  /// Refuses, before anything is compared or written, a report in a folder that does not
  /// exist and `--update` of a file by itself.
  private static func checkDestinations(_ options: CompareOptions, foldersCompared: Bool) throws(CommandError) {
    for (flag, path) in [("--junit", options.junitPath), ("--report", options.reportPath)] {
      guard let path else { continue }
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
      guard isFolder(folder) == true else { throw .usage("compare: \(flag): the folder '\(folder)' does not exist") }
      guard isFolder(path) != true else { throw .usage("compare: \(flag): '\(path)' is a folder") }
    }
    if options.update != nil && FileSystem.identity(of: options.expected) == FileSystem.identity(of: options.actual) {
      throw .usage("compare: --update: EXPECTED and ACTUAL are the same \(foldersCompared ? "folder" : "file")")
    }
  }

  // MARK: - Pairs

  /// Two files to compare, the label to print and the diff image's name (relative, no `.png`).
  struct Pair: Sendable {
    var label: String
    var expected: String
    var actual: String
    var diffName: String
  }

  /// Whether `path` is a folder; a file that does not exist is bad input.
  private static func kind(of path: String, role: String) throws(CommandError) -> Bool {
    guard let isFolder = isFolder(path) else { throw .usage("compare: \(role) '\(path)' does not exist") }
    return isFolder
  }

  /// Whether `path` is a folder (following links), or nil when nothing is there.
  private static func isFolder(_ path: String) -> Bool? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT == S_IFDIR
  }

  /// The extensions of the images folder mode compares.
  static let imageExtensions = DecodableFormat.allPathExtensions.map { "." + $0 }

  /// Every `.png`, `.jpg`, `.jpeg` and `.webp` under either folder, by relative path, sorted.
  static func pairs(_ expected: String, _ actual: String) -> [Pair] {
    func pngs(_ folder: String) -> Set<String> {
      let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
      return Set(
        paths.filter { path in
          let lowercased = path.lowercased()
          return imageExtensions.contains { lowercased.hasSuffix($0) } && isFolder("\(folder)/\(path)") == false
        })
    }
    let trim = { (folder: String) in folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder }
    let (left, right) = (trim(expected), trim(actual))
    return pngs(left).union(pngs(right)).sorted().map { relative in
      Pair(
        label: relative, expected: "\(left)/\(relative)", actual: "\(right)/\(relative)",
        diffName: withoutExtension(relative))
    }
  }

  /// `dir/ring.png` → `ring`.
  private static func baseName(_ path: String) -> String {
    withoutExtension(path.split(separator: "/").last.map(String.init) ?? path)
  }

  /// `deep/ring.png` → `deep/ring`; other names are kept whole (`photo.jpg` → `photo.jpg`,
  /// whose diff is `photo.jpg.diff.png`), so that `ring.png` and `ring.jpg` keep apart.
  private static func withoutExtension(_ path: String) -> String {
    path.lowercased().hasSuffix(".png") ? String(path.dropLast(4)) : path
  }

  // MARK: - Comparing

  /// Compares the pairs on every core; results in the pairs' order.
  static func compareAll(_ pairs: [Pair], options: CompareOptions, mask: RingRaster?) -> [ImagePairResult] {
    let results = Mutex<[Int: ImagePairResult]>([:])
    DispatchQueue.concurrentPerform(iterations: pairs.count) { index in
      let result = compare(pairs[index], options: options, mask: mask)
      results.withLock { $0[index] = result }
    }
    return results.withLock { results in pairs.indices.map { results[$0]! } }
  }

  /// Decodes and compares one pair, and writes its diff image when it differs.
  static func compare(_ pair: Pair, options: CompareOptions, mask: RingRaster?) -> ImagePairResult {
    var result = ImagePairResult(
      label: pair.label, expectedPath: pair.expected, actualPath: pair.actual, outcome: .new)
    let expected: RingRaster
    let actual: RingRaster
    // The two files decode at the same time: decoding is most of a pair's time.
    let decoded = Mutex<[Decoded]>([.missing, .missing])
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      let result = decode(side == 0 ? pair.expected : pair.actual)
      decoded.withLock { $0[side] = result }
    }
    let (expectedFile, actualFile) = decoded.withLock { ($0[0], $0[1]) }
    switch (expectedFile, actualFile) {
    case (.missing, _): return result
    case (_, .missing):
      result.outcome = .deleted
      return result
    case (.failed(let reason), _):
      result.outcome = .unreadable(path: pair.expected, reason: reason)
      return result
    case (_, .failed(let reason)):
      result.outcome = .unreadable(path: pair.actual, reason: reason)
      return result
    case (.decoded(let left), .decoded(let right)): (expected, actual) = (left, right)
    }

    let (width, height) = (max(expected.width, actual.width), max(expected.height, actual.height))
    let ignored: IgnoredPixels?
    switch ignoredPixels(width: width, height: height, options: options, mask: mask) {
    case .success(let pixels): ignored = pixels
    case .failure(let problem):
      result.outcome = .unreadable(path: pair.actual, reason: problem.message)
      return result
    }
    var comparator = ImageComparator(tolerance: options.tolerance(comparedPixels: width * height))
    comparator.diffStyle = options.diffStyle
    guard options.diffFolder != nil || options.reportPath != nil else {
      result.outcome = .compared(comparator.compare(expected, actual, ignoring: ignored))
      return result
    }
    if options.reportPath == nil, !options.triptych, let folder = options.diffFolder,
      let written = compareInStrips(expected, actual, ignoring: ignored, comparator: comparator)
    {
      result.outcome = .compared(written.difference)
      if let writer = written.writer {
        writeDiff(of: pair, into: folder, result: &result) { () throws(RenderError) in try writer.png() }
      }
      return result
    }
    let (difference, drawn) = comparator.compareWithDiffImageIfDiffering(expected, actual, ignoring: ignored)
    result.outcome = .compared(difference)
    guard let diffImage = drawn else { return result }
    if options.reportPath != nil, let png = try? Array(diffImage.pngDataInStrips()) {
      result.diffPNG = smallest(diffImage, orThe: png)
    }
    if let folder = options.diffFolder {
      let image = options.triptych ? triptych(expected, actual, diffImage) : diffImage
      writeDiff(of: pair, into: folder, result: &result) { () throws(RenderError) in try image.pngDataInStrips() }
    }
    return result
  }

  /// Compares a pair whose diff is more than one strip, deflating the diff as its strips are
  /// painted, so that it never exists whole: indexed when its colours fit a palette (a third of
  /// RGB's bytes to deflate), else RGB, or RGBA for a diff mask. Nil for a smaller diff; the
  /// writer is nil when the pair matches.
  private static func compareInStrips(
    _ expected: RingRaster, _ actual: RingRaster, ignoring ignored: IgnoredPixels?, comparator: ImageComparator
  ) -> (difference: ImageDifference, writer: PNGStripWriter?)? {
    let palette = comparator.diffPalette(ignoring: ignored)
    let (layout, pixels): (DiffStripLayout, PNGStripWriter.Pixels) =
      if let palette { (.indexed, .indexed(palette: palette.rgbBytes)) } else if comparator.paintsOpaquePixels {
        (.rgb, .rgb)
      } else { (.rgba, .rgba) }
    let (width, height) = (max(expected.width, actual.width), max(expected.height, actual.height))
    guard let writer = PNGStripWriter(width: width, height: height, pixels: pixels) else { return nil }
    let difference = comparator.compare(
      expected, actual, ignoring: ignored, diffRowsPerStrip: writer.rowsPerStrip, layout: layout,
      diffStrip: writer.deflate)
    return (difference, difference.matches ? nil : writer)
  }

  /// Writes the PNG `encode` makes as the pair's diff image in `folder`, and records its path,
  /// or what went wrong, in `result`.
  private static func writeDiff(
    of pair: Pair, into folder: String, result: inout ImagePairResult, encode: () throws(RenderError) -> Data
  ) {
    let path = "\(folder)/\(pair.diffName).diff.png"
    do throws(CommandError) {
      let png: [UInt8]
      do throws(RenderError) {
        png = Array(try encode())
      } catch {
        throw .runtime("cannot encode \(path): \(error)")
      }
      let parent = String(path[..<path.lastIndex(of: "/")!])
      do {
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
      } catch {
        throw .runtime("cannot create the folder '\(parent)'")
      }
      try FileSystem.writeAtomically(png, to: path, durable: false)
      result.diffPath = path
    } catch {
      result.diffProblem = error.message
    }
  }

  enum Decoded: Sendable {
    case decoded(RingRaster)
    case missing
    case failed(String)
  }

  /// `raster`, or a failure when it has more than 2²⁸ pixels.
  private static func pixelLimited(_ raster: RingRaster) -> Decoded {
    guard raster.width * raster.height <= 1 << 28 else {
      return .failed("\(raster.width) × \(raster.height) px is more than 2²⁸ pixels")
    }
    return .decoded(raster)
  }

  /// Reads and decodes the image at `path` in any ``DecodableFormat`` (told apart by their
  /// signatures);
  /// refuses a PNG of more than 2²⁸ pixels from its header.
  static func decode(_ path: String) -> Decoded {
    guard isFolder(path) != nil else { return .missing }
    let bytes: [UInt8]
    do throws(CommandError) {
      bytes = try FileSystem.contents(of: path, limit: fileLimit)
    } catch {
      return .failed(error.message)
    }
    switch DecodableFormat(signatureOf: bytes) {
    case nil:
      return .failed("not a \(DecodableFormat.names) file (it starts with none of their signatures)")
    case .jpeg:
      do throws(RenderError) {
        return pixelLimited(try RingRaster(jpegData: Data(bytes)))
      } catch {
        return .failed("not a readable JPEG: \(error)")
      }
    case .webp:
      do throws(RenderError) {
        return pixelLimited(try RingRaster(webpData: Data(bytes)))
      } catch {
        return .failed("not a readable WebP: \(error)")
      }
    case .png:
      do throws(PNGHeader.Problem) {
        _ = try PNGHeader(bytes)
      } catch {
        return .failed(error.description)
      }
      do throws(RenderError) {
        return .decoded(try RingRaster(pngData: Data(bytes)))
      } catch {
        return .failed("not a readable PNG: \(error)")
      }
    }
  }

  /// Expected, actual and diff side by side on a transparent canvas.
  static func triptych(_ expected: RingRaster, _ actual: RingRaster, _ diff: RingRaster) -> RingRaster {
    let images = [expected, actual, diff]
    let width = images.reduce(0) { $0 + $1.width }
    let height = images.map(\.height).max()!
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    var left = 0
    for image in images {
      for row in 0..<image.height {
        let source = row * image.width * 4
        let target = (row * width + left) * 4
        bytes.replaceSubrange(target..<target + image.width * 4, with: image.bytes[source..<source + image.width * 4])
      }
      left += image.width
    }
    return RingRaster(width: width, height: height, bytes: bytes)!
  }
}
