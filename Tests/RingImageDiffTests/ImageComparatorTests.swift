import RingCairo
import RingImageFixtures
import RingKit
import Synchronization
import Testing

@testable import RingImageDiff

@Suite("ImageComparator")
struct ImageComparatorTests {
  private let canvas = RingCanvas(size: 100)

  @Test func identicalImagesMatch() throws {
    let first = try plainRing(value: 50).raster(on: canvas)
    let second = try plainRing(value: 50).raster(on: canvas)
    for tolerance in [SnapshotTolerance.default, .exact] {
      let difference = ImageComparator(tolerance: tolerance).compare(first, second)
      #expect(difference.matches)
      #expect(difference.differingPixels == 0 && difference.antialiasedPixels == 0)
      #expect(difference.largestDifference == 0 && difference.largestChannelDifference == 0)
      #expect(difference.changedRegion == nil)
    }
  }

  @Test func onePixelChangeFailsWithTheExactCount() throws {
    let expected = try plainRing(value: 50).raster(on: canvas)
    // (50, 50) is the transparent centre; (50, 9) is inside the blue band at 12 o'clock.
    for (x, y) in [(50, 50), (50, 9), (0, 0), (99, 99)] {
      let actual = expected.setting(x, y, to: .init(red: 255, green: 0, blue: 128, alpha: 255))
      let difference = ImageComparator().compare(expected, actual)
      #expect(!difference.matches, "(\(x), \(y))")
      #expect(difference.differingPixels == 1, "(\(x), \(y))")
      #expect(difference.changedRegion == ImageDifference.Region(x: x...x, y: y...y))
    }
  }

  @Test func theAllowanceCountsPixels() {
    let expected = solidImage(width: 32, height: 32, .white)
    var actual = expected
    let spots = [(3, 3), (10, 20), (25, 7), (30, 30), (16, 16)]
    for (x, y) in spots { actual = actual.setting(x, y, to: .black) }
    let difference = ImageComparator().compare(expected, actual)
    #expect(difference.differingPixels == spots.count)
    #expect(difference.changedRegion == ImageDifference.Region(x: 3...30, y: 3...30))
    #expect(difference.largestChannelDifference == 255)
    #expect(difference.largestDifference > 0.95)
    #expect(ImageComparator(tolerance: .default.allowing(5)).compare(expected, actual).matches)
    #expect(!ImageComparator(tolerance: .default.allowing(4)).compare(expected, actual).matches)
  }

  /// For a grey, the default threshold 0.1 lets through 26 levels (0.5053 · 26² ≤ 35215 · 0.1²)
  /// and not 27. A 5 × 5 block in a flat image is no anti-aliasing.
  @Test(arguments: [(UInt8(26), true), (27, false), (5, true)])
  func thresholdIsPixelmatchs(change: UInt8, matches: Bool) {
    let expected = solidImage(width: 20, height: 20, .grey(100))
    var actual = expected
    for x in 8..<13 { for y in 8..<13 { actual = actual.setting(x, y, to: .grey(100 + change)) } }
    let difference = ImageComparator().compare(expected, actual)
    #expect(difference.matches == matches)
    #expect(difference.differingPixels == (matches ? 0 : 25))
    #expect(difference.largestChannelDifference == Int(change))
    #expect(!ImageComparator(tolerance: .exact).compare(expected, actual).matches)
    #expect(ImageComparator(tolerance: SnapshotTolerance(threshold: 0.2)).compare(expected, actual).matches)
  }

