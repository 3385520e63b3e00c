import Foundation
import RingKit
import Testing

@testable import RingCairo

/// One list of formats for the library, the command line and the service.
@Suite struct ImageFormatTests {
  let ring = ProgressRing(value: 15, maxValue: 30)
  let canvas = RingCanvas(size: 32)

  @Test func extensionsName() {
    #expect(ImageFormat(pathExtensionOf: "out/Ring.SVG") == .svg)
    #expect(ImageFormat(pathExtensionOf: "a.apng") == .apng && ImageFormat(pathExtensionOf: "a.gif") == .gif)
    #expect(ImageFormat(pathExtensionOf: "dir.png/ring") == nil && ImageFormat(pathExtensionOf: "ring") == nil)
    #expect(ImageFormat.allCases.filter(\.isAnimated) == [.apng, .gif])
    #expect(ImageFormat.allCases.filter { !$0.isBinary } == [.svg, .dataURI])
  }

  /// The data URI is the PNG's bytes in base64, on one line.
  @Test func dataURIIsThePNG() throws {
    let uri = String(decoding: try ring.render(as: .dataURI, on: canvas), as: UTF8.self)
    #expect(uri == "data:image/png;base64," + (try ring.pngData(on: canvas)).base64EncodedString())
    #expect(try ring.pngDataURI(width: 32, height: 32) == uri)
  }

  /// A still ring as APNG or GIF is an animation of one frame whose picture is the ring's.
  @Test func animatedFormatsHoldOneFrame() throws {
    let apng = try ring.render(as: .apng, on: canvas)
    let actl = try #require(apng.firstRange(of: Data("acTL".utf8)))
    #expect(apng[actl.upperBound..<actl.upperBound + 4].elementsEqual([0, 0, 0, 1]), "one frame")
    #expect(try RingRaster(pngData: apng) == (try ring.raster(on: canvas)))
    let gif = try #require(GIFDecoder(Array(try ring.render(as: .gif, on: canvas))))
    #expect(gif.frames.count == 1 && gif.width == 32 && gif.height == 32)
  }
}
