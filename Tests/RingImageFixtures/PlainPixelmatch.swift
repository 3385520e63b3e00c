import RingImageDiff
import RingKit

/// pixelmatch's loop written out as plainly as its `index.js` reads: every neighbour visited
/// column by column, a call per question, nothing remembered. Two choices of this package
/// are kept, as docs/snapshot-testing.md documents them: fully transparent pixels are the same whatever
/// their colour bytes, and two neighbours that look alike over white but differ in opacity
/// are told apart over black. The kernel's shortcuts (quick flat-area tests, flatness worked
/// out a row at a time, a colour pair measured once per run, bands on several threads) must
/// class every pixel as this does.
public struct PlainPixelmatch {
  public enum Verdict: Sendable { case alike, antialiased, differing }

  public let expected: RingRaster
  public let actual: RingRaster
  /// Squared YIQ distance above which a pixel differs: `35215 × threshold²`.
  public let maxDelta: Double

  public init(expected: RingRaster, actual: RingRaster, maxDelta: Double) {
    self.expected = expected
    self.actual = actual
    self.maxDelta = maxDelta
  }

  /// A plain pixelmatch with `threshold`, as `ringgen compare --threshold` takes it.
  public init(expected: RingRaster, actual: RingRaster, threshold: Double) {
    self.init(expected: expected, actual: actual, maxDelta: PixelKernel.maxYIQDelta * threshold * threshold)
  }

  /// Each pixel's class, row by row.
  public func verdicts() -> [Verdict] {
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
public struct SplitMix {
  public var state: UInt64
  public init(state: UInt64) { self.state = state }
  public mutating func next(_ bound: Int) -> Int {
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
public func blocks(width: Int, height: Int, seed: UInt64, palette: [RingRaster.Pixel]) -> RingRaster {
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
  public func overlaid(by patch: RingRaster, atX x: Int, y: Int) -> RingRaster {
    var bytes = self.bytes
    for row in 0..<patch.height {
      let source = row * patch.width * 4
      let target = ((y + row) * width + x) * 4
      bytes.replaceSubrange(target..<target + patch.width * 4, with: patch.bytes[source..<source + patch.width * 4])
    }
    return RingRaster(width: width, height: height, bytes: bytes)!
  }
}

public func noise(width: Int, height: Int, seed: UInt64) -> RingRaster {
  var random = SplitMix(state: seed)
  return RingRaster(width: width, height: height, bytes: (0..<width * height * 4).map { _ in UInt8(random.next(256)) })!
}