  /// A value 0.1 % higher moves the progress band's end by a fraction of a pixel: only
  /// anti-aliased edge pixels change.
  @Test func antialiasingOnlyChangesPassByDefaultAndFailWhenExact() throws {
    let expected = try plainRing(value: 50).raster(on: canvas)
    let actual = try plainRing(value: 50.1).raster(on: canvas)
    let byDefault = ImageComparator().compare(expected, actual)
    #expect(byDefault.matches)
    #expect(byDefault.differingPixels == 0)
    #expect(byDefault.antialiasedPixels > 0)
    #expect(byDefault.largestDifference > 0.1, "some edge pixels are over the threshold")
    let exact = ImageComparator(tolerance: .exact).compare(expected, actual)
    #expect(!exact.matches)
    #expect(exact.differingPixels > 0 && exact.antialiasedPixels == 0)
    #expect(
      !ImageComparator(tolerance: SnapshotTolerance(ignoresAntialiasing: false)).compare(expected, actual).matches)
  }

  /// The issue's acceptance test: on a 100-pt ring, a change of 1 % of the maximum fails.
  /// (Not 99 → 100: the round caps, 9 pt each, already close the 2.6-pt gap at 99.)
  @Test(arguments: [(50.0, 51.0), (0, 1), (74, 75), (25, 24)])
  func onePercentOfMaxFails(value: Double, changed: Double) throws {
    var ring = ProgressRing(value: value, maxValue: 100)
    ring.label = ""
    let expected = try ring.raster(on: canvas)
    ring.value = changed
    let difference = ImageComparator().compare(expected, try ring.raster(on: canvas))
    #expect(!difference.matches, "\(value) → \(changed): \(difference)")
  }

  /// pixelmatch's anti-aliasing test is weakest on 1-px shapes (mapbox/pixelmatch #74).
  @Test func hairlineRingsStillFail() throws {
    var ring = plainRing(value: 40)
    ring.progressLineWidth = 0.5
    ring.emptyLineWidth = 0
    let expected = try ring.raster(on: canvas)
    ring.progressColor = RingColor(rgb: 0xDC2626)
    ring.progressStrokeColor = ring.progressColor
    #expect(!ImageComparator().compare(expected, try ring.raster(on: canvas)).matches, "recoloured")
    ring.progressColor = RingColor(rgb: 0x2563EB)
    ring.progressStrokeColor = ring.progressColor
    ring.value = 45
    #expect(!ImageComparator().compare(expected, try ring.raster(on: canvas)).matches, "longer")
  }

  @Test func swappedColoursFail() throws {
    var ring = plainRing(value: 30)
    let expected = try ring.raster(on: canvas)
    swap(&ring.progressColor, &ring.emptyLineColor)
    swap(&ring.progressStrokeColor, &ring.emptyLineStrokeColor)
    let difference = ImageComparator().compare(expected, try ring.raster(on: canvas))
    #expect(difference.differingPixels > 1000)
  }

  /// A ring on a transparent canvas may be shown over black or over white: a change that
  /// shows over either is a change.
  @Test(arguments: [
    (RingRaster.Pixel.clear, RingRaster.Pixel.white, true),
    (.clear, .black, true),
    (.grey(128, alpha: 255), .grey(128, alpha: 128), true),
    (.clear, RingRaster.Pixel(red: 255, green: 0, blue: 0, alpha: 0), false),
    (.grey(200, alpha: 10), .grey(210, alpha: 10), false),
  ])
  func transparencyIsComparedOverBlackAndWhite(expected: RingRaster.Pixel, actual: RingRaster.Pixel, differs: Bool) {
    let difference = ImageComparator().compare(solidImage(expected), solidImage(actual))
    #expect(difference.matches == !differs)
    #expect(difference.differingPixels == (differs ? 256 : 0))
  }

  @Test func fullyTransparentPixelsAreEqualWhateverTheirColour() {
    let expected = solidImage(.clear)
    let actual = solidImage(RingRaster.Pixel(red: 12, green: 200, blue: 7, alpha: 0))
    #expect(ImageComparator(tolerance: .exact).compare(expected, actual).matches)
  }

  @Test func sizesMustMatch() throws {
    let small = try plainRing(value: 50).raster(on: RingCanvas(size: 64))
    let large = try plainRing(value: 50).raster(on: RingCanvas(size: 65))
    let (difference, diff) = ImageComparator(tolerance: .default.allowing(1_000_000)).compareWithDiffImage(small, large)
    #expect(!difference.matches, "no allowance makes different sizes match")
    #expect(!difference.sizesMatch)
    #expect(
      difference.expectedSize == .init(width: 64, height: 64) && difference.actualSize == .init(width: 65, height: 65))
    #expect(difference.comparedPixels == 65 * 65)
    #expect(diff.width == 65 && diff.height == 65)
    #expect(difference.description.hasPrefix("sizes differ: expected 64 × 64 px, actual 65 × 65 px"))
  }

  @Test func diffImageMarksChangesAntialiasingAndTheRest() throws {
    let expected = try plainRing(value: 50).raster(on: canvas)
    let shifted = try plainRing(value: 50.1).raster(on: canvas)
    let actual = shifted.setting(50, 50, to: .black)
    let (difference, diff) = ImageComparator().compareWithDiffImage(expected, actual)
    #expect(difference.differingPixels == 1 && difference.antialiasedPixels > 0)
    #expect(diff[50, 50] == .pureRed)
    #expect(diff.bytes.count == expected.bytes.count && diff.isOpaque)
    var yellow = 0
    for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == .yellow { yellow += 1 } }
    #expect(yellow == difference.antialiasedPixels)
    #expect(diff[0, 0] == .white, "transparent pixels fade to white")
    // The blue band (luma 95; its centre line at 3 o'clock) at 90 % toward white: 255 − 0.1 · 160 = 239.
    let band = try #require(diff[95, 50])
    #expect(band == .grey(239), "\(band)")
  }

  /// A diff image's bytes in a strip layout: RGBA, RGB, or each pixel's index in `palette`.
  private static func bytes(of image: RingRaster, in layout: DiffStripLayout, palette: DiffPalette?) throws -> [UInt8] {
    switch layout {
    case .rgba: return image.bytes
    case .rgb: return image.bytes.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
    case .indexed:
      let colors = try #require(palette).colors
      return try stride(from: 0, to: image.bytes.count, by: 4).map { at in
        let color = DiffStyle.Color(red: image.bytes[at], green: image.bytes[at + 1], blue: image.bytes[at + 2])
        return UInt8(try #require(colors.firstIndex(of: color), "\(color) is in the palette"))
      }
    }
  }

  /// The palette holds every colour a style paints, and no more than 256: none for a diff mask
  /// or at alpha 1 (256 greys and two colours), a grey diff colour shares its grey's index.
  @Test func palettesHoldTheStylesColours() throws {
    let plain = try #require(DiffPalette(style: .default, ignoringPixels: false))
    #expect(plain.colors.count == 29, "26 faded greys, one below them, red and yellow: \(plain.colors.count)")
    #expect(try #require(DiffPalette(style: .default, ignoringPixels: true)).colors.count == 132)
    #expect(DiffPalette(style: DiffStyle(diffMask: true), ignoringPixels: false) == nil)
    #expect(DiffPalette(style: DiffStyle(alpha: 1), ignoringPixels: false) == nil)
    let grey = DiffStyle(differingColor: .init(red: 240, green: 240, blue: 240), alpha: 0.1)
    #expect(try #require(DiffPalette(style: grey, ignoringPixels: false)).colors.count == 28)
  }

  /// A ring and what it is compared with: changed (a pixel and its anti-aliasing), changed
  /// with a block of pixels ignored, and the same ring a pixel larger.
  private func changedPairs() throws -> (expected: RingRaster, pairs: [(RingRaster, IgnoredPixels?)]) {
    let expected = try plainRing(value: 50).raster(on: canvas)
    let changed = try plainRing(value: 50.1).raster(on: canvas).setting(50, 50, to: .black)
    var ignored = IgnoredPixels(width: 100, height: 100)
    ignored.ignore(x: 0..<30, y: 40..<60)
    return (
      expected, [(changed, nil), (changed, ignored), (try plainRing(value: 50).raster(on: RingCanvas(size: 101)), nil)]
    )
  }

  /// The one-pass comparison gives the two-pass one's numbers, and its diff image only for a
  /// pair that does not match: every style, with ignored pixels, and at another size.
  @Test func oneComparisonPaintsTheDiffOnlyWhenItFails() throws {
    let (expected, pairs) = try changedPairs()
    for style in [DiffStyle.default, DiffStyle(alpha: 0.5), DiffStyle(diffMask: true)] {
      for (actual, ignoring) in pairs {
        var comparator = ImageComparator()
        comparator.diffStyle = style
        let (difference, diff) = comparator.compareWithDiffImageIfDiffering(expected, actual, ignoring: ignoring)
        let twoPasses = comparator.compareWithDiffImage(expected, actual, ignoring: ignoring)
        #expect(
          difference == twoPasses.difference && difference == comparator.compare(expected, actual, ignoring: ignoring))
        #expect(diff == twoPasses.diffImage)
      }
    }
    let allowing = ImageComparator(tolerance: .default.allowing(10))
    let (within, none) = allowing.compareWithDiffImageIfDiffering(expected, pairs[0].0)
    #expect(within.matches && within.differingPixels == 1 && none == nil)
    let (same, noDiff) = ImageComparator().compareWithDiffImageIfDiffering(expected, expected)
    #expect(same.matches && same.differingPixels == 0 && noDiff == nil)
  }

  /// Strips painted on their own, in any order, make the whole diff image, and the numbers are
  /// the whole comparison's: strips of one row to more than the image, every style, ignored
  /// pixels, another size. Equal bytes hand over no strip.
  @Test func stripsMakeTheWholeDiff() throws {
    let (expected, pairs) = try changedPairs()
    let styles = [
      DiffStyle.default, DiffStyle(diffMask: true), DiffStyle(alpha: 1),
      DiffStyle(differingColor: .init(red: 128, green: 128, blue: 128), alpha: 0.5),
    ]
    for style in styles {
      for (actual, ignoring) in pairs {
        var comparator = ImageComparator()
        comparator.diffStyle = style
        let whole = comparator.compareWithDiffImage(expected, actual, ignoring: ignoring)
        for rowsPerStrip in [0, 1, 7, 64, 500] {
          for layout in [DiffStripLayout.rgba, .rgb, .indexed] {
            let palette = comparator.diffPalette(ignoring: ignoring)
            let taken: DiffStripLayout =
              layout == .indexed && palette == nil
              ? .rgba : layout == .rgb && !comparator.paintsOpaquePixels ? .rgba : layout
            let pixelBytes = taken.bytesPerPixel
            let width = whole.diffImage.width
            let wholeBytes = try Self.bytes(of: whole.diffImage, in: taken, palette: palette)
            let painted = Mutex((bytes: [UInt8](repeating: 0x55, count: wholeBytes.count), strips: 0))
            let difference = comparator.compare(
              expected, actual, ignoring: ignoring, diffRowsPerStrip: rowsPerStrip, layout: layout
            ) { rows, pixels in
              let range = rows.lowerBound * width * pixelBytes..<rows.upperBound * width * pixelBytes
              painted.withLock { painted in
                painted.bytes.replaceSubrange(range, with: pixels)
                painted.strips += 1
              }
            }
            let (bytes, strips) = painted.withLock { ($0.bytes, $0.strips) }
            let label = "strips of \(rowsPerStrip), \(layout), diff mask \(style.diffMask)"
            #expect(difference == whole.difference, "\(label)")
            #expect(bytes == wholeBytes, "\(label)")
            #expect(strips == (whole.diffImage.height + max(rowsPerStrip, 1) - 1) / max(rowsPerStrip, 1))
          }
        }
      }
    }
    let none = ImageComparator().compare(expected, expected, diffRowsPerStrip: 10) { _, _ in Issue.record("painted") }
    #expect(none.matches && none.differingPixels == 0)
  }

  @Test func outOfRangeTolerancesNeverLoosenTheComparison() {
    let expected = solidImage(.grey(100))
    let actual = expected.setting(8, 8, to: .grey(101))
    for threshold in [Double.nan, -1] {
      #expect(
        !ImageComparator(tolerance: SnapshotTolerance(threshold: threshold)).compare(expected, actual).matches,
        "\(threshold)")
    }
    let negative = SnapshotTolerance(threshold: 0, allowedDifferingPixels: -5)
    #expect(!ImageComparator(tolerance: negative).compare(expected, actual).matches)
    #expect(SnapshotTolerance(threshold: 2).problem != nil && SnapshotTolerance(threshold: .nan).problem != nil)
    #expect(negative.problem != nil && SnapshotTolerance.default.problem == nil)
  }

  /// Large images are compared in bands of rows on several threads; the bands must add up
  /// to what one pass over the whole image finds, with changes on band boundaries.
  @Test func bandsAddUpToOnePass() throws {
    let canvas = RingCanvas(size: 300, scale: 2)
    let expected = try plainRing(value: 50).raster(on: canvas)
    var mb = ProgressRing.mb
    mb.value = 37
    mb.showValueString = false
    var actual = try mb.raster(on: canvas)
    for y in [0, 74, 75, 76, 149, 150, 300, 599] {
      actual = actual.setting(300, y, to: .init(red: 9, green: 200, blue: 9, alpha: 255))
    }
    let banded = ImageComparator().compare(expected, actual)
    let single = expected.bytes.withUnsafeBytes { e in
      actual.bytes.withUnsafeBytes { a in
        PixelKernel(
          expected: PixelImage(base: e.baseAddress!, width: 600, height: 600),
          actual: PixelImage(base: a.baseAddress!, width: 600, height: 600),
          maxDelta: PixelKernel.maxYIQDelta * 0.01, ignoresAntialiasing: true, output: nil
        ).run()
      }
    }
    #expect(banded.differingPixels == single.differing && banded.antialiasedPixels == single.antialiased)
    #expect(banded.changedRegion == ImageDifference.Region(x: single.minX...single.maxX, y: single.minY...single.maxY))
    #expect(banded.differingPixels > 10_000)
  }

  @Test func descriptionsSayWhatWasMeasured() {
    let expected = solidImage(width: 10, height: 10, .white)
    let actual = expected.setting(2, 3, to: .black).setting(4, 5, to: .black)
    let difference = ImageComparator().compare(expected, actual)
    #expect(
      difference.description == "2 pixels differ (2.00 %), 0 allowed at threshold 0.10; 0 anti-aliased pixels ignored")
    #expect(difference.changedRegion?.description == "x 2…4, y 3…5 (3 × 3 px)")
    #expect(
      ImageComparator(tolerance: .exact).compare(expected, actual).description.hasSuffix("anti-aliased pixels counted"))
    #expect(SnapshotTolerance.default.description == "threshold 0.10, anti-aliasing ignored, 0 pixels allowed")
  }
}
