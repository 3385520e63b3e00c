import Foundation
import RingKit
import Testing

@testable import RingCairo

/// The still encodings of a ring: a data URI and one-frame animations.
@Suite struct ImageFormatTests {
  let ring = ProgressRing(value: 15, maxValue: 30)
  let canvas = RingCanvas(size: 32)

  /// The data URI is the PNG's bytes in base64, on one line.
  @Test func dataURIIsThePNG() throws {
    let uri = try ring.pngDataURI(on: canvas)
    #expect(uri == "data:image/png;base64," + (try ring.pngData(on: canvas)).base64EncodedString())
    #expect(try ring.pngDataURI(width: 32, height: 32) == uri)
  }

  /// A still ring as APNG or GIF is an animation of one frame whose picture is the ring's.
  @Test func animatedFormatsHoldOneFrame() throws {
    let still = RingAnimation(ring: ring, timeline: .tween(ValueAnimation(from: 15, to: 15, duration: 0)))
    let apng = try still.apngData(on: canvas, fps: 1)
    let actl = try #require(apng.firstRange(of: Data("acTL".utf8)))
    #expect(apng[actl.upperBound..<actl.upperBound + 4].elementsEqual([0, 0, 0, 1]), "one frame")
    #expect(try RingRaster(pngData: apng) == (try ring.raster(on: canvas)))
    let gif = try #require(GIFDecoder(Array(try still.gifData(on: canvas, fps: 1))))
    #expect(gif.frames.count == 1 && gif.width == 32 && gif.height == 32)
  }
}
