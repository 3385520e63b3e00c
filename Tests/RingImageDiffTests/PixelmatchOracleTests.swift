import RingCairo
import RingImageFixtures
import RingKit
import Testing

@testable import RingImageDiff

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
