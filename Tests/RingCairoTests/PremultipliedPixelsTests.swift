import RingCairo
import RingKit
import Testing

@Suite("Premultiplied pixels")
struct PremultipliedPixelsTests {
  /// The lent pixels are the raster's, premultiplied: opaque ones equal, transparent ones zero,
  /// the rest within rounding of straight × alpha.
  @Test func theyAreTheRastersPixelsPremultiplied() throws {
    let ring = ProgressRing(value: 40)
    let canvas = RingCanvas(width: 120, height: 90, scale: 1.5, background: nil)
    let raster = try ring.raster(on: canvas)
    var checked = (opaque: 0, partial: 0)
    try ring.withPremultipliedPixels(on: canvas) { pixels in
      #expect(pixels.width == raster.width && pixels.height == raster.height && pixels.bytesPerRow >= pixels.width * 4)
      #expect(pixels.bytes.count == pixels.bytesPerRow * pixels.height)
      for y in 0..<raster.height {
        for x in 0..<raster.width {
          guard let straight = raster[x, y] else { continue }
          let word = pixels[x, y]
          let alpha = Int(word >> 24)
          #expect(alpha == Int(straight.alpha))
          for (channel, value) in [
            (Int(word >> 16) & 0xFF, straight.red), (Int(word >> 8) & 0xFF, straight.green),
            (Int(word) & 0xFF, straight.blue),
          ] {
            #expect(abs(channel - (Int(value) * alpha + 127) / 255) <= 1, "(\(x), \(y))")
          }
          if alpha == 255 { checked.opaque += 1 } else if alpha > 0 { checked.partial += 1 }
        }
      }
    }
    #expect(checked.opaque > 1000 && checked.partial > 100)
  }

  @Test func badCanvasesThrowBeforeDrawing() {
    #expect(throws: RenderError.self) {
      try ProgressRing().withPremultipliedPixels(on: RingCanvas(size: 20_000)) { _ in Issue.record("drawn") }
    }
  }
}
