import RingCairo
import RingKit
import Testing

@testable import RingSnapshotTesting

/// pixelmatch's loop written out as plainly as its `index.js` reads: every neighbour visited
/// column by column, a call per question, nothing remembered. Two choices of this package
/// are kept, as the README documents them: fully transparent pixels are the same whatever
/// their colour bytes, and two neighbours that look alike over white but differ in opacity
/// are told apart over black. The kernel's shortcuts (quick flat-area tests, flatness worked
/// out a row at a time, a colour pair measured once per run, bands on several threads) must
/// class every pixel as this does.
private struct PlainPixelmatch {
  enum Verdict { case alike, antialiased, differing }

  let expected: RingRaster
  let actual: RingRaster
  let maxDelta: Double

  func verdicts() -> [Verdict] {
    var verdicts: [Verdict] = []
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let delta = PixelKernel.difference(word(expected, x, y), word(actual, x, y)).delta
        if same(word(expected, x, y), word(actual, x, y)) || delta <= maxDelta {
          verdicts.append(.alike)
        } else if antialiased(expected, actual, x, y) || antialiased(actual, expected, x, y) {
          verdicts.append(.antialiased)
        } else {
          verdicts.append(.differing)
        }
      }
    }
    return verdicts
  }

  private func antialiased(_ image: RingRaster, _ other: RingRaster, _ x1: Int, _ y1: Int) -> Bool {
    let (x0, y0, x2, y2) = (max(x1 - 1, 0), max(y1 - 1, 0), min(x1 + 1, image.width - 1), min(y1 + 1, image.height - 1))
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var darkest = 0.0, brightest = 0.0
    var darkestAt = (0, 0), brightestAt = (0, 0)
    let center = word(image, x1, y1)
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let neighbour = word(image, x, y)
        let delta =
          same(center, neighbour) ? 0 : PixelKernel.Brightness(center).delta(from: PixelKernel.Brightness(neighbour))
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          (darkest, darkestAt) = (delta, (x, y))
        } else if delta > brightest {
          (brightest, brightestAt) = (delta, (x, y))
        }
      }
    }
    if darkest == 0 || brightest == 0 { return false }
    return (hasManySiblings(image, darkestAt) && hasManySiblings(other, darkestAt))
      || (hasManySiblings(image, brightestAt) && hasManySiblings(other, brightestAt))
  }

  private func hasManySiblings(_ image: RingRaster, _ at: (Int, Int)) -> Bool {
    let (x1, y1) = at
    let (x0, y0, x2, y2) = (max(x1 - 1, 0), max(y1 - 1, 0), min(x1 + 1, image.width - 1), min(y1 + 1, image.height - 1))
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        if same(word(image, x1, y1), word(image, x, y)) { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  private func same(_ a: UInt32, _ b: UInt32) -> Bool {
    a == b || (a >> 24 == 0 && b >> 24 == 0)
  }

  private func word(_ image: RingRaster, _ x: Int, _ y: Int) -> UInt32 {
    let pixel = image[x, y]!
    return UInt32(pixel.red) | UInt32(pixel.green) << 8 | UInt32(pixel.blue) << 16 | UInt32(pixel.alpha) << 24
  }
}

/// A small, seeded generator, so a failure can be replayed.
private struct SplitMix {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// Blocks of a few colours with single-pixel edges between them: flat areas, edges, equal
/// brightness from different colours and ties between equally dark neighbours, which is
/// what the anti-aliasing test has to sort out.
private func blocks(width: Int, height: Int, seed: UInt64, palette: [RingRaster.Pixel]) -> RingRaster {
  var random = SplitMix(state: seed)
  var image = solidImage(width: width, height: height, palette[0])
  var bytes = image.bytes
  for _ in 0..<(width * height / 12) {
    let (x, y, w, h) = (random.next(width), random.next(height), 1 + random.next(6), 1 + random.next(5))
    let pixel = palette[random.next(palette.count)]
    for row in y..<min(y + h, height) {
      for column in x..<min(x + w, width) {
        let offset = (row * width + column) * 4
        bytes.replaceSubrange(offset..<offset + 4, with: [pixel.red, pixel.green, pixel.blue, pixel.alpha])
      }
    }
  }
  image = RingRaster(width: width, height: height, bytes: bytes)!
  return image
}

extension RingRaster {
  /// A copy with `patch` drawn over it, its top-left corner at (x, y).
  func overlaid(by patch: RingRaster, atX x: Int, y: Int) -> RingRaster {
    var bytes = self.bytes
    for row in 0..<patch.height {
      let source = row * patch.width * 4
      let target = ((y + row) * width + x) * 4
      bytes.replaceSubrange(target..<target + patch.width * 4, with: patch.bytes[source..<source + patch.width * 4])
    }
    return RingRaster(width: width, height: height, bytes: bytes)!
  }
}

private func noise(width: Int, height: Int, seed: UInt64) -> RingRaster {
  var random = SplitMix(state: seed)
  return RingRaster(width: width, height: height, bytes: (0..<width * height * 4).map { _ in UInt8(random.next(256)) })!
}

@Suite("The comparator against a plain pixelmatch")
struct PixelmatchOracleTests {
  private static let greys: [RingRaster.Pixel] = [
    .grey(40), .grey(120), .grey(200), .white, .grey(120, alpha: 128), .clear,
  ]
  private static let colours: [RingRaster.Pixel] = [
    .white, .black, .pureRed, .init(red: 0, green: 128, blue: 255, alpha: 255),
    .init(red: 90, green: 200, blue: 40, alpha: 180),
    .init(red: 255, green: 255, blue: 255, alpha: 0), .clear, .grey(128),
  ]

  static let pairs: [(String, @Sendable () throws -> (RingRaster, RingRaster))] = [
    (
      "rings 50 % and 51 %",
      {
        let canvas = RingCanvas(size: 90)
        return (try plainRing(value: 50).raster(on: canvas), try plainRing(value: 51).raster(on: canvas))
      }
    ),
    (
      "the default ring and the mb gauge",
      {
        let canvas = RingCanvas(size: 80, scale: 2)
        return (try plainRing(value: 30).raster(on: canvas), try ProgressRing.mb.raster(on: canvas))
      }
    ),
    (
      "grey blocks, odd size",
      {
        (blocks(width: 97, height: 61, seed: 1, palette: greys), blocks(width: 97, height: 61, seed: 2, palette: greys))
      }
    ),
    (
      "coloured blocks with transparency",
      {
        (
          blocks(width: 64, height: 64, seed: 3, palette: colours),
          blocks(width: 64, height: 64, seed: 4, palette: colours)
        )
      }
    ),
    (
      "blocks in several bands",
      {
        (
          blocks(width: 300, height: 300, seed: 5, palette: greys),
          blocks(width: 300, height: 300, seed: 6, palette: greys)
        )
      }
    ),
    (
      "blocks and the same with a patch of noise",
      {
        let image = blocks(width: 80, height: 50, seed: 7, palette: colours)
        return (image, image.overlaid(by: noise(width: 30, height: 20, seed: 8), atX: 25, y: 15))
      }
    ),
    (
      "one row and one column",
      {
        (blocks(width: 40, height: 1, seed: 9, palette: greys), blocks(width: 40, height: 1, seed: 10, palette: greys))
      }
    ),
    (
      "a column",
      {
        (blocks(width: 1, height: 30, seed: 11, palette: greys), blocks(width: 1, height: 30, seed: 12, palette: greys))
      }
    ),
  ]

  @Test(arguments: pairs.indices)
  func everyPixelIsClassedAsPixelmatchClassesIt(pair: Int) throws {
    let (name, make) = Self.pairs[pair]
    let (expected, actual) = try make()
    let comparator = ImageComparator()
    let (difference, diffImage) = comparator.compareWithDiffImage(expected, actual)
    let threshold = comparator.tolerance.threshold
    let verdicts = PlainPixelmatch(
      expected: expected, actual: actual, maxDelta: PixelKernel.maxYIQDelta * threshold * threshold
    ).verdicts()

    var mismatches: [String] = []
    for (index, verdict) in verdicts.enumerated() {
      let (x, y) = (index % expected.width, index / expected.width)
      let painted = diffImage[x, y]!
      let kernelVerdict: PlainPixelmatch.Verdict =
        painted == .pureRed ? .differing : painted == .yellow ? .antialiased : .alike
      if kernelVerdict != verdict { mismatches.append("(\(x), \(y)): \(kernelVerdict), pixelmatch \(verdict)") }
    }
    #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(5))")
    #expect(difference.differingPixels == verdicts.count(where: { $0 == .differing }), "\(name)")
    #expect(difference.antialiasedPixels == verdicts.count(where: { $0 == .antialiased }), "\(name)")
    // Each pair must exercise the test it is here for.
    #expect(difference.differingPixels > 0, "\(name)")
    if expected.width > 1 && expected.height > 1 { #expect(difference.antialiasedPixels > 0, "\(name)") }
  }
}
