/// Straight RGBA8 pixels in memory, read as little-endian 32-bit words (R in the low byte).
struct PixelImage {
  let base: UnsafeRawPointer
  let width: Int
  let height: Int

  @inline(__always)
  subscript(index: Int) -> UInt32 {
    UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
  }
}

/// pixelmatch's loop over two same-size images: counts, extremes and, optionally, the diff
/// image. Written as plain loops over raw memory so that debug builds of test suites stay fast.
package struct PixelKernel {
  /// The largest squared YIQ distance between two colours (pixelmatch's constant).
  package static let maxYIQDelta = 35215.0
  /// Multiplying is several times faster than dividing, and this is the inner loop.
  static let inverse255 = 1.0 / 255

  struct Tally {
    var differing = 0
    var antialiased = 0
    var ignored = 0
    var largestDelta = 0.0
    var largestChannel = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
  }

  let expected: PixelImage
  let actual: PixelImage
  /// Squared YIQ distance above which a pixel differs.
  let maxDelta: Double
  let ignoresAntialiasing: Bool
  /// Where to paint the diff image (``outputPixelBytes`` a pixel, the images' width), or nil.
  var output: UnsafeMutableRawPointer?
  /// The index of the pixel `output` starts with: 0 for a whole diff image, a strip's first
  /// pixel for a strip of it.
  var outputFirstIndex = 0
  /// Bytes a pixel of `output`: 4 (RGBA8), 3 (RGB8, for a style that paints only opaque
  /// pixels) or 1 (a palette index).
  private(set) var outputPixelBytes = 4
  /// An indexed output's palette: the index of each grey level (256 entries, owned by the
  /// caller of ``paintIndexed(greys:differingIndex:antialiasedIndex:)``), and of the two colours.
  private(set) var paletteGreys: UnsafePointer<UInt8>?
  private(set) var paletteIndices = (differing: UInt8(0), antialiased: UInt8(0))
  /// One byte a pixel, non-zero where the pixel is left out, or nil for none.
  let ignored: UnsafePointer<UInt8>?
  /// The diff image's colours (little-endian RGBA words) and fading.
  let differingColor: UInt32
  let antialiasedColor: UInt32
  let alpha: Double
  let diffMask: Bool
  /// From a pixel's index to its 8 neighbours', column by column (see `neighbours(of:_:_:)`).
  let neighbourOffsets: InlineArray<8, Int>

  init(
    expected: PixelImage, actual: PixelImage, maxDelta: Double, ignoresAntialiasing: Bool,
    output: UnsafeMutableRawPointer?, ignored: UnsafePointer<UInt8>? = nil, style: DiffStyle = .default
  ) {
    self.expected = expected
    self.actual = actual
    self.maxDelta = maxDelta
    self.ignoresAntialiasing = ignoresAntialiasing
    self.output = output
    self.ignored = ignored
    differingColor = style.differingColor.word
    antialiasedColor = style.antialiasedColor.word
    alpha = style.alpha.isNaN ? 0 : min(max(style.alpha, 0), 1)
    diffMask = style.diffMask
    let width = expected.width
    neighbourOffsets = [-width - 1, -1, width - 1, -width, width, -width + 1, 1, width + 1]
  }

  /// Compares every pixel.
  func run() -> Tally {
    run(rows: 0..<expected.height)
  }

  /// Compares the pixels of `rows`; the diff image's other rows are left alone, so bands of
  /// rows can run at the same time.
  func run(rows: Range<Int>) -> Tally {
    var tally = Tally()
    let width = expected.width
    var fadedInput: UInt32 = 0
    var fadedOutput = faded(0)
    var flatness = FlatnessMemo(rows: rows, width: width, height: expected.height)
    defer { flatness.deallocate() }
    // A changed area is mostly runs of one pair of colours: measure each pair once per run.
    var lastPair: (UInt32, UInt32) = (0, 0)
    var lastDifference = Self.difference(0, 0)
    for y in rows {
      var index = y &* width
      for x in 0..<width {
        let a = expected[index]
        let b = actual[index]
        var color: UInt32
        if let ignored, ignored[index] != 0 {
          tally.ignored &+= 1
          if let output { paint(dimmed(a), at: index, into: output) }
          index &+= 1
          continue
        }
        if Self.same(a, b) {
          color = 0
        } else {
          if a != lastPair.0 || b != lastPair.1 {
            lastPair = (a, b)
            lastDifference = Self.difference(a, b)
          }
          let (delta, channel) = lastDifference
          if delta > tally.largestDelta { tally.largestDelta = delta }
          if channel > tally.largestChannel { tally.largestChannel = channel }
          if delta <= maxDelta {
            color = 0
          } else if ignoresAntialiasing
            && (mayBeAntialiased(expected, index, x, y) || mayBeAntialiased(actual, index, x, y))
            && flatness.hasFlatNeighbour(index, x, y, self) && isAntialiasedInEither(index, x, y, flatness)
          {
            tally.antialiased &+= 1
            color = diffMask ? Self.transparent : antialiasedColor
          } else {
            tally.differing &+= 1
            if x < tally.minX { tally.minX = x }
            if x > tally.maxX { tally.maxX = x }
            if y < tally.minY { tally.minY = y }
            if y > tally.maxY { tally.maxY = y }
            color = differingColor
          }
        }
        if let output {
          if color == 0 && !diffMask {
            // Rings are mostly runs of one colour: fade each colour once per run.
            if a != fadedInput {
              fadedInput = a
              fadedOutput = faded(a)
            }
            color = fadedOutput
          } else if color == Self.transparent {
            color = 0
          }
          paint(color, at: index, into: output)
        }
        index &+= 1
      }
    }
    return tally
  }

  // MARK: - Painting the diff

  /// Paints `output` as RGB8 rather than RGBA8.
  mutating func paintRGB() {
    outputPixelBytes = 3
  }

  /// Paints `output` as palette indices: `greys` (256 entries, alive while the kernel paints)
  /// for each grey level, and the two colours' own.
  mutating func paintIndexed(greys: UnsafePointer<UInt8>, differingIndex: UInt8, antialiasedIndex: UInt8) {
    outputPixelBytes = 1
    paletteGreys = greys
    paletteIndices = (differingIndex, antialiasedIndex)
  }

  /// Stores the pixel at `index` of the image. An RGB pixel is stored as a whole word too,
  /// whose fourth byte the next pixel overwrites: pixels are painted in order, and an RGB
  /// buffer has one byte to spare at its end.
  @inline(__always)
  func paint(_ color: UInt32, at index: Int, into output: UnsafeMutableRawPointer) {
    let offset = index &- outputFirstIndex
    if let paletteGreys {
      let index =
        color == differingColor
        ? paletteIndices.differing
        : color == antialiasedColor ? paletteIndices.antialiased : paletteGreys[Int(color & 0xFF)]
      output.storeBytes(of: index, toByteOffset: offset, as: UInt8.self)
    } else {
      output.storeBytes(of: color.littleEndian, toByteOffset: offset &* outputPixelBytes, as: UInt32.self)
    }
  }

  /// A marker for "leave transparent" (diff-mask mode); no colour word painted is 1.
  static let transparent: UInt32 = 1

  /// The pixel as grey, blended toward white by 1 − ``alpha`` (transparent pixels are white),
  /// opaque: pixelmatch's `255 + (Y − 255) · alpha · a / 255`.
  @inline(__always)
  func faded(_ pixel: UInt32) -> UInt32 {
    let (r, g, b, opacity) = Self.channels(pixel)
    // + 0.5 and truncation: the value is positive, and rounded() is a libm call on x86-64.
    let level = UInt32(255.5 + (Self.luma(r, g, b) - 255) * alpha * opacity * Self.inverse255)
    return 0xFF00_0000 | level << 16 | level << 8 | level
  }

  /// An ignored pixel: its grey at full strength, darkened to 40 %, so that ignored areas
  /// read as darker than everything compared; half transparent in diff-mask mode.
  @inline(__always)
  func dimmed(_ pixel: UInt32) -> UInt32 {
    let (r, g, b, opacity) = Self.channels(pixel)
    let level = UInt32((255 + (Self.luma(r, g, b) - 255) * opacity * Self.inverse255) * 0.4 + 0.5)
    return (diffMask ? 0x8000_0000 : 0xFF00_0000) | level << 16 | level << 8 | level
  }

  // MARK: - Colour metrics

  @inline(__always)
  static func channels(_ pixel: UInt32) -> (Double, Double, Double, Double) {
    (Double(pixel & 0xFF), Double((pixel >> 8) & 0xFF), Double((pixel >> 16) & 0xFF), Double(pixel >> 24))
  }

  /// Equal words, or both fully transparent.
  @inline(__always)
  static func same(_ a: UInt32, _ b: UInt32) -> Bool {
    a == b || (a >> 24 == 0 && b >> 24 == 0)
  }

  @inline(__always)
  static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  /// pixelmatch's weighted squared YIQ distance of a colour difference.
  @inline(__always)
  static func yiq(_ dr: Double, _ dg: Double, _ db: Double) -> Double {
    let y = luma(dr, dg, db)
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// The perceived difference of two pixels (squared YIQ), over black and over white unless
  /// both are opaque; and their largest premultiplied channel or opacity difference, 0…255.
  @inline(__always)
  package static func difference(_ a: UInt32, _ b: UInt32) -> (delta: Double, channel: Int) {
    let (r1, g1, b1, a1) = channels(a)
    let (r2, g2, b2, a2) = channels(b)
    if a1 == 255 && a2 == 255 {
      let (dr, dg, db) = (r1 - r2, g1 - g2, b1 - b2)
      // Two-argument max only: the three-argument one is variadic and allocates.
      return (yiq(dr, dg, db), Int(max(max(abs(dr), abs(dg)), abs(db))))
    }
    // Over black a pixel shows its premultiplied colour; over white that plus 255 − alpha.
    let dr = (r1 * a1 - r2 * a2) * inverse255
    let dg = (g1 * a1 - g2 * a2) * inverse255
    let db = (b1 * a1 - b2 * a2) * inverse255
    let da = a1 - a2
    let delta = max(yiq(dr, dg, db), yiq(dr - da, dg - da, db - da))
    return (delta, Int(max(max(max(abs(dr), abs(dg)), abs(db)), abs(da)) + 0.5))
  }

  /// How a pixel looks for the anti-aliasing test: its luma over white and over black, and
  /// its opacity.
  package struct Brightness {
    var overWhite: Double
    var overBlack: Double
    var alpha: UInt32

    @inline(__always)
    package init(_ pixel: UInt32) {
      let (r, g, b, a) = PixelKernel.channels(pixel)
      overBlack = PixelKernel.luma(r, g, b) * a * PixelKernel.inverse255
      overWhite = overBlack + 255 - a
      alpha = pixel >> 24
    }

    /// How much brighter this looks than `other`: over white, or over black when the two look
    /// the same over white but differ in opacity (a white shape on a transparent canvas).
    @inline(__always)
    package func delta(from other: Brightness) -> Double {
      let delta = overWhite - other.overWhite
      return delta != 0 || alpha == other.alpha ? delta : overBlack - other.overBlack
    }
  }
}
